import { ColorPicker, Drawer, Select, Space, Switch, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { DEFAULT_THEME_COLOR } from '../settings/constants';
import { useKit } from '../settings/kit-context';
import { KIT_SIZES } from '../settings/sizes';
import { TEXT_SCALES } from '../settings/text-scale';

const PRESETS = [DEFAULT_THEME_COLOR, '#13c2c2', '#52c41a', '#fa541c', '#722ed1', '#eb2f96', '#304156'];

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Size, text scale, theme colour, dark mode, compact layout, tabs bar, fixed header and sidebar
 * logo (SPEC §9 defaults), persisted.
 */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t } = useKitTranslation();
  const { settings, updateSettings, size, setSize, textScale, setTextScale } = useKit();
  const ids = {
    size: useId(),
    text: useId(),
    color: useId(),
    tags: useId(),
    header: useId(),
    logo: useId(),
    dark: useId(),
    compact: useId(),
  };
  const row = (id: string, label: string, control: ReactNode) => (
    // Wraps at large text: the control goes under its label rather than past the drawer's edge.
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        justifyContent: 'space-between',
        alignItems: 'center',
      }}
    >
      <Typography.Text id={id}>{label}</Typography.Text>
      {control}
    </div>
  );
  return (
    <Drawer open={open} onClose={onClose} title={t('kit.settings.title')} size={300} zIndex={2000}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {row(
          ids.size,
          t('kit.size.label'),
          <Select
            aria-labelledby={ids.size}
            value={size}
            style={{ minWidth: 120 }}
            options={KIT_SIZES.map((s) => ({ value: s, label: t(`kit.size.${s}`) }))}
            onChange={setSize}
          />,
        )}
        {row(
          ids.text,
          t('kit.textScale.label'),
          <Select
            aria-labelledby={ids.text}
            value={textScale}
            style={{ minWidth: 120 }}
            options={TEXT_SCALES.map((scale) => ({
              value: scale,
              label: t('kit.textScale.option', { scale }),
            }))}
            onChange={setTextScale}
          />,
        )}
        {row(
          ids.color,
          t('kit.settings.themeColor'),
          <ColorPicker
            aria-labelledby={ids.color}
            value={settings.themeColor}
            disabledAlpha
            presets={[{ label: t('kit.settings.themeColor'), colors: PRESETS }]}
            onChangeComplete={(c) => updateSettings({ themeColor: c.toHexString() })}
          />,
        )}
        {row(
          ids.dark,
          t('kit.settings.darkMode'),
          <Switch
            aria-labelledby={ids.dark}
            checked={settings.appearance === 'dark'}
            onChange={(v) => updateSettings({ appearance: v ? 'dark' : 'light' })}
          />,
        )}
        {row(
          ids.compact,
          t('kit.settings.compact'),
          <Switch
            aria-labelledby={ids.compact}
            checked={settings.density === 'compact'}
            onChange={(v) => updateSettings({ density: v ? 'compact' : 'default' })}
          />,
        )}
        {row(
          ids.tags,
          t('kit.settings.tagsView'),
          <Switch
            aria-labelledby={ids.tags}
            checked={settings.tagsView}
            onChange={(v) => updateSettings({ tagsView: v })}
          />,
        )}
        {row(
          ids.header,
          t('kit.settings.fixedHeader'),
          <Switch
            aria-labelledby={ids.header}
            checked={settings.fixedHeader}
            onChange={(v) => updateSettings({ fixedHeader: v })}
          />,
        )}
        {row(
          ids.logo,
          t('kit.settings.sidebarLogo'),
          <Switch
            aria-labelledby={ids.logo}
            checked={settings.sidebarLogo}
            onChange={(v) => updateSettings({ sidebarLogo: v })}
          />,
        )}
      </Space>
    </Drawer>
  );
}
