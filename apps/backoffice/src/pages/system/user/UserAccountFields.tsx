import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useKit } from '@eldercare/admin-kit';
import { useRequiredRule } from '../shared/useRequiredRule';
import { passwordProblemText } from './user-form';

export interface UserAccountFieldsProps {
  isEdit: boolean;
  /** Checks a new user name is well formed and free. */
  uniqueName: (rule: unknown, value: unknown) => Promise<void>;
}

/** The sign-in name (fixed once created) and, when adding, the initial password. */
export function UserAccountFields({ isEdit, uniqueName }: UserAccountFieldsProps) {
  const { t } = useTranslation('system');
  const { language } = useKit();
  const required = useRequiredRule();
  return (
    <>
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
    </>
  );
}
