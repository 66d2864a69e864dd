import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, flattenRoutes, menuTrail, type KitMenuNode } from './menu-model';
import { createRouteSearch } from './route-search';

const menu: KitMenuNode[] = [
  { key: 'home', title: '首页', path: '/dashboard' },
  {
    key: 'people',
    title: '人员信息',
    children: [
      { key: 'elderly', title: '老年人信息', path: '/elderlyInfo/index' },
      { key: 'disabled', title: '残疾人信息', path: '/disabledInfo/index' },
      { key: 'ext', title: '外部系统', path: 'https://example.org' },
    ],
  },
];

describe('menu model', () => {
  it('flattens leaves with parent titles and skips external links', () => {
    expect(flattenRoutes(menu)).toEqual([
      { title: '首页', path: '/dashboard' },
      { title: '人员信息 > 老年人信息', path: '/elderlyInfo/index' },
      { title: '人员信息 > 残疾人信息', path: '/disabledInfo/index' },
    ]);
  });
  it('finds the trail of a path', () => {
    expect(menuTrail(menu, '/disabledInfo/index').map((n) => n.title)).toEqual(['人员信息', '残疾人信息']);
    expect(menuTrail(menu, '/nowhere')).toEqual([]);
  });
});

describe('route search', () => {
  const search = createRouteSearch(flattenRoutes(menu));
  it('finds by title and by path, fuzzily', () => {
    expect(search('残疾')[0]?.path).toBe('/disabledInfo/index');
    expect(search('elderly')[0]?.path).toBe('/elderlyInfo/index');
    expect(search('elderlyInfx')[0]?.path).toBe('/elderlyInfo/index');
  });
  it('returns nothing for blank or far-off queries', () => {
    expect(search('  ')).toEqual([]);
    expect(search('qqqqzzzz')).toEqual([]);
  });
});

describe('breadcrumb trail', () => {
  it('is the menu trail on a menu page', () => {
    expect(breadcrumbTrail(menu, '/elderlyInfo/index', { title: '老年人信息' }).map((e) => e.title)).toEqual([
      '人员信息',
      '老年人信息',
    ]);
  });

  it('leads through the list page to a hidden detail route (not an empty trail)', () => {
    expect(menuTrail(menu, '/elderlyInfo/details/5')).toEqual([]);
    const trail = breadcrumbTrail(menu, '/elderlyInfo/details/5', {
      title: '查看老年人信息',
      parentPath: '/elderlyInfo/index',
    });
    expect(trail.map((e) => e.title)).toEqual(['人员信息', '老年人信息', '查看老年人信息']);
  });

  it('names a page outside the menu by its own title', () => {
    expect(breadcrumbTrail(menu, '/userInfo/index', { title: '个人中心' })).toEqual([
      { key: 'current:/userInfo/index', title: '个人中心' },
    ]);
  });
});
