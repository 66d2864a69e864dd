import Fuse from 'fuse.js';
import { SEARCH_PATH_WEIGHT, SEARCH_THRESHOLD, SEARCH_TITLE_WEIGHT } from '../settings/constants';
import type { RouteEntry } from './menu-model';

/** SPEC §9 route search: threshold 0.4, title weight 0.7, path weight 0.3. */
export function createRouteSearch(routes: readonly RouteEntry[]) {
  const fuse = new Fuse(routes, {
    shouldSort: true,
    threshold: SEARCH_THRESHOLD,
    location: 0,
    distance: 100,
    minMatchCharLength: 1,
    keys: [
      { name: 'title', weight: SEARCH_TITLE_WEIGHT },
      { name: 'path', weight: SEARCH_PATH_WEIGHT },
    ],
  });
  return (query: string): RouteEntry[] => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : []);
}
