import type { ReactNode } from 'react';

/** A sidebar menu node as the host builds it from the server's menus. */
export interface KitMenuNode {
  key: string;
  title: string;
  /** Leaf route; a path starting with http opens in a new window. */
  path?: string;
  icon?: ReactNode;
  children?: readonly KitMenuNode[];
  hidden?: boolean;
}

export interface RouteEntry {
  /** Breadcrumb-style title: parents joined with ' > '. */
  title: string;
  path: string;
}

export function isExternal(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/** Every visible leaf route, titled with its parents (the route search's corpus). */
export function flattenRoutes(menu: readonly KitMenuNode[], parents: string[] = []): RouteEntry[] {
  return menu.flatMap((node) => {
    if (node.hidden) return [];
    const trail = [...parents, node.title];
    const own = node.path && !isExternal(node.path) ? [{ title: trail.join(' > '), path: node.path }] : [];
    return [...own, ...flattenRoutes(node.children ?? [], trail)];
  });
}

/** The chain of menu nodes leading to the pathname (longest matching path wins). */
export function menuTrail(menu: readonly KitMenuNode[], pathname: string): KitMenuNode[] {
  let best: KitMenuNode[] = [];
  let bestLength = -1;
  const walk = (nodes: readonly KitMenuNode[], trail: KitMenuNode[]) => {
    for (const node of nodes) {
      const next = [...trail, node];
      if (
        node.path &&
        (pathname === node.path || pathname.startsWith(`${node.path}/`)) &&
        node.path.length > bestLength
      ) {
        best = next;
        bestLength = node.path.length;
      }
      if (node.children) walk(node.children, next);
    }
  };
  walk(menu, []);
  return best;
}

/** The page shown when it is not a menu entry (a hidden detail route, the profile, a notice). */
export interface CurrentRoute {
  /** The page's title: the tab's title. */
  title: string;
  /** The menu page it belongs to (a detail page's list), whose trail leads to it. */
  parentPath?: string;
}

export interface TrailEntry {
  key: string;
  title: string;
}

/**
 * The breadcrumb: the menu trail of a menu page; for any other page, its parent's menu trail (if
 * any) followed by its own title, so a hidden route (a detail page) never shows an empty breadcrumb.
 */
export function breadcrumbTrail(
  menu: readonly KitMenuNode[],
  pathname: string,
  current?: CurrentRoute,
): TrailEntry[] {
  const own = menuTrail(menu, pathname);
  const ownIsExact = own.at(-1)?.path === pathname;
  if (!current || ownIsExact) return own.map(({ key, title }) => ({ key, title }));
  const parents = current.parentPath ? menuTrail(menu, current.parentPath) : [];
  return [
    ...parents.map(({ key, title }) => ({ key, title })),
    { key: `current:${pathname}`, title: current.title },
  ];
}
