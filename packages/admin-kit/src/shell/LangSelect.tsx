import { TranslationOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { KIT_LANGUAGES, LANGUAGE_NAMES, type KitLanguage } from '../i18n/languages';
import { useKit } from '../settings/kit-context';

/** zh-CN / en / es; the choice goes to the language cookie. */
export function LangSelect() {
  const { t } = useKitTranslation();
  const { message } = App.useApp();
  const { language, setLanguage } = useKit();
  return (
    <Dropdown
      trigger={['click']}
      // Keyboard users land in the menu: arrows then move between the choices.
      autoFocus
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: KIT_LANGUAGES.map((l) => ({ key: l, label: <span lang={l}>{LANGUAGE_NAMES[l]}</span> })),
        onClick: ({ key }) => {
          const next = key as KitLanguage;
          if (next === language) return;
          setLanguage(next);
          // Said after the switch, in the new language.
          setTimeout(() => void message.success(t('kit.lang.switched', { lng: next })), 0);
        },
      }}
    >
      <Button
        type="text"
        aria-label={`${t('kit.lang.label')}: ${LANGUAGE_NAMES[language]}`}
        icon={<TranslationOutlined />}
      />
    </Dropdown>
  );
}
