/** The area codes a stored value holds (one code or several), blanks left out. */
export function areaCodesOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value])
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map(String);
}

/**
 * What an area cell shows until the names can be drawn (the name lookup's code or the area tree
 * still loading): a busy placeholder, never the bare code, which reads like a final value.
 */
export function AreaNamePending({ value, id }: { value: unknown; id?: string }) {
  if (areaCodesOf(value).length === 0) return null;
  return (
    <span id={id} className="ek-area-pending" aria-busy="true">
      …
    </span>
  );
}
