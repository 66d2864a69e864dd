import { useTranslation } from 'react-i18next';

/**
 * The whole page waits (the signed-in user, or the pages of a path, are loading): the entry's boot
 * screen drawn again (global.css), which keeps antd's Spin out of the shell. A twin rather than an
 * import of `router/BootScreen`: a component the entry and the shell share makes the bundler split
 * React's JSX runtime, react-i18next and i18next out of the entry chunk (+3 kB gzip for both).
 */
export function ShellLoading() {
  const { t } = useTranslation();
  return (
    <div className="boot-screen" role="status">
      <span className="boot-spinner" aria-hidden="true" />
      <span className="boot-text">{t('app.loading')}</span>
    </div>
  );
}
