import type { ThemeConfig } from 'antd';

/**
 * The sister product's brand: one antd theme object. Its primary colour already reads at 4.8:1 on
 * white, so the kit (which darkens lighter colours for text) uses it as given.
 */
export const sisterTheme = {
  token: {
    colorPrimary: '#0f766e',
    borderRadius: 10,
    fontFamily: "'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
} satisfies ThemeConfig;
