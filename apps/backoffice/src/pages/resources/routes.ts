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
