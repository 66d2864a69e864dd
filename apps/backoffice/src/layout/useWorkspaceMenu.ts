import { flattenRoutes, type KitMenuNode } from '@eldercare/admin-kit';
import type { UserInfo } from '@eldercare/api-client/contract';
import { useCallback, useMemo } from 'react';
import { textIn } from '@eldercare/validators';
import type { Language } from '../i18n';
import { buildMenuModel, type MenuItem } from '../router/menu-routes';
import type { PageDefinition } from '../router/page-definition';
import { matchPage } from '../router/page-registry';
import { menuIcon } from './menu-icons';
import { personalRoutes } from './useUserMenu';

function toKitMenu(items: readonly MenuItem[]): KitMenuNode[] {
  return items.map((item) => ({
    key: item.key,
    title: item.title,
    icon: menuIcon(item.icon),
    ...(item.path ? { path: item.path } : {}),
    ...(item.children ? { children: toKitMenu(item.children) } : {}),
  }));
}

/**
 * The user's menu as the shell shows it (sidebar, header search) and what it says of a path: the
 * buttons of the menu page it belongs to and its title.
 */
export function useWorkspaceMenu(
  user: UserInfo | null,
  language: Language,
  pages: readonly PageDefinition[],
) {
  const menu = useMemo(
    () => buildMenuModel(user?.menus ?? [], language, user?.accountType),
    [user?.menus, user?.accountType, language],
  );
  const kitMenu = useMemo(() => toKitMenu(menu.items), [menu.items]);
  const searchRoutes = useMemo(
    () => [...flattenRoutes(kitMenu), ...personalRoutes(language)],
    [kitMenu, language],
  );
  const menuUrls = useMemo(() => new Set(menu.pages.keys()), [menu.pages]);

  const buttonsFor = useCallback(
    (pathname: string) => {
      const match = matchPage(pathname, pages);
      return match ? (menu.pages.get(match.permissionsFrom)?.buttons ?? []) : [];
    },
    [menu.pages, pages],
  );
  const routeTitle = useCallback(
    (pathname: string) => {
      const match = matchPage(pathname, pages);
      return menu.pages.get(pathname)?.title ?? (match ? textIn(match.page.title, language) : undefined);
    },
    [menu.pages, language, pages],
  );
  return { kitMenu, searchRoutes, menuUrls, buttonsFor, routeTitle };
}
