import type { ThemeConfig } from 'antd';
import { AA_CONTRAST, readableOn, readableOnWhite } from './contrast';
import { sizeTokens, type KitSize } from './sizes';
import type { TextScale } from './text-scale';

export type Appearance = 'light' | 'dark';
export type Density = 'default' | 'compact';

/** Contrast on white that keeps AA (4.5) on the #fafafa of a hovered or header table row. */
const ON_GREY_ROWS = 4.8;

/** antd's dark container background, and a hovered or header table row on it (4 % white over it). */
export const DARK_CONTAINER_BG = '#141414';
export const DARK_HOVERED_ROW_BG = '#1d1d1d';

const BRAND_DEFAULTS = { error: '#ff4d4f', warning: '#faad14', success: '#52c41a' };

/** The host's own status colours where it sets them (a re-brand), antd's otherwise. */
export interface BrandColours {
  colorError?: string;
  colorWarning?: string;
  colorSuccess?: string;
}

export interface ThemeTokenOptions {
  appearance?: Appearance;
  density?: Density;
  brand?: BrandColours;
}

/**
 * antd tokens for a theme colour, size and text scale. Apart from the KitProvider, so a page without antd (the
 * login page) can style itself with the same colours and heights.
 */
export function themeTokens(
  themeColor: string,
  size: KitSize,
  textScale: TextScale = 100,
  { appearance = 'light', density = 'default', brand = {} }: ThemeTokenOptions = {},
) {
  const colours = appearance === 'dark' ? darkColours(themeColor, brand) : lightColours(themeColor, brand);
  const sizes = sizeTokens(size, textScale);
  return { ...colours, ...(density === 'compact' ? compactSizes(sizes) : sizes) };
}

/**
 * antd's compact algorithm takes 4 px off the control height; the kit's size tokens are set
 * explicitly (they win over any algorithm), so the compact density does the same to them. Text
 * keeps its size: that is the size and text-scale settings' business.
 */
function compactSizes(sizes: ReturnType<typeof sizeTokens>) {
  const controlHeight = sizes.controlHeight - 4;
  return {
    ...sizes,
    controlHeight,
    controlHeightSM: Math.round(controlHeight * 0.75),
    controlHeightLG: Math.round(controlHeight * 1.25),
  };
}

function lightColours(themeColor: string, brand: BrandColours) {
  // 4.8 rather than 4.5: links (删除 in red too) also sit on the light grey of hovered and header rows.
  const readable = readableOnWhite(themeColor, ON_GREY_ROWS);
  return {
    colorPrimary: readable,
    colorInfo: readable,
    colorLink: readable,
    colorError: readableOnWhite(brand.colorError ?? BRAND_DEFAULTS.error, ON_GREY_ROWS),
    colorWarning: readableOnWhite(brand.colorWarning ?? BRAND_DEFAULTS.warning),
    colorSuccess: readableOnWhite(brand.colorSuccess ?? BRAND_DEFAULTS.success),
    // antd's default secondary text (45% black) is below AA on white.
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  };
}

/**
 * On a dark background no one colour carries both white text (a primary button) and text of its own
 * (a link) at AA: the primary fill keeps the light theme's colour (white on it ≥ 4.5), the colours
 * that are text are lightened until they read on a hovered dark row.
 */
function darkColours(themeColor: string, brand: BrandColours) {
  const text = (hex: string) => readableOn(hex, DARK_HOVERED_ROW_BG, AA_CONTRAST);
  const link = text(themeColor);
  return {
    colorPrimary: readableOnWhite(themeColor, ON_GREY_ROWS),
    colorInfo: link,
    colorLink: link,
    colorPrimaryText: link,
    colorPrimaryTextHover: link,
    colorPrimaryTextActive: link,
    colorError: text(brand.colorError ?? BRAND_DEFAULTS.error),
    colorWarning: text(brand.colorWarning ?? BRAND_DEFAULTS.warning),
    colorSuccess: text(brand.colorSuccess ?? BRAND_DEFAULTS.success),
    // antd's dark secondary text (45 % white) is below AA on its container too.
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  };
}

/** The sidebar's background per appearance: antd's dark menu in the light theme, the container in the dark. */
const SIDER_BG: Record<Appearance, { item: string; sub: string }> = {
  light: { item: '#001529', sub: '#000c17' },
  dark: { item: DARK_CONTAINER_BG, sub: '#000000' },
};

/**
 * Per-component overrides: an empty table's "暂无数据" is drawn in the disabled grey (#bfbfbf, 1.8:1
 * on white; axe's one serious finding on record pages with an empty sub-table). Disabled controls
 * elsewhere keep antd's grey. The sidebar's background is the Layout and Menu tokens the shell reads.
 */
export function themeComponents(appearance: Appearance = 'light'): NonNullable<ThemeConfig['components']> {
  const disabledText = appearance === 'dark' ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.55)';
  const sider = SIDER_BG[appearance];
  return {
    Table: { colorTextDisabled: disabledText },
    Empty: { colorTextDisabled: disabledText },
    Layout: { siderBg: sider.item },
    Menu: { darkItemBg: sider.item, darkSubMenuItemBg: sider.sub, darkPopupBg: sider.item },
  };
}
