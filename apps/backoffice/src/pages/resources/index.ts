import { recordIdOf } from '@eldercare/admin-kit';
import { RESOURCES, type ResourceDeclaration } from '@eldercare/resources';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { apiClient, queryClient } from '../../api/client';
import { ASSOCIATION_ANNOUNCEMENT_ROUTE, VOCATIONAL_ANNOUNCEMENT_ROUTE } from '../../notices/notice-routes';
import type { PageDefinition } from '../../router/page-definition';
import { routesOf, type ResourceRoute } from './routes';
import { readRecordAhead } from './data/record-query';
import { registerServedResource, resourceOf } from './served';

type Loaded = { default: ComponentType };

/** Detail routes that notices also open (SPEC §2): they show the site announcement from a notice. */
const ANNOUNCEMENT_DETAIL_ROUTES = new Set([
  `${VOCATIONAL_ANNOUNCEMENT_ROUTE}/:id`,
  `${ASSOCIATION_ANNOUNCEMENT_ROUTE}/:id`,
]);

/**
 * The page a route renders, loaded on first visit. Components are created once per route so a
 * tab keeps its state across renders (a new component type would remount it).
 */
const cache = new Map<string, Promise<Loaded>>();

/**
 * The record a detail route shows, when it is the one in the address bar (a full page load: the
 * route's chunk is being fetched for it), asked for beside the chunk instead of after it.
 */
function fetchShownRecord(route: ResourceRoute) {
  const match = matchPath(route.path, window.location.pathname);
  const resource = resourceOf(route.module);
  if (!match || !resource) return;
  const id = recordIdOf(
    match.params[resource.detailParam ?? 'id'],
    new URLSearchParams(window.location.search),
  );
  if (id !== undefined) readRecordAhead(queryClient, apiClient, route.module, id);
}

function load(route: ResourceRoute): Promise<Loaded> {
  const hit = cache.get(route.path);
  if (hit) return hit;
  const loading = (async (): Promise<Loaded> => {
    if (route.kind === 'list') return { default: (await import('./pages')).listPageFor(route.module) };
    if (route.kind === 'detail' && ANNOUNCEMENT_DETAIL_ROUTES.has(route.path))
      return {
        default: (await import('../../notices/AnnouncementRoutePage')).announcementRoutePageFor(route.module),
      };
    if (route.kind === 'detail') {
      fetchShownRecord(route);
      return { default: (await import('./detail-page')).detailPageFor(route.module) };
    }
    return { default: (await import('../workflow/workflow-pages')).workflowPageFor(route) };
  })();
  cache.set(route.path, loading);
  return loading;
}

const pagesOf = (resource: ResourceDeclaration): PageDefinition[] =>
  routesOf(resource).map((route) => ({
    path: route.path,
    title: route.title,
    load: () => load(route),
    ...(route.kind === 'list' ? {} : { permissionsFrom: route.permissionsFrom }),
  }));

/** Every business module's list, detail and workflow pages (SPEC §2), from the declarations. */
export const resourcePages: PageDefinition[] = RESOURCES.flatMap(pagesOf);

/**
 * The pages of modules this build does not bundle, from declarations the server sent (a module the
 * user may list that was declared on the server only). A module whose declaration cannot be read
 * is left out: its menu entry then opens the 404 page, as before.
 */
export async function servedModulePages(
  keys: readonly string[],
  fetchDeclaration: (key: string) => Promise<ResourceDeclaration>,
): Promise<PageDefinition[]> {
  const declarations = await Promise.all(
    keys.map((key) =>
      fetchDeclaration(key).catch((error: unknown) => {
        console.error(error);
        return undefined;
      }),
    ),
  );
  return declarations.flatMap((declaration) => {
    if (!declaration || declaration.key === undefined) return [];
    registerServedResource(declaration);
    return pagesOf(declaration);
  });
}
