import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useKit } from '@eldercare/admin-kit';
import { useRequiredRule } from '../shared/useRequiredRule';
import { passwordProblemText } from '../user/user-form';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { usePasswordChange } from './usePasswordChange';

/** `/user/updatePassword`: old + new + confirm; on success the session ends and login follows. */
export default function UpdatePasswordPage() {
  const { t } = useTranslation('system');
  const { language } = useKit();
  const required = useRequiredRule();
  const { form, userName, newPassword, submit, submitting } = usePasswordChange();

  return (
    <Card variant="borderless" title={t('password.title')} style={{ maxWidth: 560 }}>
      <Form form={form} layout="vertical" onFinish={submit} name="update-password" requiredMark>
        <Form.Item name="oldPassword" label={t('password.old')} rules={[required(t('password.old'))]}>
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          extra={t('password.rule')}
          dependencies={['oldPassword']}
          rules={[
            required(t('password.new')),
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
        {newPassword && <PasswordStrengthMeter password={newPassword} />}
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={[
            required(t('password.confirm')),
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error(t('password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
