/** How a row problem of an import report points at its cell. */
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A cell's value as the report shows it: what the importer typed. A date cell is a day (at
 * midnight, as Excel stores a date) or a day and time, both as the spreadsheet shows them.
 */
export const typedText = (value: unknown): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.map(typedText).join(',');
  if (!(value instanceof Date)) return String(value);
  const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  const time = [value.getUTCHours(), value.getUTCMinutes(), value.getUTCSeconds()];
  return time.every((n) => n === 0) ? day : `${day} ${time.map(pad).join(':')}`;
};

/** The column (header as typed) and cell text a row problem points at, when it is one cell's. */
export const cellOf = (
  headers: Record<string, string>,
  values: Record<string, unknown>,
  field: string,
): { column?: string; value?: string } => {
  const column = headers[field];
  if (column === undefined) return {};
  const value = typedText(values[field]);
  return value === undefined ? { column } : { column, value };
};
