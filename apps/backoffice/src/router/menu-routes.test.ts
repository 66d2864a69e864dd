import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@eldercare/api-client/contract';
import { buildMenuModel, externalLink, menuTitle } from './menu-routes';

const node = (over: Partial<MenuNode>): MenuNode => ({
  id: 1,
  name: '名称',
  nameEn: 'Name',
  nameEs: 'Nombre',
  url: '',
  icon: '',
  type: 'C',
  children: [],
  buttons: [],
  ...over,
});

const menus: MenuNode[] = [
  node({
    id: 1,
    name: '系统管理',
    nameEn: 'System',
    type: 'M',
    url: '/system',
    children: [
      node({
        id: 2,
        name: '用户管理',
        url: '/system/user',
        buttons: [{ name: '查询', perms: 'system:user:list' }],
      }),
      node({ id: 3, name: '外链', url: 'https://example.org/screen' }),
      node({ id: 4, name: '深层', type: 'M', children: [node({ id: 5, name: '叶子', url: '/deep/leaf' })] }),
    ],
  }),
  node({ id: 6, name: '老伙伴项目管理', type: 'M', children: [] }),
];

describe('menus → sidebar and pages (SPEC §2)', () => {
  it('turns type C children into pages at their url and lets type M nest', () => {
    const model = buildMenuModel(menus, 'zh-CN');
    expect([...model.pages.keys()]).toEqual(['/system/user', '/deep/leaf']);
    expect(model.pages.get('/system/user')?.buttons).toEqual([{ name: '查询', perms: 'system:user:list' }]);
    expect(model.items[0]?.children?.[2]?.children?.[0]?.path).toBe('/deep/leaf');
  });

  it('keeps external entries in the menu but not as pages, and appends token and data type', () => {
    const model = buildMenuModel(menus, 'zh-CN');
    expect(model.items[0]?.children?.[1]?.path).toBe('https://example.org/screen');
    expect(externalLink('https://example.org/screen?a=1', 'tok', 'prod')).toBe(
      'https://example.org/screen?a=1&token=tok&dataType=prod',
    );
  });

  it('shows names in the chosen language', () => {
    expect(buildMenuModel(menus, 'en').items[0]?.title).toBe('System');
    expect(menuTitle(node({ name: '名称', nameEs: '' }), 'es')).toBe('名称');
  });

  it('renames the old-partner menu for account type 10 only', () => {
    expect(buildMenuModel(menus, 'zh-CN', '10').items[1]?.title).toBe('探访关爱项目管理');
    expect(buildMenuModel(menus, 'en', '10').items[1]?.title).toBe('Visit and care project management');
    expect(buildMenuModel(menus, 'zh-CN', '8').items[1]?.title).toBe('老伙伴项目管理');
  });
});
