import { Button, Card, Form, Input, Select, Typography } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../i18n';
import styles from './LoginPage.module.css';

const languageLabels: Record<Language, string> = { 'zh-CN': '简体中文', en: 'English', es: 'Español' };

interface LoginPageProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
}

/** The sign-in form; the session flow behind it (RSA, captcha, guard) is wired by the shell issue. */
export function LoginPage({ language, onLanguageChange }: LoginPageProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <header className={styles.header}>
          <Typography.Title level={2} className={styles.title}>
            {t('app.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('app.systemName')}</Typography.Text>
        </header>
        <Form layout="vertical" size="large" requiredMark={false} aria-label={t('login.heading')}>
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
          <Form.Item
            name="validCode"
            label={t('login.captcha')}
            rules={[{ required: true, message: t('login.captchaRequired') }]}
          >
            <Input prefix={<SafetyOutlined />} autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            {t('login.submit')}
          </Button>
        </Form>
        <footer className={styles.footer}>
          <Select
            aria-label={t('login.language')}
            value={language}
            onChange={onLanguageChange}
            options={LANGUAGES.map((value) => ({ value, label: languageLabels[value] }))}
            size="small"
            variant="borderless"
          />
        </footer>
      </Card>
    </main>
  );
}
