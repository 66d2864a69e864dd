import { ColumnHeightOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { useKit } from '../settings/kit-context';
import { KIT_SIZES, isKitSize } from '../settings/sizes';
import { HeaderChoice } from './HeaderChoice';

/** default / medium / small / mini (control heights 40/36/32/28), kept in the size cookie. */
export function SizeSelect() {
  const { t } = useKitTranslation();
  const { message } = App.useApp();
  const { size, setSize } = useKit();
  return (
    <HeaderChoice
      icon={<ColumnHeightOutlined />}
      label={`${t('kit.size.label')}: ${t(`kit.size.${size}`)}`}
      value={size}
      options={KIT_SIZES.map((s) => ({ key: s, label: t(`kit.size.${s}`) }))}
      onChoose={(key) => {
        if (!isKitSize(key)) return;
        setSize(key);
        void message.success(t('kit.size.switched'));
      }}
    />
  );
}
