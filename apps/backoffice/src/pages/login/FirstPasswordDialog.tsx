import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { KitProvider, type KitLanguage } from '@eldercare/admin-kit';
import { setFirstPassword } from '@eldercare/api-client';
import { checkPassword, passwordMessage } from '@eldercare/validators';
import { ApiUiBridge } from '../../api/ApiUiBridge';
import { apiClient, showSuccessNext } from '../../api/client';
import { STORAGE_NAMESPACE } from '../../session/storage-namespace';

interface FirstPasswordForm {
  newPassword: string;
  confirm: string;
}

export interface FirstPasswordDialogProps {
  language: KitLanguage;
  /** The name just signed in with: the policy refuses it as a password. */
  userName: string;
  /** Called once the new password is saved. */
  onDone: () => void;
}

/**
 * The first-login password change the server enforces (`/admin/system/user/first`,
 * `password/first`). Loaded only when needed, with its own KitProvider: the login page has no antd.
 */
export default function FirstPasswordDialog({ language, userName, onDone }: FirstPasswordDialogProps) {
  return (
    <KitProvider language={language} storageNamespace={STORAGE_NAMESPACE}>
      <ApiUiBridge />
      <FirstPasswordModal language={language} userName={userName} onDone={onDone} />
    </KitProvider>
  );
}

function FirstPasswordModal({ language, userName, onDone }: FirstPasswordDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FirstPasswordForm>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await setFirstPassword(apiClient, values.newPassword);
      // Said by the shell: this dialog and its message holder leave with the login page.
      showSuccessNext(t('login.passwordChanged'));
      onDone();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('login.firstLoginTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('notices.confirm')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      zIndex={9999}
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="newPassword"
          label={t('login.newPassword')}
          extra={t('login.passwordRule')}
          rules={[
            { required: true, message: t('login.passwordRule') },
            {
              // The server's own policy (packages/validators), said before the round trip.
              validator: (_, value: unknown) => {
                const problem = typeof value === 'string' && value ? checkPassword(value, userName) : null;
                return problem
                  ? Promise.reject(new Error(passwordMessage(problem, language)))
                  : Promise.resolve();
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('login.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('login.passwordRule') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('login.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
