import { readableOnWhite } from './contrast';
import { sizeTokens, type KitSize } from './sizes';
import type { TextScale } from './text-scale';

/** Contrast on white that keeps AA (4.5) on the #fafafa of a hovered or header table row. */
const ON_GREY_ROWS = 4.8;

/**
 * antd tokens for a theme colour, size and text scale. Apart from the KitProvider, so a page without antd (the
 * login page) can style itself with the same colours and heights.
 */
export function themeTokens(themeColor: string, size: KitSize, textScale: TextScale = 100) {
  // 4.8 rather than 4.5: links (删除 in red too) also sit on the light grey of hovered and header rows.
  const readable = readableOnWhite(themeColor, ON_GREY_ROWS);
  return {
    colorPrimary: readable,
    colorInfo: readable,
    colorLink: readable,
    colorError: readableOnWhite('#ff4d4f', ON_GREY_ROWS),
    colorWarning: readableOnWhite('#faad14'),
    colorSuccess: readableOnWhite('#52c41a'),
    // antd's default secondary text (45% black) is below AA on white.
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    ...sizeTokens(size, textScale),
  };
}

/**
 * Per-component overrides: an empty table's "暂无数据" is drawn in the disabled grey (#bfbfbf, 1.8:1
 * on white; axe's one serious finding on record pages with an empty sub-table). Disabled controls
 * elsewhere keep antd's grey.
 */
export const THEME_COMPONENTS = {
  Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.55)' },
  Empty: { colorTextDisabled: 'rgba(0, 0, 0, 0.55)' },
};
