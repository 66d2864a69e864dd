import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { removeToken } from '@eldercare/api-client';
import { useChangePassword, useLogout, useUserInfo } from '@eldercare/api-client/react';
import { fieldErrorOf } from '../shared/field-error';

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The password page's controller: the form, the new password as typed (for the meter), and the
 * change, after which the session ends and the login page follows.
 */
export function usePasswordChange() {
  const { t } = useTranslation('system');
  // The policy also refuses the user's own name; the user info is already cached by the shell.
  const userName = useUserInfo().data?.userName ?? '';
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const change = useChangePassword();
  const logout = useLogout();

  const submit = async ({ oldPassword, newPassword: next }: PasswordForm) => {
    try {
      await change.mutateAsync({ oldPassword, newPassword: next });
    } catch (error) {
      const invalid = fieldErrorOf(error);
      if (invalid) form.setFields([{ name: invalid.field as keyof PasswordForm, errors: [invalid.message] }]);
      return;
    }
    message.success(t('password.done'));
    // The server may already have revoked this token with the change; signing out is best effort.
    await logout.mutateAsync().catch(() => undefined);
    removeToken();
    window.location.assign('/login');
  };

  return { form, userName, newPassword, submit, submitting: change.isPending || logout.isPending };
}
