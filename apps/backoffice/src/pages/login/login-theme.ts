import type { CSSProperties } from 'react';
import { detectSize, loadLayoutSettings, themeTokens } from '@eldercare/admin-kit';

/**
 * The KitProvider's colours and large-control sizes as CSS variables, so the login page (which has
 * no antd) follows the stored theme colour and size like the rest of the app.
 */
export function loginTheme(): CSSProperties {
  const tokens = themeTokens(loadLayoutSettings().themeColor, detectSize());
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
