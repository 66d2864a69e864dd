/**
 * SPEC §2 "menu-generated pages": the server's menu tree becomes the sidebar, the list of page
 * urls the user may open, and each page's button permissions.
 */
import type { MenuButton, MenuNode } from '@eldercare/api-client/contract';
import { localise, MENU_GROUPS } from '@eldercare/resources';
import type { Language } from '../i18n';

export interface MenuPage {
  url: string;
  title: string;
  buttons: readonly MenuButton[];
}

export interface MenuItem {
  key: string;
  title: string;
  icon: string;
  /** Page url (type C) or external link; absent on directories. */
  path?: string;
  children?: MenuItem[];
}

export interface MenuModel {
  items: MenuItem[];
  /** Every type-C page by url. */
  pages: Map<string, MenuPage>;
}

/**
 * SPEC §1: some account types see a menu group under another name (account type 10: the
 * old-partner project menu reads 'visit and care project management'); the catalogue says which.
 */
function renamedTitle(node: Pick<MenuNode, 'name'>, accountType: string | undefined) {
  if (!accountType) return undefined;
  const group = MENU_GROUPS.find((g) => g.title['zh-CN'] === node.name);
  return group?.titleByAccountType?.[accountType];
}

export function menuTitle(
  node: Pick<MenuNode, 'name' | 'nameI18n'>,
  language: Language,
  accountType?: string,
): string {
  const renamed = renamedTitle(node, accountType);
  if (renamed) return localise(renamed, language);
  return localise(node.nameI18n, language);
}

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * SPEC §2: an external entry opens in a new window with the access token and data type appended.
 */
export function externalLink(url: string, token: string, dataType: string): string {
  const target = new URL(url);
  target.searchParams.set('token', token);
  target.searchParams.set('dataType', dataType);
  return target.toString();
}

export function buildMenuModel(
  menus: readonly MenuNode[],
  language: Language,
  accountType?: string,
): MenuModel {
  const pages = new Map<string, MenuPage>();
  const toItem = (node: MenuNode): MenuItem => {
    const title = menuTitle(node, language, accountType);
    const base = { key: String(node.id), title, icon: node.icon };
    if (node.type === 'C') {
      if (!isExternalUrl(node.url)) pages.set(node.url, { url: node.url, title, buttons: node.buttons });
      return { ...base, path: node.url };
    }
    return { ...base, children: node.children.map(toItem) };
  };
  return { items: menus.map(toItem), pages };
}
