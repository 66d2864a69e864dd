/**
 * The theme colour the user picks (default #1890ff) is too light for text on white and for
 * white text on it (3.6:1; WCAG AA wants 4.5:1). The kit keeps the picked hue and darkens it
 * just enough for the tokens that carry text, so every colour choice stays readable.
 */
export const AA_CONTRAST = 4.5;

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour darkened toward black in small steps until it reaches `min` against white. */
export function readableOnWhite(hex: string, min = AA_CONTRAST): string {
  return readableOn(hex, '#ffffff', min);
}

/**
 * The colour moved in small steps away from the background's lightness (toward black on a light
 * background, toward white on a dark one) until it reaches `min` against it: the hue is kept as long
 * as it can be.
 */
export function readableOn(
  hex: string,
  background: string,
  min = AA_CONTRAST,
  /** How a candidate is finally drawn (antd's dark palette blends a seed into the background). */
  shown: (candidate: string) => string = (candidate) => candidate,
): string {
  const rgb = parseHex(hex);
  const towardWhite = luminance(background) < 0.18;
  for (let f = 1; f > 0; f -= 0.02) {
    const candidate = toHex(rgb.map((v) => (towardWhite ? 255 - (255 - v) * f : v * f)) as Rgb);
    if (contrastRatio(shown(candidate), background) >= min) return candidate;
  }
  return towardWhite ? '#ffffff' : '#000000';
}

/** `top` laid over `bottom` at `opacity` (0–1). */
export function blend(bottom: string, top: string, opacity: number): string {
  const [b, t] = [parseHex(bottom), parseHex(top)];
  return toHex(b.map((v, i) => v + (t[i]! - v) * opacity) as Rgb);
}
