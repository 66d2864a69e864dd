import { theme } from 'antd';
import { useMemo, type CSSProperties } from 'react';

/**
 * The theme's colours and sizes as custom properties for dashboard.css: they follow the colour,
 * size and text scale the user set, like antd's own components would.
 */
export function useDashboardTheme(): CSSProperties {
  const { token } = theme.useToken();
  return useMemo(
    () =>
      ({
        '--ek-bg': token.colorBgContainer,
        '--ek-radius': `${token.borderRadiusLG}px`,
        '--ek-text': token.colorText,
        '--ek-text-secondary': token.colorTextDescription,
        '--ek-heading': token.colorTextHeading,
        '--ek-border': token.colorBorderSecondary,
        '--ek-primary': token.colorPrimary,
        '--ek-hover-shadow': token.boxShadow,
        '--ek-font-lg': `${token.fontSizeLG}px`,
        '--ek-font-figure': `${token.fontSizeHeading3}px`,
      }) as CSSProperties,
    [token],
  );
}
