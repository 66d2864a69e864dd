/**
 * The address of a module's list opened with filters (`/elderlyInfo/index?categories=tekun`): a
 * dashboard figure links it, and the list page reads the filters back (`filtersFromSearch`).
 */
export function filteredListPath(listRoute: string, filters: Record<string, string> = {}): string {
  const query = new URLSearchParams(filters).toString();
  return query ? `${listRoute}?${query}` : listRoute;
}
