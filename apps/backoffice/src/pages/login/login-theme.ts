import { createContext, type CSSProperties } from 'react';
import {
  DEFAULT_LAYOUT_SETTINGS,
  detectSize,
  loadLayoutSettings,
  themeTokens,
  type KitSize,
} from '@eldercare/admin-kit';
import { STORAGE_NAMESPACE } from '../../session/storage-namespace';

/**
 * The KitProvider's colours and large-control sizes as CSS variables, so the login page (which has
 * no antd) follows the stored theme colour and size like the rest of the app.
 */
function themeVariables(themeColor: string, size: KitSize): CSSProperties {
  const tokens = themeTokens(themeColor, size);
  return {
    '--login-primary': tokens.colorPrimary,
    '--login-error': tokens.colorError,
    '--login-text-secondary': tokens.colorTextDescription,
    '--login-placeholder': tokens.colorTextPlaceholder,
    '--login-control-height': `${tokens.controlHeightLG}px`,
    // antd's large controls use fontSize + 2.
    '--login-font-size': `${tokens.fontSize + 2}px`,
  } as CSSProperties;
}

/** The stored theme colour (localStorage) and size (cookie). */
export const loginTheme = (): CSSProperties =>
  themeVariables(
    loadLayoutSettings(localStorage, DEFAULT_LAYOUT_SETTINGS, STORAGE_NAMESPACE).themeColor,
    detectSize(),
  );

/**
 * The size the prerendered page is drawn in. The server sends the file of the visitor's size cookie
 * (controls of the right height from the first paint) and the app hydrates only a page of the stored
 * size (prerendered.ts), so in the browser it is the stored size; the prerender provides its own.
 */
export const MarkupSizeContext = createContext<KitSize | undefined>(undefined);

/**
 * What the prerendered page is drawn with: its size and the default colour (the stored colour is in
 * localStorage, which the server does not see; it follows right after hydration, moving nothing).
 */
export const markupLoginTheme = (size: KitSize = detectSize()): CSSProperties =>
  themeVariables(DEFAULT_LAYOUT_SETTINGS.themeColor, size);
