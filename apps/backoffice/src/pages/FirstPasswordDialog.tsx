import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { setFirstPassword } from '@eldercare/api-client';
import { useApiClient } from '@eldercare/api-client/react';
import { useState } from 'react';

interface FirstPasswordForm {
  newPassword: string;
  confirm: string;
}

/** The same rule the server applies to new passwords (8–64, letters and digits). */
const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;

/** The first-login password change the server enforces (`/admin/system/user/first`, `password/first`). */
export function FirstPasswordDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const [form] = Form.useForm<FirstPasswordForm>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await setFirstPassword(client, values.newPassword);
      void message.success(t('login.passwordChanged'));
      onDone();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
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
          rules={[{ required: true, pattern: PASSWORD_RULE, message: t('login.passwordRule') }]}
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
