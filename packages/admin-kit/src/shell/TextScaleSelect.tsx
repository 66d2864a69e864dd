import { FontSizeOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { useKit } from '../settings/kit-context';
import { TEXT_SCALES } from '../settings/text-scale';
import { HeaderChoice } from './HeaderChoice';

/** 100 / 112 / 125 / 150 % text, beside the size select; kept per user. */
export function TextScaleSelect() {
  const { t } = useKitTranslation();
  const { message } = App.useApp();
  const { textScale, setTextScale } = useKit();
  return (
    <HeaderChoice
      icon={<FontSizeOutlined />}
      label={`${t('kit.textScale.label')}: ${t('kit.textScale.option', { scale: textScale })}`}
      value={String(textScale)}
      options={TEXT_SCALES.map((scale) => ({
        key: String(scale),
        label: t('kit.textScale.option', { scale }),
      }))}
      onChoose={(key) => {
        const next = TEXT_SCALES.find((scale) => String(scale) === key);
        if (!next) return;
        setTextScale(next);
        void message.success(t('kit.textScale.switched'));
      }}
    />
  );
}
