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
});
