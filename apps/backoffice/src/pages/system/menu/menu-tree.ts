import type { MenuTreeNode } from '@eldercare/api-client/contract';
import type { Language } from '../../../i18n';
import { menuTitle } from '../../../router/menu-routes';

export interface MenuTreeData {
  key: number;
  title: string;
  children: MenuTreeData[];
}

/** The menu tree as antd's Tree wants it, titled in the UI language (buttons carry their permission). */
export function toMenuTreeData(nodes: readonly MenuTreeNode[], language: Language): MenuTreeData[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.type === 'F' ? `${menuTitle(node, language)} (${node.perms})` : menuTitle(node, language),
    children: toMenuTreeData(node.children, language),
  }));
}

/** Ids of the nodes with no children: what a checked tree sends (parents follow on the server). */
export function leafIds(nodes: readonly MenuTreeNode[]): Set<number> {
  const ids = new Set<number>();
  const walk = (list: readonly MenuTreeNode[]) => {
    for (const node of list) {
      if (node.children.length === 0) ids.add(node.id);
      walk(node.children);
    }
  };
  walk(nodes);
  return ids;
}
