import { TranslationOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { KIT_LANGUAGES, LANGUAGE_NAMES, type KitLanguage } from '../i18n/languages';
import { useKit } from '../settings/kit-context';
import { HeaderChoice } from './HeaderChoice';

/** zh-CN / en / es; the choice goes to the language cookie. */
export function LangSelect() {
  const { t } = useKitTranslation();
  const { message } = App.useApp();
  const { language, setLanguage } = useKit();
  return (
    <HeaderChoice
      icon={<TranslationOutlined />}
      label={`${t('kit.lang.label')}: ${LANGUAGE_NAMES[language]}`}
      value={language}
      options={KIT_LANGUAGES.map((l) => ({ key: l, label: <span lang={l}>{LANGUAGE_NAMES[l]}</span> }))}
      onChoose={(key) => {
        const next = key as KitLanguage;
        setLanguage(next);
        // Said after the switch, in the new language.
        setTimeout(() => void message.success(t('kit.lang.switched', { lng: next })), 0);
      }}
    />
  );
}
