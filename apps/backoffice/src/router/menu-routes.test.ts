import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@eldercare/api-client/contract';
import { buildMenuModel, externalLink, menuTitle } from './menu-routes';

/** A menu node, untranslated unless `nameI18n` is given. */
const node = (over: Partial<MenuNode>): MenuNode => {
  const name = over.name ?? '名称';
  return {
    id: 1,
    name,
    nameI18n: { 'zh-CN': name, en: '', es: '' },
    url: '',
    icon: '',
    type: 'C',
    children: [],
    buttons: [],
    ...over,
  };
};

const menus: MenuNode[] = [
  node({
    id: 1,
    name: '系统管理',
    nameI18n: { 'zh-CN': '系统管理', en: 'System', es: 'Sistema' },
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
    expect(buildMenuModel(menus, 'es').items[0]?.title).toBe('Sistema');
    expect(buildMenuModel(menus, 'zh-CN').items[0]?.title).toBe('系统管理');
    expect(menuTitle(node({ name: '名称' }), 'es')).toBe('名称');
  });

  it('renames the old-partner menu for account type 10 only', () => {
    expect(buildMenuModel(menus, 'zh-CN', '10').items[1]?.title).toBe('探访关爱项目管理');
    expect(buildMenuModel(menus, 'en', '10').items[1]?.title).toBe('Visit and care project management');
    expect(buildMenuModel(menus, 'zh-CN', '8').items[1]?.title).toBe('老伙伴项目管理');
  });
});
