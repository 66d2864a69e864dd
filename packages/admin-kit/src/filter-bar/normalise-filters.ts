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

const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * A numeric [from, to] pair typed the wrong way round (age 90 to 60) in ascending order: nobody
 * means an empty range, and a silently empty list reads as "no such people".
 */
export function orderRange(pair: unknown): unknown {
  if (!Array.isArray(pair) || pair.length !== 2) return pair;
  const [from, to] = pair.map(asNumber);
  return from !== undefined && to !== undefined && from > to ? [pair[1], pair[0]] : pair;
}

/** The `a|b` range values of a filter bar that `orderRange` reorders, keyed by their field name. */
export function reversedRanges(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (!name.includes(RANGE_SEPARATOR)) continue;
    const ordered = orderRange(raw);
    if (ordered !== raw) out[name] = ordered;
  }
  return out;
}

/**
 * Filter-bar values → query params: strings trimmed, dates formatted, `a|b` ranges put in order
 * (`orderRange`) and split into `a` (start) and `b` (end), blanks dropped so they do not filter.
 */
export function normaliseFilters(
  values: Record<string, unknown>,
  dateFormat = 'YYYY-MM-DD',
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (name.includes(RANGE_SEPARATOR)) {
      const [startName, endName] = name.split(RANGE_SEPARATOR) as [string, string];
      const ordered = orderRange(raw);
      const [start, end] = Array.isArray(ordered) ? ordered : [undefined, undefined];
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
