/**
 * Every page of the workspace, gathered from the features. A page opens when its path (or the list
 * page it takes permissions from) is one of the user's menu pages, or when it is open to every
 * signed-in user (the hidden system routes of SPEC §2 and the notice routes).
 */
import { useSyncExternalStore } from 'react';
import { matchPath } from 'react-router-dom';
import { dashboardPages } from '../pages/dashboard';
import { opsPages } from '../pages/ops';
import { systemPages } from '../pages/system';
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
    ({ resourcePages }) => {
      featurePages = { pages: [...basePages, ...resourcePages], complete: true };
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // A failed download may be retried by the next caller.
      loading = undefined;
      throw error;
    },
  );
  return loading;
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
