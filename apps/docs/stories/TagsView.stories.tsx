import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DEFAULT_STORAGE_NAMESPACE,
  kitStorageKey,
  TabPanels,
  TabsProvider,
  TagsView,
} from '@eldercare/admin-kit';
import { routeTitle } from './support/demo-menu';
import { DemoPage } from './support/DemoPage';
import { useMemoryLocation } from './support/useMemoryLocation';

/** Where the tabs are kept: the stories' KitProvider names no namespace. */
const TABS_KEY = kitStorageKey(DEFAULT_STORAGE_NAMESPACE, 'tabs');

/** Thirteen list pages: more tabs than a narrow strip shows. */
const MANY_PAGES = Array.from({ length: 13 }, (_, i) => `/pensionAgency/index?_title=机构列表${i + 1}`);

function TabsDemo({ persist = false, width }: { persist?: boolean; width?: number }) {
  const { location, navigate } = useMemoryLocation('/elderlyInfo/index');
  const opened = useRef(0);
  return (
    <TabsProvider
      location={location}
      navigate={navigate}
      routeTitle={routeTitle}
      affixTabs={[{ pathname: '/dashboard', title: '首页' }]}
      persist={persist}
    >
      <Space style={{ marginBottom: 8 }}>
        <Button onClick={() => navigate('/disabledInfo/index')}>打开 残疾人信息</Button>
        <Button onClick={() => navigate('/pensionAgency/index?_title=机构列表')}>打开 机构列表</Button>
        <Button onClick={() => navigate(MANY_PAGES[opened.current++ % MANY_PAGES.length]!)}>
          打开 下一个机构页面
        </Button>
      </Space>
      <div style={{ width }}>
        <TagsView />
      </div>
      <div style={{ padding: 12 }}>
        <TabPanels render={(tab) => <DemoPage tab={tab} />} />
      </div>
    </TabsProvider>
  );
}

const meta = {
  title: 'Shell/TagsView',
  component: TabsDemo,
  // The docs page's props tables: the kit's components, not the story's wrapper.
  subcomponents: { TagsView, TabsProvider },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TabsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const tab = (canvas: ReturnType<typeof within>, name: RegExp | string) => canvas.getByRole('link', { name });
const tabs = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('navigation', { name: /已打开的页面|Open pages|Páginas abiertas/ })).getAllByRole(
    'link',
  );
const visible = <T extends HTMLElement>(els: T[]) => els.find((el) => el.checkVisibility())!;
const body = () => within(document.body);
const visibleCount = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByTestId('count').find((el: HTMLElement) => el.checkVisibility())?.textContent;

export const TitlesAndAffix: Story = {
  play: async ({ canvas }) => {
    await expect(tab(canvas, '首页')).toBeVisible();
    // Affix tab has no close button; route meta gives the title.
    await expect(canvas.queryByRole('button', { name: '关闭 首页' })).toBeNull();
    await expect(tab(canvas, /老年人信息/)).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '打开 机构列表' }));
    // The _title query names the tab.
    await expect(tab(canvas, /机构列表/)).toHaveAttribute('aria-current', 'page');
  },
};

export const KeepAliveAndRefresh: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(visible(canvas.getAllByRole('button', { name: '计数 +1' })));
    await userEvent.click(visible(canvas.getAllByRole('button', { name: '计数 +1' })));
    await expect(visibleCount(canvas)).toBe('2');
    await userEvent.click(canvas.getByRole('button', { name: '打开 残疾人信息' }));
    await expect(visibleCount(canvas)).toBe('0');
    // Back to the first tab: its state survived while hidden.
    await userEvent.click(tab(canvas, /老年人信息/));
    await expect(visibleCount(canvas)).toBe('2');
    // Refresh from the right-click menu remounts it.
    await userEvent.pointer({ keys: '[MouseRight]', target: tab(canvas, /老年人信息/) });
    await userEvent.click(await body().findByRole('menuitem', { name: '刷新' }));
    await waitFor(() => expect(visibleCount(canvas)).toBe('0'));
  },
};

export const CloseDestroys: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(visible(canvas.getAllByRole('button', { name: '计数 +1' })));
    await userEvent.click(canvas.getByRole('button', { name: '打开 残疾人信息' }));
    await userEvent.click(canvas.getByRole('button', { name: '关闭 老年人信息' }));
    await expect(canvas.queryByRole('link', { name: /老年人信息/ })).toBeNull();
    await expect(canvas.getAllByTestId('count')).toHaveLength(2);
    // Closing the active tab goes to the last remaining one.
    await userEvent.click(canvas.getByRole('button', { name: '关闭 残疾人信息' }));
    await expect(tab(canvas, '首页')).toHaveAttribute('aria-current', 'page');
  },
};

export const SameRouteAnotherIdIsAnotherTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(visible(canvas.getAllByRole('button', { name: '编辑老人 1' })));
    await userEvent.click(visible(canvas.getAllByRole('button', { name: '查看老人 2' })));
    await expect(tab(canvas, /编辑老人 1/)).toBeVisible();
    await expect(tab(canvas, /查看老人 2/)).toHaveAttribute('aria-current', 'page');
  },
};

export const EditTabAsksBeforeClosing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(visible(canvas.getAllByRole('button', { name: '编辑老人 1' })));
    await userEvent.click(canvas.getByRole('button', { name: '关闭 编辑老人 1' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('此页面信息未保存，确定要关闭吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(await body().findByText('已取消操作')).toBeVisible();
    await expect(tab(canvas, /编辑老人 1/)).toBeVisible();
    // Close others asks too, since the edit tab is among them.
    await userEvent.pointer({ keys: '[MouseRight]', target: tab(canvas, '首页') });
    await userEvent.click(await body().findByRole('menuitem', { name: '关闭其他' }));
    const again = await body().findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(tabs(canvas)).toHaveLength(1));
  },
};

export const DirtyDotAndCloseAll: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(visible(canvas.getAllByLabelText('备注')), '未保存的内容');
    await expect(canvas.getByRole('img', { name: '有未保存的修改' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '打开 残疾人信息' }));
    await userEvent.pointer({ keys: '[MouseRight]', target: tab(canvas, /残疾人信息/) });
    await userEvent.click(await body().findByRole('menuitem', { name: '关闭所有' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    // Affix stays.
    await waitFor(() => expect(tabs(canvas).map((t) => t.textContent)).toEqual(['首页']));
  },
};

export const SurvivesReload: Story = {
  args: { persist: true },
  beforeEach: () => {
    sessionStorage.setItem(
      TABS_KEY,
      JSON.stringify({
        tabs: [
          { key: '/checkInPeople/index', pathname: '/checkInPeople/index', search: '', title: '入住人员' },
        ],
        activeKey: '/checkInPeople/index',
      }),
    );
    return () => sessionStorage.removeItem(TABS_KEY);
  },
  play: async ({ canvas }) => {
    await expect(tab(canvas, /入住人员/)).toBeVisible();
    await expect(tab(canvas, /老年人信息/)).toBeVisible();
    await expect(JSON.parse(sessionStorage.getItem(TABS_KEY)!).tabs).toHaveLength(3);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(visible(canvas.getAllByRole('button', { name: '编辑老人 1' })));
    await userEvent.click(canvas.getByRole('button', { name: 'Close 编辑老人 1' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('The information on this page is not saved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(await body().findByText('Operation cancelled')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await userEvent.pointer({ keys: '[MouseRight]', target: tab(canvas, /老年人信息/) });
    await expect(await body().findByRole('menuitem', { name: 'Cerrar las demás' })).toBeVisible();
  },
};

/** With more tabs than fit, the active one is scrolled into view and a menu lists them all. */
export const ManyTabsOverflow: Story = {
  args: { width: 480 },
  play: async ({ canvas }) => {
    for (let i = 0; i < 13; i += 1)
      await userEvent.click(canvas.getByRole('button', { name: '打开 下一个机构页面' }));
    const strip = canvas.getByRole('navigation', { name: '已打开的页面' });
    const last = tab(canvas, /机构列表13/);
    await expect(last).toHaveAttribute('aria-current', 'page');
    await waitFor(() => {
      const a = last.getBoundingClientRect();
      const b = strip.querySelector('ul')!.getBoundingClientRect();
      return expect(a.right <= b.right + 1 && a.left >= b.left - 1).toBe(true);
    });
    await userEvent.click(canvas.getByRole('button', { name: '全部标签' }));
    await userEvent.click(await body().findByRole('menuitem', { name: /老年人信息/ }));
    await expect(tab(canvas, /老年人信息/)).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '向后滚动标签' })).toBeVisible();
  },
};
