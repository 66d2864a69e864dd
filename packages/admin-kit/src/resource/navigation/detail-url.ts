import type { ResourceDeclaration } from '@eldercare/resource-language';

export type DetailMode = 'add' | 'edit' | 'look';

/** The id segment of a required-id route when adding (`new` is not a record id). */
export const NEW_RECORD = 'new';

/** The URL that opens a record (or the add form when `id` is undefined) in the given mode. */
export function detailUrl(
  resource: ResourceDeclaration,
  mode: DetailMode,
  id?: number | string,
  title?: string,
): string {
  const query = new URLSearchParams();
  let path = resource.detailRoute;
  if (id !== undefined) {
    if (resource.detailId === 'query' || resource.detailId === 'none') query.set('id', String(id));
    else path = `${path}/${id}`;
  } else if (resource.detailId === 'required') {
    // The route needs a segment; `new` is not a record id, so the page opens in add mode.
    path = `${path}/${NEW_RECORD}`;
  }
  query.set('modelType', mode);
  if (title) query.set('_title', title);
  return `${path}?${query.toString()}`;
}

/** The record id a detail URL carries: the path parameter, else `?id=` (query mode). */
export function recordIdOf(param: string | undefined, search: URLSearchParams): number | undefined {
  const raw = param ?? search.get('id') ?? undefined;
  if (raw === undefined || raw === '' || raw === NEW_RECORD) return undefined;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The form mode: `modelType` (or `type`, which activity notices use), else edit when the URL
 * names a record and add when it does not.
 */
export function modeOf(search: URLSearchParams, id: number | undefined): DetailMode {
  const raw = search.get('modelType') ?? search.get('type');
  if (id === undefined) return 'add';
  return raw === 'look' || raw === 'edit' ? raw : 'edit';
}

/** The button permission that allows editing a module's records (its edit row action). */
export function editPermissionOf(resource: ResourceDeclaration): string | undefined {
  return resource.actions.find((action) => action.kind === 'edit')?.permission;
}

/**
 * The mode a user may use: an edit URL opens read-only for a user without the edit permission
 * (the server refuses the save anyway; an editable form would only let them type in vain).
 */
export function allowedMode(
  mode: DetailMode,
  resource: ResourceDeclaration,
  can: (permission?: string) => boolean,
): DetailMode {
  return mode === 'edit' && !can(editPermissionOf(resource)) ? 'look' : mode;
}
