import {
  DEFAULT_THEME_COLOR,
  SIDEBAR_DEFAULT_WIDTH,
  SIDEBAR_MAX_WIDTH,
  SIDEBAR_MIN_WIDTH,
} from './constants';
import { DEFAULT_STORAGE_NAMESPACE, kitStorageKey, type StorageNamespace } from './storage-namespace';
import type { Appearance, Density } from './theme-tokens';

/** The settings drawer's choices (SPEC §9 defaults). */
export interface LayoutSettings {
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Light or dark colours across the kit. */
  appearance: Appearance;
  /** Compact takes antd's compact spacing and 4 px off every control. */
  density: Density;
}

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  themeColor: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: false,
  appearance: 'light',
  density: 'default',
};

const APPEARANCES: readonly Appearance[] = ['light', 'dark'];
const DENSITIES: readonly Density[] = ['default', 'compact'];

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** A #rrggbb colour: what the colour picker shows and the settings store. */
export const isHexColour = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOUR.test(value);

/**
 * Reads stored settings over the defaults (the kit's, or a host's: its brand colour), keeping only
 * well-typed values so a corrupt entry cannot break the shell.
 */
export function loadLayoutSettings(
  storage: Storage = localStorage,
  defaults: LayoutSettings = DEFAULT_LAYOUT_SETTINGS,
  namespace: StorageNamespace = DEFAULT_STORAGE_NAMESPACE,
): LayoutSettings {
  const result = { ...defaults };
  try {
    const raw = JSON.parse(storage.getItem(kitStorageKey(namespace, 'layoutSettings')) ?? '{}') as Partial<
      Record<keyof LayoutSettings, unknown>
    >;
    if (isHexColour(raw.themeColor)) result.themeColor = raw.themeColor;
    if (typeof raw.tagsView === 'boolean') result.tagsView = raw.tagsView;
    if (typeof raw.fixedHeader === 'boolean') result.fixedHeader = raw.fixedHeader;
    if (typeof raw.sidebarLogo === 'boolean') result.sidebarLogo = raw.sidebarLogo;
    if (oneOf(APPEARANCES, raw.appearance)) result.appearance = raw.appearance;
    if (oneOf(DENSITIES, raw.density)) result.density = raw.density;
  } catch {
    // A corrupt entry falls back to the defaults.
  }
  return result;
}

export function saveLayoutSettings(
  settings: LayoutSettings,
  storage: Storage = localStorage,
  namespace: StorageNamespace = DEFAULT_STORAGE_NAMESPACE,
): void {
  storage.setItem(kitStorageKey(namespace, 'layoutSettings'), JSON.stringify(settings));
}

export interface SidebarState {
  opened: boolean;
  width: number;
}

export function clampSidebarWidth(width: number): number {
  if (!Number.isFinite(width)) return SIDEBAR_DEFAULT_WIDTH;
  return Math.min(SIDEBAR_MAX_WIDTH, Math.max(SIDEBAR_MIN_WIDTH, Math.round(width)));
}

export function loadSidebarState(
  storage: Storage = localStorage,
  namespace: StorageNamespace = DEFAULT_STORAGE_NAMESPACE,
): SidebarState {
  try {
    const raw = JSON.parse(storage.getItem(kitStorageKey(namespace, 'sidebar')) ?? '{}') as Partial<
      Record<keyof SidebarState, unknown>
    >;
    return {
      opened: typeof raw.opened === 'boolean' ? raw.opened : true,
      width: typeof raw.width === 'number' ? clampSidebarWidth(raw.width) : SIDEBAR_DEFAULT_WIDTH,
    };
  } catch {
    return { opened: true, width: SIDEBAR_DEFAULT_WIDTH };
  }
}

export function saveSidebarState(
  state: SidebarState,
  storage: Storage = localStorage,
  namespace: StorageNamespace = DEFAULT_STORAGE_NAMESPACE,
): void {
  storage.setItem(kitStorageKey(namespace, 'sidebar'), JSON.stringify(state));
}
