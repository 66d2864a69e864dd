import { ColumnHeightOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { useKit } from '../settings/kit-context';
import { KIT_SIZES, isKitSize } from '../settings/sizes';

/** default / medium / small / mini (control heights 40/36/32/28), kept in the size cookie. */
export function SizeSelect() {
  const { t } = useKitTranslation();
  const { message } = App.useApp();
  const { size, setSize } = useKit();
  return (
    <Dropdown
      trigger={['click']}
      // Keyboard users land in the menu: arrows then move between the choices.
      autoFocus
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: KIT_SIZES.map((s) => ({ key: s, label: t(`kit.size.${s}`) })),
        onClick: ({ key }) => {
          if (!isKitSize(key) || key === size) return;
          setSize(key);
          void message.success(t('kit.size.switched'));
        },
      }}
    >
      <Button
        type="text"
        aria-label={`${t('kit.size.label')}: ${t(`kit.size.${size}`)}`}
        icon={<ColumnHeightOutlined />}
      />
    </Dropdown>
  );
}
