import { createContext, useContext } from 'react';
import type { KitLanguage } from '../i18n/languages';
import type { LayoutSettings, SidebarState } from './layout-settings';
import type { RoleTheme } from './role-theme';
import type { KitSize } from './sizes';
import type { TextScale } from './text-scale';

export type Device = 'desktop' | 'mobile';

/** UI state the kit keeps for the host: language, size, text scale, layout settings, sidebar, device. */
export interface KitContextValue {
  language: KitLanguage;
  setLanguage: (language: KitLanguage) => void;
  size: KitSize;
  setSize: (size: KitSize) => void;
  /** Text scale in percent, kept per user. */
  textScale: TextScale;
  setTextScale: (scale: TextScale) => void;
  settings: LayoutSettings;
  updateSettings: (patch: Partial<LayoutSettings>) => void;
  sidebar: SidebarState;
  setSidebarOpened: (opened: boolean) => void;
  setSidebarWidth: (width: number) => void;
  device: Device;
  roleTheme: RoleTheme;
}

export const KitContext = createContext<KitContextValue | null>(null);

export function useKit(): KitContextValue {
  const value = useContext(KitContext);
  if (!value) throw new Error('useKit must be used inside <KitProvider>.');
  return value;
}
