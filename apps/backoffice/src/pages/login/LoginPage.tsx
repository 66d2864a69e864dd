import { lazy, Suspense, useContext, useMemo } from 'react';
import {
  CloseCircleFilled,
  EyeInvisibleOutlined,
  EyeOutlined,
  LoadingOutlined,
  LockOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LanguageProps } from '../../i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { LoginField } from './LoginField';
import { loginTheme, markupLoginTheme, MarkupSizeContext } from './login-theme';
import styles from './LoginPage.module.css';
import { useLoginForm } from './useLoginForm';
import { useOnClient } from './use-on-client';

// Only a first login needs the dialog (and the antd it is built with).
const FirstPasswordDialog = lazy(() => import('./FirstPasswordDialog'));

/**
 * SPEC §4 login: RSA-encrypted password, captcha bound to a device id, first-login password change.
 * Plain React and CSS drawn like the antd form it replaces: the first screen loads no UI library,
 * and the API client and RSA code load when the form is sent.
 */
export default function LoginPage({ language, onLanguageChange }: LanguageProps) {
  const { t } = useTranslation();
  const onClient = useOnClient();
  const markupSize = useContext(MarkupSizeContext);
  const theme = useMemo(
    () => (onClient ? loginTheme() : markupLoginTheme(markupSize)),
    [onClient, markupSize],
  );
  const login = useLoginForm();
  return (
    <main className={styles.page} style={theme}>
      <section className={styles.card} aria-labelledby="login-title">
        <header className={styles.header}>
          <h1 id="login-title" className={styles.title}>
            {t('app.title')}
          </h1>
          <p className={styles.subtitle}>{t('app.systemName')}</p>
        </header>
        {login.error && (
          <div className={styles.alert} role="alert">
            <CloseCircleFilled className={styles.alertIcon} />
            <span>{login.error}</span>
          </div>
        )}
        <LoginForm login={login} />
        <footer className={styles.footer}>
          <LanguageSwitch language={language} onChange={onLanguageChange} />
        </footer>
      </section>
      {login.mustChangePassword && (
        <Suspense fallback={null}>
          <FirstPasswordDialog
            language={language}
            userName={login.values.username.trim()}
            onDone={login.enter}
          />
        </Suspense>
      )}
    </main>
  );
}

function LoginForm({ login }: { login: ReturnType<typeof useLoginForm> }) {
  const { t } = useTranslation();
  const { captcha, field, showPassword } = login;
  return (
    // method="dialog" outside a dialog submits nowhere: Enter in the prerendered page before the
    // script runs does not reload it (and lose what was typed).
    <form
      ref={login.form}
      method="dialog"
      aria-label={t('login.heading')}
      noValidate
      onSubmit={(event) => void login.submit(event)}
    >
      <LoginField
        id="login-username"
        label={t('login.username')}
        icon={<UserOutlined />}
        autoComplete="username"
        autoFocus
        {...field('username')}
      />
      <LoginField
        id="login-password"
        label={t('login.password')}
        icon={<LockOutlined />}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        suffix={
          // Out of the tab order like antd's toggle: Tab goes from the password to the captcha.
          <button
            type="button"
            tabIndex={-1}
            className={styles.toggle}
            aria-pressed={showPassword}
            aria-label={t('login.showPassword')}
            onClick={login.toggleShowPassword}
          >
            {showPassword ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        }
        {...field('password')}
      />
      <LoginField
        id="login-captcha"
        label={t('login.captcha')}
        icon={<SafetyOutlined />}
        autoComplete="off"
        maxLength={8}
        after={
          <button
            type="button"
            className={styles.captchaButton}
            onClick={login.refreshCaptcha}
            title={t('login.captchaAlt')}
          >
            {captcha && <img src={captcha.src} alt={t('login.captchaAlt')} width={120} height={40} />}
          </button>
        }
        {...field('validCode')}
      />
      <button type="submit" className={styles.submit} aria-busy={login.submitting || undefined}>
        {login.submitting && <LoadingOutlined className={styles.submitIcon} />}
        {t('login.submit')}
      </button>
    </form>
  );
}
