import type { ThemeConfig } from 'antd';
import { AA_CONTRAST, blend, readableOn, readableOnWhite } from './contrast';
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
  { appearance = 'light', brand = {} }: ThemeTokenOptions = {},
) {
  const colours = appearance === 'dark' ? darkColours(themeColor, brand) : lightColours(themeColor, brand);
  // The density needs nothing here: antd's compact algorithm takes 4 px off the size's control height.
  return { ...colours, ...sizeTokens(size, textScale) };
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

/** antd's dark palette draws a seed colour (link, error…) at 85 % over the dark background. */
const DARK_SEED_OPACITY = 0.85;

/**
 * On a dark background no one colour carries both white text (a primary button) and text of its own
 * (a link) at AA: the primary fill keeps the light theme's colour (white on it ≥ 4.8), the colours
 * that are text are lightened until they read on a hovered dark row — the seeds as antd will draw
 * them, the text tokens as they are.
 */
function darkColours(themeColor: string, brand: BrandColours) {
  const text = (hex: string) => readableOn(hex, DARK_HOVERED_ROW_BG, AA_CONTRAST);
  const seed = (hex: string) =>
    readableOn(hex, DARK_HOVERED_ROW_BG, AA_CONTRAST, (c) => blend(DARK_CONTAINER_BG, c, DARK_SEED_OPACITY));
  const error = brand.colorError ?? BRAND_DEFAULTS.error;
  const warning = brand.colorWarning ?? BRAND_DEFAULTS.warning;
  const success = brand.colorSuccess ?? BRAND_DEFAULTS.success;
  const [primaryText, errorText, warningText, successText] = [themeColor, error, warning, success].map(text);
  return {
    colorPrimary: readableOnWhite(themeColor, ON_GREY_ROWS),
    colorInfo: seed(themeColor),
    colorLink: seed(themeColor),
    colorError: seed(error),
    colorWarning: seed(warning),
    colorSuccess: seed(success),
    colorPrimaryText: primaryText,
    colorPrimaryTextHover: primaryText,
    colorPrimaryTextActive: primaryText,
    colorInfoText: primaryText,
    colorLinkHover: primaryText,
    colorLinkActive: primaryText,
    colorErrorText: errorText,
    colorErrorTextHover: errorText,
    colorErrorTextActive: errorText,
    colorWarningText: warningText,
    colorSuccessText: successText,
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
