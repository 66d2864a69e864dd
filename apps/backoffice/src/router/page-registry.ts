/**
 * Every page of the workspace, gathered from the features. A page opens when its path (or the list
 * page it takes permissions from) is one of the user's menu pages, or when it is open to every
 * signed-in user (the hidden system routes of SPEC §2 and the notice routes).
 */
import { getResourceDeclaration } from '@eldercare/api-client';
import type { MenuNode } from '@eldercare/api-client/contract';
import type { ResourceDeclaration } from '@eldercare/resources';
import { useSyncExternalStore, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { currentLanguage, loadFeatureBundles } from '../i18n';
import { dashboardPages } from '../pages/dashboard';
import { opsPages } from '../pages/ops';
import { systemPages } from '../pages/system';
import { apiClient } from '../api/client';
import { getSession, loadUserAhead, subscribeSession } from '../session/session-store';
import type { PageDefinition } from './page-definition';

/** The pages known without the module catalogue. */
const basePages: readonly PageDefinition[] = [...dashboardPages, ...systemPages, ...opsPages];

export interface FeaturePages {
  pages: readonly PageDefinition[];
  /** false until the business modules' pages are in (`loadResourcePages`). */
  complete: boolean;
}

let featurePages: FeaturePages = { pages: basePages, complete: false };
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * The business modules' routes come from the catalogue of ~120 declarations (every field of every
 * module): loaded when a path is not a base page, not with the shell.
 */
export function loadResourcePages(): Promise<void> {
  loading ??= import('../pages/resources').then(
    ({ resourcePages, servedModulePages }) => {
      const bundled = [...basePages, ...resourcePages];
      // The bundled pages open at once; modules the server alone declares are named by the menus,
      // which a full page load may not have yet (preloadPage runs beside the user's info request).
      // The promise resolves with them (a preload does not wait for the user's info).
      publish({ pages: bundled, complete: false });
      void signedIn()
        .then(() =>
          servedModulePages(unbundledMenuModules(bundled), (key) =>
            // A module that cannot be read stays out quietly (logged), with no error toast.
            getResourceDeclaration(apiClient, key, { notify: false }).then(
              (data) => data as unknown as ResourceDeclaration,
            ),
          ),
        )
        .then((served) => publish({ pages: [...bundled, ...served], complete: true }));
    },
    (error: unknown) => {
      // A failed download may be retried by the next caller.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function publish(next: FeaturePages): void {
  featurePages = next;
  for (const listener of listeners) listener();
}

/** Resolves once a user (with menus) is signed in. */
function signedIn(): Promise<void> {
  return new Promise((resolve) => {
    if (getSession().user) return resolve();
    const stop = subscribeSession(() => {
      if (!getSession().user) return;
      stop();
      resolve();
    });
  });
}

const LIST_PERMISSION = /^biz:([A-Za-z][A-Za-z0-9]{0,63}):list$/;

/**
 * The modules of the user's menu pages that no page of this build matches, named by their 查询
 * button (`biz:<module>:list`, as the server provisions every module's menu entry): modules
 * declared on the server only, whose declarations the server sends. None in a build that bundles
 * every module the server serves, so that case costs no request.
 */
function unbundledMenuModules(pages: readonly PageDefinition[]): string[] {
  const keys = new Set<string>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      walk(node.children);
      if (node.type !== 'C' || matchPage(node.url, pages)) continue;
      for (const button of node.buttons) {
        const key = LIST_PERMISSION.exec(button.perms)?.[1];
        if (key) keys.add(key);
      }
    }
  };
  walk(getSession().user?.menus ?? []);
  return [...keys];
}

/**
 * Fetches what a full page load of `pathname` will render (F5 on a detail route, a link
 * opened in a new tab), started by the entry next to the shell's chunk instead of one after another:
 * shell → user info → module catalogue → page chunk. The workspace then finds the catalogue in and
 * the page's chunk and texts cached (`page.load()` and dynamic imports are memoised).
 */
export async function preloadPage(pathname: string, { withUser }: { withUser: boolean }): Promise<void> {
  // The user info goes out now too; the route guard takes this call (session-store).
  if (withUser) loadUserAhead(apiClient);
  // The shell's own routes (ShellRoutes) are no workspace page: nothing to fetch ahead.
  if (/^\/(?:404|401|viewPdf|auth-redirect|redirect)(?:\/|$)/.test(pathname)) return;
  let match = matchPage(pathname, featurePages.pages);
  if (!match && !featurePages.complete) {
    await loadResourcePages();
    match = matchPage(pathname, featurePages.pages);
  }
  if (match) await loadPage(match.page);
}

const loadedPages = new Map<PageDefinition, ComponentType>();

/** A page's code and its texts in the current language; remembered once both are in. */
export async function loadPage(page: PageDefinition): Promise<ComponentType> {
  const [module] = await Promise.all([page.load(), loadFeatureBundles([currentLanguage()], page.texts)]);
  loadedPages.set(page, module.default);
  return module.default;
}

/**
 * The page's component when `loadPage` has brought it in (a preloaded first page): rendered as it
 * is, it does not suspend, so React does not hold the page back behind its loading skeleton
 * (a fallback once shown stays at least 300 ms, which would delay the dashboard's first paint).
 */
export function loadedPage(page: PageDefinition): ComponentType | undefined {
  return loadedPages.get(page);
}

/** The pages known so far; re-renders once the business modules' pages are in. */
export function useFeaturePages(): FeaturePages {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => featurePages,
  );
}

/** Open to every signed-in user (SPEC §2 hidden system routes and notice targets). */
export const ALWAYS_OPEN = new Set([
  '/dashboard',
  '/user/updatePassword',
  '/userInfo/index',
  '/message/messageDetails',
  '/announcements/association/detail/:id',
  '/announcements/vocationalSkills/detail/:id',
  '/trainingActivityManagement/detail',
]);

export interface PageMatch {
  page: PageDefinition;
  /** The menu url whose buttons apply. */
  permissionsFrom: string;
}

export function matchPage(pathname: string, pages: readonly PageDefinition[]): PageMatch | undefined {
  // Literal paths first, so `/x/details` is not taken by a `/x/:id` pattern.
  const ordered = [...pages].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  const page = ordered.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  return page ? { page, permissionsFrom: page.permissionsFrom ?? page.path } : undefined;
}

export function isPageOpen(match: PageMatch, menuUrls: ReadonlySet<string>): boolean {
  return (
    ALWAYS_OPEN.has(match.page.path) || menuUrls.has(match.permissionsFrom) || menuUrls.has(match.page.path)
  );
}
