import { App, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getUser } from '@eldercare/api-client';
import { apiKeys, useApiQuery, useUpdateOwnInfo, useUserInfo } from '@eldercare/api-client/react';
import { fieldErrorOf } from '../shared/field-error';
import { patchUser } from '../../../session/session-store';
import { toOwnInfoQuery, type ProfileFormValues } from './profile-form';

/**
 * The profile page's controller: the signed-in user's info, their own user record (phone and email),
 * the edit form filled from both, and saving it.
 */
export function useUserInfoPage() {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const info = useUserInfo();
  const userId = info.data?.userId ?? 0;
  // The user info carries no phone or email; the own user record does, when the role may read users.
  const record = useApiQuery(
    apiKeys.users.detail(userId),
    (client, call) => getUser(client, userId, { ...call, notify: false }),
    { enabled: userId > 0, retry: false },
  );
  const update = useUpdateOwnInfo();
  const [form] = Form.useForm<ProfileFormValues>();

  useEffect(() => {
    if (!info.data) return;
    form.setFieldsValue({
      nickName: info.data.name,
      avatar: info.data.avatar,
      introduction: info.data.introduction,
      ...(record.data ? { phonenumber: record.data.phonenumber, email: record.data.email } : {}),
    });
  }, [info.data, record.data, form]);

  const submit = async (values: ProfileFormValues) => {
    try {
      const saved = toOwnInfoQuery(values);
      await update.mutateAsync(saved);
      // The header's name and avatar come from the session's user info.
      patchUser({
        ...(saved.nickName ? { name: saved.nickName } : {}),
        ...(saved.avatar !== undefined ? { avatar: saved.avatar } : {}),
      });
      message.success(t('common.saved'));
    } catch (error) {
      const invalid = fieldErrorOf(error);
      if (invalid)
        form.setFields([{ name: invalid.field as keyof ProfileFormValues, errors: [invalid.message] }]);
    }
  };

  return { info, record: record.data, form, submit, saving: update.isPending };
}
