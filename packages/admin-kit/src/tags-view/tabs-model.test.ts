import { describe, expect, it } from 'vitest';
import {
  fullPathOf,
  loadTabs,
  needsCloseConfirm,
  othersOf,
  saveTabs,
  tabTitle,
  tabsReducer,
  titleOf,
  type TabsState,
} from './tabs-model';

const open = (state: TabsState, pathname: string, search = '', title = pathname, affix = false) =>
  tabsReducer(state, { type: 'open', location: { pathname, search }, title, affix });

describe('tabs model', () => {
  it('titles from _title, else route meta, else path', () => {
    expect(titleOf({ pathname: '/a', search: '?_title=查看公告' }, 'A')).toBe('查看公告');
    expect(titleOf({ pathname: '/a' }, 'A')).toBe('A');
    expect(titleOf({ pathname: '/a' })).toBe('/a');
  });

  it('gives the same state back when the active tab is opened again under its title', () => {
    const s = open(open({ tabs: [] }, '/dashboard', '', '首页', true), '/a', '', 'A');
    expect(open(s, '/a', '', 'A')).toBe(s);
    expect(open(s, '/a', '', 'A2').tabs[1]?.title).toBe('A2');
    expect(open(s, '/dashboard', '', '首页').activeKey).toBe('/dashboard');
  });

  it('opens one tab per full path; the same route with another id is another tab', () => {
    let s = open({ tabs: [] }, '/dashboard', '', '首页', true);
    s = open(s, '/elderlyInfo/details/1');
    s = open(s, '/elderlyInfo/details/2');
    s = open(s, '/elderlyInfo/details/1');
    expect(s.tabs.map((t) => t.key)).toEqual([
      '/dashboard',
      '/elderlyInfo/details/1',
      '/elderlyInfo/details/2',
    ]);
    expect(s.activeKey).toBe('/elderlyInfo/details/1');
    expect(fullPathOf({ pathname: '/x', search: 'a=1' })).toBe('/x?a=1');
  });

  it('closes, keeps affix tabs, and activates the last remaining tab', () => {
    let s = open({ tabs: [] }, '/dashboard', '', '首页', true);
    s = open(s, '/a');
    s = open(s, '/b');
    s = tabsReducer(s, { type: 'close', keys: ['/b'] });
    expect(s.activeKey).toBe('/a');
    s = open(s, '/c');
    s = tabsReducer(s, { type: 'close', keys: othersOf(s.tabs, '/c') });
    expect(s.tabs.map((t) => t.key)).toEqual(['/dashboard', '/c']);
    s = tabsReducer(s, { type: 'close', keys: s.tabs.map((t) => t.key) });
    expect(s.tabs.map((t) => t.key)).toEqual(['/dashboard']);
    expect(s.activeKey).toBe('/dashboard');
  });

  it('refresh bumps the key and clears dirty; dirty/modelType=edit need confirmation', () => {
    let s = open({ tabs: [] }, '/a', '?modelType=edit');
    expect(needsCloseConfirm(s.tabs[0]!)).toBe(true);
    s = open(s, '/b');
    expect(needsCloseConfirm(s.tabs[1]!)).toBe(false);
    s = tabsReducer(s, { type: 'dirty', key: '/b', dirty: true });
    expect(needsCloseConfirm(s.tabs[1]!)).toBe(true);
    s = tabsReducer(s, { type: 'refresh', key: '/b' });
    expect(s.tabs[1]).toMatchObject({ refreshKey: 1, dirty: false });
  });

  it('survives a reload through session storage', () => {
    let s = open({ tabs: [] }, '/a', '?_title=甲', '甲');
    s = open(s, '/b');
    saveTabs(s);
    expect(loadTabs()).toEqual({ tabs: s.tabs.map((t) => ({ ...t, affix: false })), activeKey: '/b' });
    sessionStorage.setItem('admin-kit.tabs', 'garbage');
    expect(loadTabs()).toEqual({ tabs: [] });
  });

  it("does not restore another user's tabs (the next sign-in on the browser tab)", () => {
    const s = open(open({ tabs: [] }, '/a'), '/elderlyInfo/details/7', '?_title=张三', '张三');
    saveTabs(s, sessionStorage, '4');
    expect(loadTabs(sessionStorage, '5')).toEqual({ tabs: [] });
    expect(loadTabs(sessionStorage, '4').tabs.map((t) => t.title)).toEqual(['/a', '张三']);
  });

  it('names a tab by its page unless the address carries an explicit _title', () => {
    let s = open(
      open({ tabs: [] }, '/x/details/7', '?modelType=look', 'X详情'),
      '/t',
      '?_title=查看活动',
      '查看活动',
    );
    s = tabsReducer(s, { type: 'pageTitle', key: '/x/details/7?modelType=look', title: '查看·张三' });
    s = tabsReducer(s, { type: 'pageTitle', key: '/t?_title=查看活动', title: '查看·培训' });
    expect(s.tabs.map(tabTitle)).toEqual(['查看·张三', '查看活动']);
  });
});
