import { joinValues, useResourceTranslation } from '@eldercare/admin-kit';

/** The area codes a stored value holds (one code or several), blanks left out. */
export function areaCodesOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value])
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map(String);
}

/**
 * The codes themselves, as AreaName shows them until the area tree arrives: its stand-in while its
 * code (with the tree's lookups) loads.
 */
export function AreaCodes({ value, id }: { value: unknown; id?: string }) {
  const { language } = useResourceTranslation();
  const codes = areaCodesOf(value);
  return codes.length === 0 ? null : <span id={id}>{joinValues(codes, language)}</span>;
}
