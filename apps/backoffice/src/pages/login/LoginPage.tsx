import { lazy, Suspense, useContext, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
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
import { useNavigate, useSearchParams } from 'react-router-dom';
import { captchaUrl, DEFAULT_BASE_URL, isApiError } from '@eldercare/api-client';
import type { AppRoutesProps } from '../../router/AppRoutes';
import { redirectAfterLogin } from '../../router/guard';
import { LanguageSwitch } from './LanguageSwitch';
import { LoginField } from './LoginField';
import {
  fieldError,
  LOGIN_FIELDS,
  loginErrors,
  type LoginField as Field,
  type LoginValues,
} from './login-form';
import { loginTheme, markupLoginTheme, MarkupSizeContext } from './login-theme';
import styles from './LoginPage.module.css';
import { EARLY_SUBMIT_ATTRIBUTE } from './early-submit';
import { useOnClient } from './use-on-client';

// Only a first login needs the dialog (and the antd it is built with).
const FirstPasswordDialog = lazy(() => import('./FirstPasswordDialog'));

/**
 * A captcha is one device id and the image fetched for it. The URL is built here, once per id: built
 * during render it changed on every keystroke (it carries a cache-busting time), and each new image
 * replaced the answer the server holds for the device under the user's fingers.
 */
interface Captcha {
  deviceId: string;
  src: string;
}
const newCaptcha = (): Captcha => {
  const deviceId = crypto.randomUUID();
  return { deviceId, src: captchaUrl({ baseURL: DEFAULT_BASE_URL }, deviceId) };
};
const EMPTY: LoginValues = { username: '', password: '', validCode: '' };

/**
 * SPEC §4 login: RSA-encrypted password, captcha bound to a device id, first-login password change.
 * Plain React and CSS drawn like the antd form it replaces: the first screen loads no UI library,
 * and the API client and RSA code load when the form is sent.
 */
export default function LoginPage({ language, onLanguageChange }: AppRoutesProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const onClient = useOnClient();
  const markupSize = useContext(MarkupSizeContext);
  const theme = useMemo(
    () => (onClient ? loginTheme() : markupLoginTheme(markupSize)),
    [onClient, markupSize],
  );
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // None in the prerendered page (a device id is per load): the first one comes after mounting.
  const [captcha, setCaptcha] = useState<Captcha>();
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [mustChangePassword, setMustChangePassword] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const form = useRef<HTMLFormElement>(null);
  const [submittedEarly, setSubmittedEarly] = useState(false);

  useEffect(() => {
    setCaptcha((current) => current ?? newCaptcha());
    // Submitted in the prerendered page before the app ran (Enter, the button): carried out below,
    // once the fields' values and the captcha are in the state.
    if (form.current?.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)) {
      form.current.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
      setSubmittedEarly(true);
    }
    // Hydrating the prerendered page keeps what was typed (or autofilled) before it, but not in the
    // state: the next render would empty the fields.
    const typed = LOGIN_FIELDS.flatMap((name) => {
      const value = inputs.current[name]?.value;
      return value ? [[name, value] as const] : [];
    });
    if (typed.length > 0) setValues((prev) => ({ ...prev, ...Object.fromEntries(typed) }));
  }, []);

  const change = (field: Field, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    // Like antd's Form: once a field is edited, its message follows what it holds.
    setErrors((prev) => ({ ...prev, [field]: fieldError(field, value) }));
  };

  // Only an explicit refresh or a failed login asks for a new image; it needs a new code, and the
  // emptied field is not an error until the user edits it.
  const refreshCaptcha = () => {
    setCaptcha(newCaptcha());
    setValues((prev) => ({ ...prev, validCode: '' }));
  };

  const enter = () => navigate(redirectAfterLogin(search), { replace: true });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    // The page has just come to life (React hydrates it to deliver this very event) and its
    // captcha is not set yet: carried out as soon as it is, not dropped.
    if (!captcha) {
      setSubmittedEarly(true);
      return;
    }
    const found = loginErrors(values);
    setErrors(found);
    const firstInvalid = LOGIN_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setSubmitting(true);
    setError(undefined);
    try {
      const { signInWith } = await import('./sign-in');
      const { isFirstLogin } = await signInWith(values, captcha.deviceId);
      // Otherwise the button keeps spinning while the shell loads.
      if (isFirstLogin) {
        setSubmitting(false);
        setMustChangePassword(true);
      } else enter();
    } catch (caught) {
      setSubmitting(false);
      setError(isApiError(caught) ? caught.msg : t('login.failed'));
      // A captcha is single use: the next attempt needs a new one.
      refreshCaptcha();
    }
  };

  useEffect(() => {
    if (!submittedEarly || !captcha) return;
    setSubmittedEarly(false);
    void submit();
    // Once, when both are in; `submit` reads the state of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submittedEarly, captcha]);

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    error: errors[name] && t(errors[name]),
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  return (
    <main className={styles.page} style={theme}>
      <section className={styles.card} aria-labelledby="login-title">
        <header className={styles.header}>
          <h1 id="login-title" className={styles.title}>
            {t('app.title')}
          </h1>
          <p className={styles.subtitle}>{t('app.systemName')}</p>
        </header>
        {error && (
          <div className={styles.alert} role="alert">
            <CloseCircleFilled className={styles.alertIcon} />
            <span>{error}</span>
          </div>
        )}
        {/* method="dialog" outside a dialog submits nowhere: Enter in the prerendered page before
            the script runs does not reload it (and lose what was typed). */}
        <form
          ref={form}
          method="dialog"
          aria-label={t('login.heading')}
          noValidate
          onSubmit={(event) => void submit(event)}
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
                onClick={() => setShowPassword((shown) => !shown)}
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
                onClick={refreshCaptcha}
                title={t('login.captchaAlt')}
              >
                {captcha && <img src={captcha.src} alt={t('login.captchaAlt')} width={120} height={40} />}
              </button>
            }
            {...field('validCode')}
          />
          <button type="submit" className={styles.submit} aria-busy={submitting || undefined}>
            {submitting && <LoadingOutlined className={styles.submitIcon} />}
            {t('login.submit')}
          </button>
        </form>
        <footer className={styles.footer}>
          <LanguageSwitch language={language} onChange={onLanguageChange} />
        </footer>
      </section>
      {mustChangePassword && (
        <Suspense fallback={null}>
          <FirstPasswordDialog language={language} userName={values.username.trim()} onDone={enter} />
        </Suspense>
      )}
    </main>
  );
}
