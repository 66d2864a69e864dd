/** A filter field named `a|b` holds a [start, end] pair, sent as `a` and `b` (SPEC §2). */
export const RANGE_SEPARATOR = '|';

interface Formattable {
  format: (template?: string) => string;
}

function isFormattable(value: unknown): value is Formattable {
  return typeof value === 'object' && value !== null && typeof (value as Formattable).format === 'function';
}

function normaliseValue(value: unknown, dateFormat: string): unknown {
  if (typeof value === 'string') return value.trim();
  if (isFormattable(value)) return value.format(dateFormat);
  return value;
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Filter-bar values → query params: strings trimmed, dates formatted, `a|b` ranges split into
 * `a` (start) and `b` (end), blanks dropped so they do not filter.
 */
export function normaliseFilters(
  values: Record<string, unknown>,
  dateFormat = 'YYYY-MM-DD',
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (name.includes(RANGE_SEPARATOR)) {
      const [startName, endName] = name.split(RANGE_SEPARATOR) as [string, string];
      const [start, end] = Array.isArray(raw) ? raw : [undefined, undefined];
      const s = normaliseValue(start, dateFormat);
      const e = normaliseValue(end, dateFormat);
      if (!isBlank(s)) out[startName] = s;
      if (!isBlank(e)) out[endName] = e;
      continue;
    }
    const value = Array.isArray(raw)
      ? raw.map((v) => normaliseValue(v, dateFormat))
      : normaliseValue(raw, dateFormat);
    if (!isBlank(value)) out[name] = value;
  }
  return out;
}
