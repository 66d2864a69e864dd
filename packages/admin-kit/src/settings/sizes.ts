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

export function isKitSize(value: unknown): value is KitSize {
  return typeof value === 'string' && (KIT_SIZES as readonly string[]).includes(value);
}

/** SPEC §9: the size cookie, else medium. */
export function detectSize(): KitSize {
  const stored = Cookies.get(SIZE_COOKIE);
  return isKitSize(stored) ? stored : 'medium';
}

export function persistSize(size: KitSize): void {
  Cookies.set(SIZE_COOKIE, size, { expires: 365, sameSite: 'lax' });
}

/** antd tokens for a size: the small/large variants keep antd's ratios around the base height. */
export function sizeTokens(size: KitSize) {
  const controlHeight = SIZE_CONTROL_HEIGHT[size];
  return {
    controlHeight,
    controlHeightSM: Math.round(controlHeight * 0.75),
    controlHeightLG: Math.round(controlHeight * 1.25),
    fontSize: size === 'mini' ? 12 : 14,
  };
}
