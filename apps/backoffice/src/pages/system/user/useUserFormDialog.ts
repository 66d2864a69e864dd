import { Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUserNameUnique } from '@eldercare/api-client';
import {
  useApiClient,
  useAssignableRoles,
  useCreateUser,
  useDeptTree,
  useUpdateUser,
} from '@eldercare/api-client/react';
import type { UserRecord } from '@eldercare/api-client/contract';
import {
  EMPTY_USER_FORM,
  USER_NAME_PATTERN,
  toCreateBody,
  toFormValues,
  toUpdateBody,
  type UserFormValues,
} from './user-form';

/**
 * The user dialog's controller: the form filled from the user (or empty), the dept tree and the
 * roles it offers while open, the user-name check and saving (add or edit).
 */
export function useUserFormDialog(open: boolean, user: UserRecord | null) {
  const { t } = useTranslation('system');
  const client = useApiClient();
  const [form] = Form.useForm<UserFormValues>();
  const depts = useDeptTree({ enabled: open });
  const roles = useAssignableRoles({ enabled: open });
  const create = useCreateUser();
  const update = useUpdateUser();
  const isEdit = user !== null;

  useEffect(() => {
    if (open) form.setFieldsValue(user ? toFormValues(user) : EMPTY_USER_FORM);
    else form.resetFields();
  }, [open, user, form]);

  const save = (values: UserFormValues) =>
    user
      ? update.mutateAsync(toUpdateBody(user.userId, values, user.version))
      : create.mutateAsync(toCreateBody(values));

  const uniqueName = async (_rule: unknown, value: unknown) => {
    const name = typeof value === 'string' ? value.trim() : '';
    if (!name || isEdit) return;
    if (!USER_NAME_PATTERN.test(name)) throw new Error(t('user.userNameFormat'));
    const { unique } = await checkUserNameUnique(
      client,
      { userName: name },
      { notify: false, loading: false },
    );
    if (!unique) throw new Error(t('user.nameTaken'));
  };

  return { form, depts, roles, isEdit, save, saving: create.isPending || update.isPending, uniqueName };
}
