import type { ExtraRouteDeclaration, LocalisedText, ResourceDeclaration } from '@eldercare/resources';

/** Which generic or workflow page a route renders. */
export type ResourcePageKind = 'list' | 'detail' | 'workflow' | 'variant';

/** One route of a module: a react-router pattern, the page it renders and whose buttons apply. */
export interface ResourceRoute {
  path: string;
  kind: ResourcePageKind;
  module: string;
  title: LocalisedText;
  /** The list route whose buttons (permission names) apply on this page. */
  permissionsFrom: string;
  /** workflow / variant pages: the declaration's extra route. */
  extra?: ExtraRouteDeclaration;
}

/** The id segment a detail route adds, by `detailId` mode ('' = none). */
function idSegment(resource: ResourceDeclaration): string {
  const param = resource.detailParam ?? 'id';
  switch (resource.detailId) {
    case 'optional':
      return `/:${param}?`;
    case 'required':
      return `/:${param}`;
    default:
      return '';
  }
}

function detailTitle(resource: ResourceDeclaration): LocalisedText {
  const { title } = resource;
  return { 'zh-CN': `${title['zh-CN']}详情`, en: `${title.en}: details`, es: `${title.es}: detalle` };
}

/**
 * Every route of a module: its list page, its detail page (with `/:id` when the mode has one;
 * `query` and `none` modes are the bare path) and its extra workflow / variant pages.
 */
export function routesOf(resource: ResourceDeclaration): ResourceRoute[] {
  const base = { module: resource.key, permissionsFrom: resource.listRoute };
  const routes: ResourceRoute[] = [
    { ...base, path: resource.listRoute, kind: 'list', title: resource.title },
    {
      ...base,
      path: `${resource.detailRoute}${idSegment(resource)}`,
      kind: 'detail',
      title: detailTitle(resource),
    },
  ];
  for (const extra of resource.extraRoutes ?? []) {
    routes.push({
      ...base,
      path: extra.idMode === 'required' ? `${extra.path}/:${extra.param ?? 'id'}` : extra.path,
      kind: extra.kind,
      title: extra.title,
      extra,
    });
  }
  return routes;
}

/** The URL that opens a record (or the add form when `id` is undefined) in the given mode. */
export function detailUrl(
  resource: ResourceDeclaration,
  mode: 'add' | 'edit' | 'look',
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

/** The id segment of a required-id route when adding. */
export const NEW_RECORD = 'new';

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
export function modeOf(search: URLSearchParams, id: number | undefined): 'add' | 'edit' | 'look' {
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
  mode: 'add' | 'edit' | 'look',
  resource: ResourceDeclaration,
  can: (permission?: string) => boolean,
): 'add' | 'edit' | 'look' {
  return mode === 'edit' && !can(editPermissionOf(resource)) ? 'look' : mode;
}
