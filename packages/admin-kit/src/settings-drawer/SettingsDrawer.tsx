import { ColorPicker, Drawer, Select, Space, Switch, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { DEFAULT_THEME_COLOR } from '../settings/constants';
import { useKit } from '../settings/kit-context';
import type { LayoutSettings } from '../settings/layout-settings';
import { KIT_SIZES } from '../settings/sizes';
import { TEXT_SCALES } from '../settings/text-scale';

const PRESETS = [DEFAULT_THEME_COLOR, '#13c2c2', '#52c41a', '#fa541c', '#722ed1', '#eb2f96', '#304156'];

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** An on/off setting: how the switch reads the settings and what it writes back. */
interface SwitchSetting {
  label:
    | 'kit.settings.darkMode'
    | 'kit.settings.compact'
    | 'kit.settings.tagsView'
    | 'kit.settings.fixedHeader'
    | 'kit.settings.sidebarLogo';
  checked: (settings: LayoutSettings) => boolean;
  patch: (on: boolean) => Partial<LayoutSettings>;
}

const SWITCHES: readonly SwitchSetting[] = [
  {
    label: 'kit.settings.darkMode',
    checked: (s) => s.appearance === 'dark',
    patch: (on) => ({ appearance: on ? 'dark' : 'light' }),
  },
  {
    label: 'kit.settings.compact',
    checked: (s) => s.density === 'compact',
    patch: (on) => ({ density: on ? 'compact' : 'default' }),
  },
  { label: 'kit.settings.tagsView', checked: (s) => s.tagsView, patch: (on) => ({ tagsView: on }) },
  { label: 'kit.settings.fixedHeader', checked: (s) => s.fixedHeader, patch: (on) => ({ fixedHeader: on }) },
  { label: 'kit.settings.sidebarLogo', checked: (s) => s.sidebarLogo, patch: (on) => ({ sidebarLogo: on }) },
];

/** A label and its control, named by the label. */
function SettingRow({ label, children }: { label: string; children: (labelId: string) => ReactNode }) {
  const id = useId();
  return (
    // Wraps at large text: the control goes under its label rather than past the drawer's edge.
    <div className="ek-setting-row">
      <Typography.Text id={id}>{label}</Typography.Text>
      {children(id)}
    </div>
  );
}

/**
 * Size, text scale, theme colour, dark mode, compact layout, tabs bar, fixed header and sidebar
 * logo (SPEC §9 defaults), persisted.
 */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t } = useKitTranslation();
  const { settings, updateSettings, size, setSize, textScale, setTextScale } = useKit();
  return (
    <Drawer open={open} onClose={onClose} title={t('kit.settings.title')} size={300} zIndex={2000}>
      <Space orientation="vertical" size="large" className="ek-fill">
        <SettingRow label={t('kit.size.label')}>
          {(id) => (
            <Select
              aria-labelledby={id}
              value={size}
              className="ek-setting-select"
              options={KIT_SIZES.map((s) => ({ value: s, label: t(`kit.size.${s}`) }))}
              onChange={setSize}
            />
          )}
        </SettingRow>
        <SettingRow label={t('kit.textScale.label')}>
          {(id) => (
            <Select
              aria-labelledby={id}
              value={textScale}
              className="ek-setting-select"
              options={TEXT_SCALES.map((scale) => ({
                value: scale,
                label: t('kit.textScale.option', { scale }),
              }))}
              onChange={setTextScale}
            />
          )}
        </SettingRow>
        <SettingRow label={t('kit.settings.themeColor')}>
          {(id) => (
            <ColorPicker
              aria-labelledby={id}
              value={settings.themeColor}
              disabledAlpha
              presets={[{ label: t('kit.settings.themeColor'), colors: PRESETS }]}
              onChangeComplete={(c) => updateSettings({ themeColor: c.toHexString() })}
            />
          )}
        </SettingRow>
        {SWITCHES.map(({ label, checked, patch }) => (
          <SettingRow key={label} label={t(label)}>
            {(id) => (
              <Switch
                aria-labelledby={id}
                checked={checked(settings)}
                onChange={(on) => updateSettings(patch(on))}
              />
            )}
          </SettingRow>
        ))}
      </Space>
    </Drawer>
  );
}
