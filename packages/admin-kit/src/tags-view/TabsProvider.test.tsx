import { render } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { saveTabs } from './tabs-model';
import { useTabs } from './tabs-context';
import { TabsProvider } from './TabsProvider';

/** The first screen renders its page once, not the shell first and the page after an effect. */
describe('TabsProvider', () => {
  afterEach(() => sessionStorage.clear());

  it('has the location’s tab open and active from its first render, and renders it only once', () => {
    const renders: (string | undefined)[] = [];
    function Probe() {
      const { activeKey, tabs } = useTabs();
      renders.push(`${activeKey} ${tabs.map((tab) => tab.key).join(',')}`);
      return null;
    }
    render(
      <App>
        <TabsProvider
          location={{ pathname: '/elderlyInfo/details/7', search: '?modelType=look' }}
          navigate={() => undefined}
          affixTabs={[{ pathname: '/dashboard', title: '首页' }]}
          persist={false}
        >
          <Probe />
        </TabsProvider>
      </App>,
    );
    expect(renders).toEqual([
      '/elderlyInfo/details/7?modelType=look /dashboard,/elderlyInfo/details/7?modelType=look',
    ]);
  });

  it('tells which tab was active before it mounted (restored from the session), not the one it opened', () => {
    const seen: (string | undefined)[] = [];
    function Probe() {
      const { activeKey, activeBefore } = useTabs();
      seen.push(`${activeBefore} -> ${activeKey}`);
      return null;
    }
    const mount = (pathname: string) =>
      render(
        <App>
          <TabsProvider location={{ pathname }} navigate={() => undefined} owner="7">
            <Probe />
          </TabsProvider>
        </App>,
      );
    mount('/a').unmount();
    saveTabs(
      { tabs: [{ key: '/b', pathname: '/b', search: '', title: 'B', refreshKey: 0 }], activeKey: '/b' },
      sessionStorage,
      '7',
    );
    mount('/c').unmount();
    expect(seen).toEqual(['undefined -> /a', '/b -> /c']);
  });

  it('shows tabs opened in one language in the next one, once the route titles change', () => {
    const titles: Record<string, Record<string, string>> = {
      'zh-CN': { '/a': '消息中心', '/b': '字典管理' },
      en: { '/a': 'Messages', '/b': 'Dictionaries' },
    };
    let shown = '';
    function Probe() {
      shown = useTabs()
        .tabs.map((tab) => tab.title)
        .join(',');
      return null;
    }
    const mount = (language: string, pathname: string) => (
      <App>
        <TabsProvider
          location={{ pathname }}
          navigate={() => undefined}
          routeTitle={(path) => titles[language]?.[path]}
          persist={false}
        >
          <Probe />
        </TabsProvider>
      </App>
    );
    const view = render(mount('zh-CN', '/a'));
    view.rerender(mount('zh-CN', '/b'));
    expect(shown).toBe('消息中心,字典管理');
    view.rerender(mount('en', '/b'));
    expect(shown).toBe('Messages,Dictionaries');
  });
});
