import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { isExternal, menuTrail, type KitMenuNode } from './menu-model';

export interface SidebarMenuProps {
  menu: readonly KitMenuNode[];
  pathname: string;
  collapsed?: boolean;
  onNavigate: (path: string) => void;
}

type Items = NonNullable<MenuProps['items']>;

function toItems(nodes: readonly KitMenuNode[]): Items {
  return nodes
    .filter((n) => !n.hidden)
    .map((n) =>
      n.children?.length
        ? { key: n.key, icon: n.icon, label: n.title, children: toItems(n.children) }
        : { key: n.key, icon: n.icon, label: n.title },
    );
}

function findNode(nodes: readonly KitMenuNode[], key: string): KitMenuNode | undefined {
  for (const n of nodes) {
    if (n.key === key) return n;
    const inner = n.children && findNode(n.children, key);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The role-based menu: selects the current route's entry, opens its parents. Long labels (Spanish
 * ones, large text) wrap onto a second line (`.ek-menu` in shell-css.ts) rather than being cut.
 */
export function SidebarMenu({ menu, pathname, collapsed, onNavigate }: SidebarMenuProps) {
  const items = useMemo(() => toItems(menu), [menu]);
  const trail = menuTrail(menu, pathname);
  const selected = trail.length ? [trail[trail.length - 1]!.key] : [];
  return (
    <Menu
      className="ek-menu"
      mode="inline"
      theme="dark"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={selected}
      defaultOpenKeys={collapsed ? [] : trail.slice(0, -1).map((n) => n.key)}
      onClick={({ key }) => {
        const path = findNode(menu, key)?.path;
        if (!path) return;
        if (isExternal(path)) window.open(path, '_blank', 'noopener');
        else onNavigate(path);
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
