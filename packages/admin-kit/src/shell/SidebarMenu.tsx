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

/**
 * A menu entry's text. The sidebar cuts long labels with an ellipsis (Spanish ones often:
 * "Equipamientos com…"), so on hover a cut label gets its full text as the tooltip; a label that
 * fits gets none, as a tooltip repeating visible text is noise. Measured on hover, not on render:
 * the width changes with the sidebar's resize and collapse.
 */
function MenuLabel({ title }: { title: string }) {
  return (
    <span
      onMouseEnter={(e) => {
        // antd's `.ant-menu-title-content` is the element that clips; the span is inline in it.
        const box = e.currentTarget.parentElement ?? e.currentTarget;
        if (box.scrollWidth > box.clientWidth) e.currentTarget.title = title;
        else e.currentTarget.removeAttribute('title');
      }}
    >
      {title}
    </span>
  );
}

function toItems(nodes: readonly KitMenuNode[]): Items {
  return nodes
    .filter((n) => !n.hidden)
    .map((n) =>
      n.children?.length
        ? { key: n.key, icon: n.icon, label: <MenuLabel title={n.title} />, children: toItems(n.children) }
        : { key: n.key, icon: n.icon, label: <MenuLabel title={n.title} /> },
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

/** The role-based menu: selects the current route's entry, opens its parents. */
export function SidebarMenu({ menu, pathname, collapsed, onNavigate }: SidebarMenuProps) {
  const items = useMemo(() => toItems(menu), [menu]);
  const trail = menuTrail(menu, pathname);
  const selected = trail.length ? [trail[trail.length - 1]!.key] : [];
  return (
    <Menu
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
