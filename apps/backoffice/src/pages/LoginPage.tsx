import { useCallback, useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LangSelect } from '@eldercare/admin-kit';
import { captchaUrl, getFirstLogin, isApiError, setToken, signIn } from '@eldercare/api-client';
import { useApiClient } from '@eldercare/api-client/react';
import { redirectAfterLogin } from '../router/guard';
import { FirstPasswordDialog } from './FirstPasswordDialog';
import styles from './LoginPage.module.css';

interface LoginForm {
  username: string;
  password: string;
  validCode: string;
}

const newDeviceId = () => crypto.randomUUID();

/** SPEC §4 login: RSA-encrypted password, captcha bound to a device id, first-login password change. */
export default function LoginPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [form] = Form.useForm<LoginForm>();
  const [deviceId, setDeviceId] = useState(newDeviceId);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [mustChangePassword, setMustChangePassword] = useState(false);

  const refreshCaptcha = useCallback(() => {
    setDeviceId(newDeviceId());
    form.setFieldValue('validCode', '');
  }, [form]);

  const enter = () => navigate(redirectAfterLogin(search), { replace: true });

  const submit = async (values: LoginForm) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const token = await signIn(
        client,
        {
          username: values.username,
          password: values.password,
          validCode: values.validCode.trim(),
          deviceId,
        },
        { notify: false },
      );
      setToken(token.access_token);
      const { isFirstLogin } = await getFirstLogin(client, { notify: false });
      if (isFirstLogin) setMustChangePassword(true);
      else enter();
    } catch (caught) {
      setError(isApiError(caught) ? caught.msg : t('login.failed'));
      // A captcha is single use: the next attempt needs a new one.
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <header className={styles.header}>
          <Typography.Title level={1} className={styles.title}>
            {t('app.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('app.systemName')}</Typography.Text>
        </header>
        {error && <Alert className={styles.alert} type="error" showIcon title={error} role="alert" />}
        <Form<LoginForm>
          form={form}
          layout="vertical"
          size="large"
          requiredMark={false}
          aria-label={t('login.heading')}
          onFinish={submit}
          initialValues={{ username: '', password: '', validCode: '' }}
        >
          <Form.Item
            name="username"
            label={t('login.username')}
            rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Form.Item label={t('login.captcha')} required>
            <div className={styles.captchaRow}>
              <Form.Item
                name="validCode"
                noStyle
                rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
              >
                <Input
                  prefix={<SafetyOutlined />}
                  autoComplete="off"
                  aria-label={t('login.captcha')}
                  maxLength={8}
                />
              </Form.Item>
              <button
                type="button"
                className={styles.captchaButton}
                onClick={refreshCaptcha}
                title={t('login.captchaAlt')}
              >
                <img src={captchaUrl(client, deviceId)} alt={t('login.captchaAlt')} width={120} height={40} />
              </button>
            </div>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
        <footer className={styles.footer}>
          <LangSelect />
        </footer>
      </Card>
      <FirstPasswordDialog open={mustChangePassword} onDone={enter} />
    </main>
  );
}
