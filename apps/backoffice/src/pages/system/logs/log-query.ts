/** Filter-bar values (already trimmed and split by the kit) → the log calls' query: text values only. */
export function toLogQuery(
  values: Record<string, unknown>,
  current: number,
  size: number,
): Record<string, string | number> {
  const query: Record<string, string | number> = { current, size };
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string' && value) query[name] = value;
  return query;
}
