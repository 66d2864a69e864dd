import type { CSSProperties } from 'react';
import {
  DEFAULT_LAYOUT_SETTINGS,
  detectSize,
  loadLayoutSettings,
  themeTokens,
  type KitSize,
} from '@eldercare/admin-kit';

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
export const loginTheme = (): CSSProperties => themeVariables(loadLayoutSettings().themeColor, detectSize());

/** What the page prerendered at build time is drawn with: no stored setting is known there. */
export const defaultLoginTheme = (): CSSProperties =>
  themeVariables(DEFAULT_LAYOUT_SETTINGS.themeColor, 'medium');
