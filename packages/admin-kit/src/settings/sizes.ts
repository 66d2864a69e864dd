import Cookies from 'js-cookie';

export const KIT_SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type KitSize = (typeof KIT_SIZES)[number];

/** Control heights in px per size (ARCHITECTURE.md: through antd theme tokens). */
export const SIZE_CONTROL_HEIGHT: Record<KitSize, number> = {
  default: 40,
  medium: 36,
  small: 32,
  mini: 28,
};

export const SIZE_COOKIE = 'size';
/** The size without a size cookie (SPEC §9). */
export const DEFAULT_SIZE: KitSize = 'medium';

export function isKitSize(value: unknown): value is KitSize {
  return typeof value === 'string' && (KIT_SIZES as readonly string[]).includes(value);
}

/** SPEC §9: the size cookie, else medium. */
export function detectSize(): KitSize {
  const stored = Cookies.get(SIZE_COOKIE);
  return isKitSize(stored) ? stored : DEFAULT_SIZE;
}

export function persistSize(size: KitSize): void {
  Cookies.set(SIZE_COOKIE, size, { expires: 365, sameSite: 'lax' });
}

/**
 * Base text size per size: the sizes change text a little as well as control heights (not
 * 14 px text whatever the size); never below 12 px.
 */
export const SIZE_FONT_SIZE: Record<KitSize, number> = {
  default: 16,
  medium: 14,
  small: 13,
  mini: 12,
};

/**
 * antd tokens for a size and a text scale (percent). Heights grow with the text so a 150 % label
 * still fits its control; the small/large variants keep antd's ratios around the base.
 */
export function sizeTokens(size: KitSize, textScale = 100) {
  const k = textScale / 100;
  // antd's heading sizes (h1..h5 at 38/30/24/20/16) scale with the text too.
  const scaled = (px: number) => Math.round(px * k);
  const fontSize = scaled(SIZE_FONT_SIZE[size]);
  const controlHeight = scaled(SIZE_CONTROL_HEIGHT[size]);
  return {
    controlHeight,
    controlHeightSM: Math.round(controlHeight * 0.75),
    controlHeightLG: Math.round(controlHeight * 1.25),
    fontSize,
    fontSizeSM: Math.max(12, Math.round(fontSize * (12 / 14))),
    fontSizeLG: Math.round(fontSize * (16 / 14)),
    fontSizeHeading1: scaled(38),
    fontSizeHeading2: scaled(30),
    fontSizeHeading3: scaled(24),
    fontSizeHeading4: scaled(20),
    fontSizeHeading5: scaled(16),
  };
}
