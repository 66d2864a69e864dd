import { ColorPicker, Drawer, Space, Switch, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { DEFAULT_THEME_COLOR } from '../settings/constants';
import { useKit } from '../settings/kit-context';

const PRESETS = [DEFAULT_THEME_COLOR, '#13c2c2', '#52c41a', '#fa541c', '#722ed1', '#eb2f96', '#304156'];

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Theme colour, tabs bar, fixed header and sidebar logo (SPEC §9 defaults), persisted. */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t } = useKitTranslation();
  const { settings, updateSettings } = useKit();
  const ids = { color: useId(), tags: useId(), header: useId(), logo: useId() };
  const row = (id: string, label: string, control: ReactNode) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
      <Typography.Text id={id}>{label}</Typography.Text>
      {control}
    </div>
  );
  return (
    <Drawer open={open} onClose={onClose} title={t('kit.settings.title')} size={300} zIndex={2000}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
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
