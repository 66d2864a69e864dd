import { FontSizeOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { useKit } from '../settings/kit-context';
import { TEXT_SCALES } from '../settings/text-scale';

/** 100 / 112 / 125 / 150 % text, beside the size select; kept per user. */
export function TextScaleSelect() {
  const { t } = useKitTranslation();
  const { message } = App.useApp();
  const { textScale, setTextScale } = useKit();
  return (
    <Dropdown
      trigger={['click']}
      // Keyboard users land in the menu: arrows then move between the choices.
      autoFocus
      menu={{
        selectable: true,
        selectedKeys: [String(textScale)],
        items: TEXT_SCALES.map((scale) => ({
          key: String(scale),
          label: t('kit.textScale.option', { scale }),
        })),
        onClick: ({ key }) => {
          const next = TEXT_SCALES.find((scale) => String(scale) === key);
          if (!next || next === textScale) return;
          setTextScale(next);
          void message.success(t('kit.textScale.switched'));
        },
      }}
    >
      <Button
        type="text"
        aria-label={`${t('kit.textScale.label')}: ${t('kit.textScale.option', { scale: textScale })}`}
        icon={<FontSizeOutlined />}
      />
    </Dropdown>
  );
}
