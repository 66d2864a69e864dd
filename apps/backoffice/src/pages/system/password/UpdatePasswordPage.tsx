import { App, Button, Card, Form, Input, Progress, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { removeToken } from '@eldercare/api-client';
import { useKit } from '@eldercare/admin-kit';
import { useChangePassword, useLogout, useUserInfo } from '@eldercare/api-client/react';
import { fieldErrorOf } from '../shared/field-error';
import { passwordProblemText } from '../user/user-form';
import { STRENGTH_PERCENT, passwordStrength } from './password-strength';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** `/user/updatePassword`: old + new + confirm; on success the session ends and login follows. */
export default function UpdatePasswordPage() {
  const { t } = useTranslation('system');
  const { language } = useKit();
  // The policy also refuses the user's own name; the user info is already cached by the shell.
  const userName = useUserInfo().data?.userName ?? '';
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const change = useChangePassword();
  const logout = useLogout();
  const strength = passwordStrength(newPassword);
  // The theme's status colours: the kit keeps them readable in the light and the dark appearance.
  const { token } = theme.useToken();
  const strengthColour = { weak: token.colorError, medium: token.colorWarning, strong: token.colorSuccess }[
    strength
  ];

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

  return (
    <Card variant="borderless" title={t('password.title')} style={{ maxWidth: 560 }}>
      <Form form={form} layout="vertical" onFinish={submit} name="update-password" requiredMark>
        <Form.Item
          name="oldPassword"
          label={t('password.old')}
          rules={[{ required: true, message: t('common.required', { field: t('password.old') }) }]}
        >
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          extra={t('password.rule')}
          dependencies={['oldPassword']}
          rules={[
            { required: true, message: t('common.required', { field: t('password.new') }) },
            {
              validator: async (_rule, value: unknown) => {
                const problem =
                  typeof value === 'string' && value && passwordProblemText(value, userName, language);
                if (problem) throw new Error(problem);
              },
            },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value === getFieldValue('oldPassword')) throw new Error(t('password.sameAsOld'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        {newPassword && (
          <Form.Item label={t('password.strength')}>
            <Progress
              percent={STRENGTH_PERCENT[strength]}
              strokeColor={strengthColour}
              format={() => t(`password.${strength}`)}
              aria-label={t('password.strength')}
            />
          </Form.Item>
        )}
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('common.required', { field: t('password.confirm') }) },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error(t('password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending || logout.isPending}>
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
