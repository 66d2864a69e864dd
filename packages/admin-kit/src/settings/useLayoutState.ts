import type { ThemeConfig } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
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
import { MemoryStorage } from './memory-storage';
import type { StorageNamespace } from './storage-namespace';
import { loadTextScale, saveTextScale, type TextScale } from './text-scale';
import type { Appearance, Density } from './theme-tokens';

interface LayoutOptions {
  theme?: ThemeConfig;
  defaultSettings?: Partial<LayoutSettings>;
  onSettingsChange?: (settings: LayoutSettings) => void;
  appearance?: Appearance;
  density?: Density;
  userId?: string;
  defaultTextScale?: TextScale;
  persist: boolean;
  namespace: StorageNamespace;
}

/** The user's layout settings, text scale and sidebar, each kept where the user's next visit finds it. */
export function useLayoutState(options: LayoutOptions) {
  const { persist, onSettingsChange, namespace } = options;
  const [ownSettings, setSettings] = useState<LayoutSettings>(() => {
    const defaults = { ...DEFAULT_LAYOUT_SETTINGS, ...brandColourOf(options.theme) };
    const storage = persist ? localStorage : new MemoryStorage();
    return { ...loadLayoutSettings(storage, defaults, namespace), ...options.defaultSettings };
  });
  const settings = useMemo(
    () => ({
      ...ownSettings,
      appearance: options.appearance ?? ownSettings.appearance,
      density: options.density ?? ownSettings.density,
    }),
    [ownSettings, options.appearance, options.density],
  );
  const updateSettings = useCallback(
    (patch: Partial<LayoutSettings>) =>
      setSettings((prev) => {
        const next = { ...prev, ...patch };
        if (persist) saveLayoutSettings(next, localStorage, namespace);
        onSettingsChange?.(next);
        return next;
      }),
    [persist, onSettingsChange, namespace],
  );
  const { textScale, setTextScale } = useTextScale(options);
  const { sidebar, setSidebarOpened, setSidebarWidth } = useSidebar(persist, namespace);
  // One object per change, so the kit's context value changes only when one of these does.
  return useMemo(
    () => ({ settings, updateSettings, textScale, setTextScale, sidebar, setSidebarOpened, setSidebarWidth }),
    [settings, updateSettings, textScale, setTextScale, sidebar, setSidebarOpened, setSidebarWidth],
  );
}

function useTextScale({ persist, userId, defaultTextScale, namespace }: LayoutOptions) {
  const [textScale, setTextScaleState] = useState<TextScale>(
    () => defaultTextScale ?? (persist ? loadTextScale(userId, localStorage, namespace) : 100),
  );
  // The user may become known after the first render (sign-in): their own scale then applies.
  useEffect(() => {
    if (persist && userId) setTextScaleState(loadTextScale(userId, localStorage, namespace));
  }, [persist, userId, namespace]);
  const setTextScale = useCallback(
    (next: TextScale) => {
      if (persist) saveTextScale(next, userId, localStorage, namespace);
      setTextScaleState(next);
    },
    [persist, userId, namespace],
  );
  return { textScale, setTextScale };
}

function useSidebar(persist: boolean, namespace: StorageNamespace) {
  const [sidebar, setSidebar] = useState<SidebarState>(() =>
    loadSidebarState(persist ? localStorage : new MemoryStorage(), namespace),
  );
  const changeSidebar = useCallback(
    (patch: (prev: SidebarState) => Partial<SidebarState>) =>
      setSidebar((prev) => {
        const next = { ...prev, ...patch(prev) };
        if (persist) saveSidebarState(next, localStorage, namespace);
        return next;
      }),
    [persist, namespace],
  );
  const setSidebarOpened = useCallback(
    (opened: boolean) => changeSidebar(() => ({ opened })),
    [changeSidebar],
  );
  const setSidebarWidth = useCallback(
    (width: number) => changeSidebar(() => ({ width: clampSidebarWidth(width) })),
    [changeSidebar],
  );
  return { sidebar, setSidebarOpened, setSidebarWidth };
}

/** The host's brand colour as the default theme colour, when it is one the colour picker can show. */
function brandColourOf(host: ThemeConfig | undefined): Partial<LayoutSettings> {
  const primary = host?.token?.colorPrimary;
  return isHexColour(primary) ? { themeColor: primary } : {};
}
