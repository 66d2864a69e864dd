// Building an Intl.NumberFormat costs a few ms on a phone: one per language, not one per render.
const formats = new Map<string, Intl.NumberFormat>();

/** Digits grouped as the UI language writes them (2,703 / 2703 in Spanish, 12.000). */
export function numberFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    formats.set(language, format);
  }
  return format;
}
