import { useTranslation } from 'react-i18next';

/**
 * What shows while the login page or the shell loads: CSS only (global.css), since antd is not
 * there yet. It appears late so a fast load shows nothing at all. The shell has its twin
 * (`layout/ShellLoading.tsx`).
 */
export function BootScreen() {
  const { t } = useTranslation();
  return (
    <div className="boot-screen" role="status">
      <span className="boot-spinner" aria-hidden="true" />
      <span className="boot-text">{t('app.loading')}</span>
    </div>
  );
}
