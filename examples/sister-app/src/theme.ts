import type { ThemeConfig } from 'antd';

/**
 * The sister product's brand, in one antd theme object handed to the kit's provider: its colour
 * (already 4.8:1 on white, so the kit uses it as given; the kit lightens it for text in dark mode),
 * rounder corners, its font and a deep-teal sidebar in place of the kit's navy. Light or dark and the
 * density stay the user's settings.
 */
export const sisterTheme = {
  token: {
    colorPrimary: '#0f766e',
    borderRadius: 10,
    fontFamily: "'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
  components: {
    Layout: { siderBg: '#042f2e' },
    Menu: { darkItemBg: '#042f2e', darkSubMenuItemBg: '#022322', darkPopupBg: '#042f2e' },
  },
} satisfies ThemeConfig;
