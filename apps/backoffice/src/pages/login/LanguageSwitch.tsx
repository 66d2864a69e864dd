import { useTranslation } from 'react-i18next';
import { KIT_LANGUAGES, LANGUAGE_NAMES, persistLanguage, type KitLanguage } from '@eldercare/admin-kit';
import styles from './LoginPage.module.css';

export interface LanguageSwitchProps {
  language: KitLanguage;
  onChange: (language: KitLanguage) => void;
}

/**
 * zh-CN / en / es side by side, each named in itself. Plain buttons rather than the shell's
 * dropdown: the login page stays free of antd's menu, and all three choices are visible at once.
 */
export function LanguageSwitch({ language, onChange }: LanguageSwitchProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('login.language')} className={styles.languages}>
      {KIT_LANGUAGES.map((choice) => (
        <button
          key={choice}
          type="button"
          lang={choice}
          aria-pressed={choice === language}
          className={styles.language}
          onClick={() => {
            if (choice === language) return;
            persistLanguage(choice);
            onChange(choice);
          }}
        >
          {LANGUAGE_NAMES[choice]}
        </button>
      ))}
    </div>
  );
}
