import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import { ClearIcon } from './ClearIcon';
import { startTransition, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { setKitLanguage } from '../i18n/kit-i18n';
import { detectLanguage, persistLanguage, type KitLanguage } from '../i18n/languages';
import { KitContext, type KitContextValue } from './kit-context';
import { kitTheme } from './kit-theme';
import {
  clampSidebarWidth,
  DEFAULT_LAYOUT_SETTINGS,
  isHexColour,
  loadLayoutSettings,
  loadSidebarState,
  saveLayoutSettings,
  saveSidebarState,
  type LayoutSettings,
  type SidebarState,
} from './layout-settings';
import { antdLocaleOf, loadAntdLocale, setDayjsLocale } from './locale-packs';
import { applyRoleTheme, roleThemeOf } from './role-theme';
import { detectSize, persistSize, type KitSize } from './sizes';
import { loadTextScale, saveTextScale, type TextScale } from './text-scale';
import type { Appearance, Density } from './theme-tokens';
import { useClearButtonNames } from './useClearButtonNames';
import { useDevice } from './useDevice';

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
  /** false switches antd's animations off (visual snapshots, reduced-motion hosts). */
  motion?: boolean;
}

/**
 * Settings, size, language and role theme for everything inside: antd's ConfigProvider locale
 * and tokens, dayjs's locale and the kit's i18n switch together here.
 */
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

export function KitProvider(props: KitProviderProps) {
  const { children, roleKey, userId, persist = true, motion = true } = props;
  const [ownLanguage, setOwnLanguage] = useState<KitLanguage>(() => {
    const initial = props.language ?? props.defaultLanguage ?? detectLanguage();
    // Before any child subscribes, so the first render already reads the right bundle.
    setKitLanguage(initial);
    void setDayjsLocale(initial);
    return initial;
  });
  const [ownSize, setOwnSize] = useState<KitSize>(() => props.defaultSize ?? detectSize());
  const [ownSettings, setSettings] = useState<LayoutSettings>(() => {
    const defaults = { ...DEFAULT_LAYOUT_SETTINGS, ...brandColourOf(props.theme) };
    const storage = persist ? localStorage : new MemoryStorage();
    return { ...loadLayoutSettings(storage, defaults), ...props.defaultSettings };
  });
  const settings = useMemo(
    () => ({
      ...ownSettings,
      appearance: props.appearance ?? ownSettings.appearance,
      density: props.density ?? ownSettings.density,
    }),
    [ownSettings, props.appearance, props.density],
  );
  const [textScale, setTextScaleState] = useState<TextScale>(
    () => props.defaultTextScale ?? (persist ? loadTextScale(userId) : 100),
  );
  const [sidebar, setSidebar] = useState<SidebarState>(() =>
    persist ? loadSidebarState() : loadSidebarState(new MemoryStorage()),
  );
  const device = useDevice();
  const language = props.language ?? ownLanguage;
  const size = props.size ?? ownSize;
  const roleTheme = roleThemeOf(roleKey);

  // A controlled language may change from outside: follow it before paint.
  useLayoutEffect(() => {
    setKitLanguage(language);
    void setDayjsLocale(language);
  }, [language]);

  // antd's own texts (pagination, pickers, empty lists) load beside the shell, not in it: none shows
  // on the first screen. Until they are in, antd speaks its built-in English.
  const [antdLocale, setAntdLocale] = useState(() => antdLocaleOf(language));
  useEffect(() => {
    let current = true;
    loadAntdLocale(language).then(
      // Every antd component re-renders with new texts: in slices, as a transition, not one long task.
      (locale) => current && startTransition(() => setAntdLocale(locale)),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => applyRoleTheme(roleTheme), [roleTheme]);
  // The user may become known after the first render (sign-in): their own scale then applies.
  useEffect(() => {
    if (persist && userId) setTextScaleState(loadTextScale(userId));
  }, [persist, userId]);
  useClearButtonNames(language);

  const { onLanguageChange, onSizeChange, onSettingsChange } = props;
  const value = useMemo<KitContextValue>(
    () => ({
      language,
      setLanguage: (next) => {
        if (persist) persistLanguage(next);
        setKitLanguage(next);
        void setDayjsLocale(next);
        setOwnLanguage(next);
        onLanguageChange?.(next);
      },
      size,
      setSize: (next) => {
        if (persist) persistSize(next);
        setOwnSize(next);
        onSizeChange?.(next);
      },
      textScale,
      setTextScale: (next) => {
        if (persist) saveTextScale(next, userId);
        setTextScaleState(next);
      },
      settings,
      updateSettings: (patch) =>
        setSettings((prev) => {
          const next = { ...prev, ...patch };
          if (persist) saveLayoutSettings(next);
          onSettingsChange?.(next);
          return next;
        }),
      sidebar,
      setSidebarOpened: (opened) =>
        setSidebar((prev) => {
          const next = { ...prev, opened };
          if (persist) saveSidebarState(next);
          return next;
        }),
      setSidebarWidth: (width) =>
        setSidebar((prev) => {
          const next = { ...prev, width: clampSidebarWidth(width) };
          if (persist) saveSidebarState(next);
          return next;
        }),
      device,
      roleTheme,
    }),
    [
      language,
      size,
      textScale,
      userId,
      settings,
      sidebar,
      device,
      roleTheme,
      persist,
      onLanguageChange,
      onSizeChange,
      onSettingsChange,
    ],
  );

  const host = props.theme;
  const { themeColor, appearance, density } = settings;
  const theme = useMemo(
    () => kitTheme({ host, themeColor, size, textScale, appearance, density, motion }),
    [host, themeColor, size, textScale, appearance, density, motion],
  );

  return (
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
        <AntdApp message={{ duration: 5, top: 48, maxCount: 3 }}>{children}</AntdApp>
      </ConfigProvider>
    </KitContext.Provider>
  );
}

/** The host's brand colour as the default theme colour, when it is one the colour picker can show. */
function brandColourOf(host: ThemeConfig | undefined): Partial<LayoutSettings> {
  const primary = host?.token?.colorPrimary;
  return isHexColour(primary) ? { themeColor: primary } : {};
}

/** A throwaway Storage so non-persistent providers read defaults, not another story's state. */
class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}
