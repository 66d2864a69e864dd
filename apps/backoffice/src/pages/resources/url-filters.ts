import { filterFields, type ResourceDeclaration } from '@eldercare/resources';

/**
 * The list filters an address carries (`/contract/index?contractStatus=submitted`, as a to-do
 * item or a dashboard figure links, see `filteredListPath`): only the module's own single-value filters; `_title` and
 * anything else in the query is not a filter and is left out.
 */
export function filtersFromSearch(
  resource: ResourceDeclaration,
  search: URLSearchParams,
): Record<string, unknown> | undefined {
  const filters: Record<string, unknown> = {};
  for (const { mode, formName } of filterFields(resource)) {
    if (mode === 'range') continue;
    const value = search.get(formName)?.trim();
    if (value) filters[formName] = value;
  }
  return Object.keys(filters).length > 0 ? filters : undefined;
}
