import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { KitLanguage } from '../i18n/languages';
import { ClearIcon } from './ClearIcon';
import { KitContext, type KitContextValue } from './kit-context';
import { kitTheme } from './kit-theme';
import type { LayoutSettings } from './layout-settings';
import { applyRoleTheme, roleThemeOf } from './role-theme';
import { detectSize, persistSize, type KitSize } from './sizes';
import {
  DEFAULT_STORAGE_NAMESPACE,
  StorageNamespaceContext,
  type StorageNamespace,
} from './storage-namespace';
import type { TextScale } from './text-scale';
import type { Appearance, Density } from './theme-tokens';
import { useClearButtonNames } from './useClearButtonNames';
import { useDevice } from './useDevice';
import { useKitLanguage } from './useKitLanguage';
import { useLayoutState } from './useLayoutState';
import { KIT_CSS } from './kit-css';

export interface KitProviderProps {
  children?: ReactNode;
  /** Controlled language; otherwise cookie → browser → en. */
  language?: KitLanguage;
  defaultLanguage?: KitLanguage;
  onLanguageChange?: (language: KitLanguage) => void;
  /** Controlled size; otherwise the size cookie or medium. */
  size?: KitSize;
  defaultSize?: KitSize;
  onSizeChange?: (size: KitSize) => void;
  /** Initial layout settings over the stored ones (stories and tests). */
  defaultSettings?: Partial<LayoutSettings>;
  /** Called with the whole settings after each change the user makes (settings drawer). */
  onSettingsChange?: (settings: LayoutSettings) => void;
  /**
   * The host's brand in one antd theme object (token, components, extra algorithms). Its
   * `colorPrimary` is the theme colour until the user picks another; the kit's readable colours,
   * sizes, appearance and density go over it.
   */
  theme?: ThemeConfig;
  /** Controlled appearance; otherwise the user's setting (default light). */
  appearance?: Appearance;
  /** Controlled density; otherwise the user's setting (default default). */
  density?: Density;
  /** The signed-in user's id: the text scale is kept per user. */
  userId?: string;
  /** Initial text scale (stories); otherwise the user's stored one or 100 %. */
  defaultTextScale?: TextScale;
  /** The user's first system role key: sets the body theme class. */
  roleKey?: string;
  /** Keep settings in memory only (stories that must not leak into each other). */
  persist?: boolean;
  /**
   * The first part of the keys of everything the kit keeps in the browser: layout settings,
   * sidebar, text scale, open tabs, and the drafts unless the resource host names its own (default
   * `admin-kit`). Keep it once chosen: what users stored under another is not found.
   */
  storageNamespace?: StorageNamespace;
  /** false switches antd's animations off (visual snapshots, reduced-motion hosts). */
  motion?: boolean;
}

/**
 * What antd gets until its texts for the language arrive: antd fills every missing text from its
 * built-in English. Never `undefined`: antd's ConfigProvider wraps its children in a locale provider
 * only when given a locale, so the arrival of one changed the tree's shape and mounted everything
 * inside anew (open dialogs closed, typed text lost, effects run twice).
 */
const BUILT_IN_LOCALE: Locale = { locale: 'en' };

// ConfigProvider compares its settings deeply on every render and recomputes its theme when they differ
// by identity: the objects it gets stay the same between renders of the provider.
const BUTTON_CONFIG = { autoInsertSpace: false };
const CLEAR_ICON_CONFIG = { clearIcon: <ClearIcon /> };

/**
 * Settings, size, language and role theme for everything inside: antd's ConfigProvider locale
 * and tokens, dayjs's locale and the kit's i18n switch together here.
 */
export function KitProvider(props: KitProviderProps) {
  const { children, roleKey, persist = true, motion = true } = props;
  const namespace = props.storageNamespace ?? DEFAULT_STORAGE_NAMESPACE;
  const { language, setLanguage, antdLocale } = useKitLanguage({ ...props, persist });
  const { size, setSize } = useKitSize({ ...props, persist });
  const layout = useLayoutState({ ...props, persist, namespace });
  const device = useDevice();
  const roleTheme = roleThemeOf(roleKey);

  useEffect(() => applyRoleTheme(roleTheme), [roleTheme]);
  useClearButtonNames(language);

  const value = useMemo<KitContextValue>(
    () => ({ language, setLanguage, size, setSize, ...layout, device, roleTheme }),
    [language, setLanguage, size, setSize, layout, device, roleTheme],
  );

  const host = props.theme;
  const { themeColor, appearance, density } = layout.settings;
  const { textScale } = layout;
  const theme = useMemo(
    () => kitTheme({ host, themeColor, size, textScale, appearance, density, motion }),
    [host, themeColor, size, textScale, appearance, density, motion],
  );

  return (
    <StorageNamespaceContext.Provider value={namespace}>
      <KitContext.Provider value={value}>
        <ConfigProvider
          locale={antdLocale ?? BUILT_IN_LOCALE}
          // Two-character Chinese labels stay as written (查询, not 查 询): names match permissions.
          button={BUTTON_CONFIG}
          // Clear icons carry a translated name (antd's is the icon's file name, close-circle).
          select={CLEAR_ICON_CONFIG}
          cascader={CLEAR_ICON_CONFIG}
          datePicker={CLEAR_ICON_CONFIG}
          timePicker={CLEAR_ICON_CONFIG}
          theme={theme}
        >
          <AntdApp message={{ duration: 5, top: 48, maxCount: 3 }}>
            <style href="ek-kit" precedence="default">
              {KIT_CSS}
            </style>
            {children}
          </AntdApp>
        </ConfigProvider>
      </KitContext.Provider>
    </StorageNamespaceContext.Provider>
  );
}

/** The size, controlled or the user's own (the size cookie, else medium). */
function useKitSize(options: {
  size?: KitSize;
  defaultSize?: KitSize;
  onSizeChange?: (size: KitSize) => void;
  persist: boolean;
}) {
  const { persist, onSizeChange } = options;
  const [ownSize, setOwnSize] = useState<KitSize>(() => options.defaultSize ?? detectSize());
  const setSize = useCallback(
    (next: KitSize) => {
      if (persist) persistSize(next);
      setOwnSize(next);
      onSizeChange?.(next);
    },
    [persist, onSizeChange],
  );
  return { size: options.size ?? ownSize, setSize };
}
