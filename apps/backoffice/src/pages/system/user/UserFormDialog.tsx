import { Form, Input, Radio, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { antdRule, useKit } from '@eldercare/admin-kit';
import { checkUserNameUnique } from '@eldercare/api-client';
import {
  useApiClient,
  useAssignableRoles,
  useCreateUser,
  useDeptTree,
  useUpdateUser,
} from '@eldercare/api-client/react';
import type { UserRecord } from '@eldercare/api-client/contract';
import { FormDialog } from '../shared/FormDialog';
import { roleLabel } from '../shared/role-label';
import { useDictOptions } from '../shared/useDictOptions';
import { toDeptTreeData } from './dept-tree';
import {
  EMPTY_USER_FORM,
  USER_NAME_PATTERN,
  passwordProblemText,
  toCreateBody,
  toFormValues,
  toUpdateBody,
  type UserFormValues,
} from './user-form';

export interface UserFormDialogProps {
  open: boolean;
  /** The user being edited; none when adding. */
  user: UserRecord | null;
  onClose: () => void;
}

/** Add or edit a user: profile, dept, roles and account type in one draggable dialog. */
export function UserFormDialog({ open, user, onClose }: UserFormDialogProps) {
  const { t } = useTranslation('system');
  const { language } = useKit();
  const client = useApiClient();
  const [form] = Form.useForm<UserFormValues>();
  const depts = useDeptTree({ enabled: open });
  const roles = useAssignableRoles({ enabled: open });
  const accountTypes = useDictOptions('sys_account_type');
  const rentTypes = useDictOptions('assistive_rent_type');
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

  const required = (field: string) => ({ required: true, message: t('common.required', { field }) });

  return (
    <FormDialog
      open={open}
      title={isEdit ? t('user.editTitle') : t('user.addTitle')}
      name="user-form"
      form={form}
      initialValues={EMPTY_USER_FORM}
      save={save}
      saving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <Form.Item
        name="userName"
        label={t('user.userName')}
        validateTrigger="onBlur"
        rules={[required(t('user.userName')), { validator: uniqueName }]}
      >
        <Input disabled={isEdit} autoComplete="off" maxLength={64} />
      </Form.Item>
      {!isEdit && (
        <Form.Item
          name="password"
          label={t('user.password')}
          extra={t('user.passwordHint')}
          dependencies={['userName']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_r, value: unknown) => {
                const password = typeof value === 'string' ? value.trim() : '';
                const userName = String(getFieldValue('userName') ?? '').trim();
                const problem = password && passwordProblemText(password, userName, language);
                if (problem) throw new Error(problem);
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
      )}
      <Form.Item
        name="nickName"
        label={t('user.name')}
        rules={[required(t('user.name')), antdRule('name', language)]}
      >
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item name="phonenumber" label={t('user.phone')} rules={[antdRule('mobile', language)]}>
        <Input maxLength={20} inputMode="tel" />
      </Form.Item>
      <Form.Item name="email" label={t('user.email')} rules={[antdRule('email', language)]}>
        <Input maxLength={120} inputMode="email" />
      </Form.Item>
      <Form.Item name="deptId" label={t('user.dept')} rules={[required(t('user.dept'))]}>
        <TreeSelect
          treeData={toDeptTreeData(depts.data)}
          loading={depts.isLoading}
          placeholder={t('user.deptPlaceholder')}
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
        />
      </Form.Item>
      <Form.Item name="roleIds" label={t('user.roles')} rules={[required(t('user.roles'))]}>
        <Select
          mode="multiple"
          loading={roles.isLoading}
          options={(roles.data ?? []).map((role) => ({ label: roleLabel(t, role), value: role.roleId }))}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item name="accountType" label={t('user.accountType')} rules={[required(t('user.accountType'))]}>
        <Select options={accountTypes.options} loading={accountTypes.loading} />
      </Form.Item>
      <Form.Item name="assistiveRentType" label={t('user.assistiveRentType')}>
        <Select options={rentTypes.options} loading={rentTypes.loading} allowClear />
      </Form.Item>
      <Form.Item name="status" label={t('user.status')}>
        <Radio.Group
          options={[
            { label: t('common.enabled'), value: '0' },
            { label: t('common.disabled'), value: '1' },
          ]}
        />
      </Form.Item>
    </FormDialog>
  );
}
