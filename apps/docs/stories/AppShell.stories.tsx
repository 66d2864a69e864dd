import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell, TabPanels, TabsProvider, useKit, type KitLanguage } from '@eldercare/admin-kit';
import { demoMenu, routeTitle } from './support/demo-menu';
import { DemoPage } from './support/DemoPage';
import { useMemoryLocation } from './support/useMemoryLocation';

interface ShellDemoProps {
  systemName?: string;
  title?: string;
  withFooter?: boolean;
  onLogout?: () => void;
}

function SizeProbe() {
  const { size } = useKit();
  return <span data-testid="size">{size}</span>;
}

/** The demo product's name and title: the kit has none of its own, the host passes them. */
const DEMO_PRODUCT: Partial<Record<KitLanguage, { systemName: string; title: string }>> = {
  'zh-CN': { systemName: '养老云 | 后台管理系统', title: '友康养老云' },
  en: {
    systemName: 'elderly care cloud | back-office management system',
    title: 'Youkang Elderly Care Cloud',
  },
  es: {
    systemName: 'nube de atención a mayores | sistema de gestión',
    title: 'Nube de Atención a Mayores Youkang',
  },
};

function ShellDemo({ systemName, title, withFooter = true, onLogout }: ShellDemoProps) {
  const { location, navigate } = useMemoryLocation('/elderlyInfo/index');
  const demo = DEMO_PRODUCT[useKit().language] ?? DEMO_PRODUCT['zh-CN'];
  return (
    <TabsProvider
      location={location}
      navigate={navigate}
      routeTitle={routeTitle}
      affixTabs={[{ pathname: '/dashboard', title: '首页' }]}
      persist={false}
    >
      <AppShell
        menu={demoMenu}
        location={location}
        navigate={navigate}
        systemName={systemName ?? demo?.systemName}
        title={title ?? demo?.title}
        user={{ name: '管理员' }}
        onLogout={onLogout}
        headerExtra={
          <Badge count={5} size="small" offset={[-6, 6]}>
            <Button type="text" aria-label="消息通知" icon={<BellOutlined />} />
          </Badge>
        }
        footer={
          withFooter ? (
            <span>技术支持：某某信息技术有限公司 · 备案号 0000-0000 · 公网安备 00000000</span>
          ) : undefined
        }
      >
        <SizeProbe />
        <TabPanels render={(tab) => <DemoPage tab={tab} />} />
      </AppShell>
    </TabsProvider>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: ShellDemo,
  // The docs page's props tables: the kit's components, not the story's wrapper.
  subcomponents: { AppShell },
  args: { onLogout: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const sidebar = () => document.querySelector('.ek-sidebar') as HTMLElement;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The host's name and title (SPEC §1's, passed by the story as the back-office does).
    await expect(canvas.getByText('养老云 | 后台管理系统')).toBeVisible();
    await expect(document.title).toBe('友康养老云');
    await expect(Math.round(sidebar().getBoundingClientRect().width)).toBe(250);
    // Breadcrumb follows the menu.
    const crumbs = canvas.getByRole('navigation', { name: '面包屑' });
    await expect(crumbs).toHaveTextContent('人员信息');
    await expect(crumbs).toHaveTextContent('老年人信息');
    // Menu navigation opens a tab.
    await userEvent.click(canvas.getByRole('menuitem', { name: '残疾人信息' }));
    await expect(canvas.getByRole('link', { name: '残疾人信息' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(/技术支持/)).toBeVisible();
  },
};

export const ConfiguredName: Story = {
  args: { systemName: '池州市养老服务平台', title: '池州养老' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('池州市养老服务平台')).toBeVisible();
    await expect(document.title).toBe('池州养老');
  },
};

export const CollapseAndResize: Story = {
  play: async ({ canvas }) => {
    const separator = canvas.getByRole('separator', { name: '拖动调整侧边栏宽度' });
    const r = separator.getBoundingClientRect();
    const x = r.left + 2;
    const y = r.top + 100;
    fireEvent.pointerDown(separator, { clientX: x, clientY: y, pointerId: 1 });
    fireEvent.pointerMove(separator, { clientX: x + 120, clientY: y, pointerId: 1 });
    fireEvent.pointerUp(separator, { clientX: x + 120, clientY: y, pointerId: 1 });
    await waitFor(() => expect(Math.round(sidebar().getBoundingClientRect().width)).toBe(370));
    // Never past 500 px, never under 250.
    fireEvent.pointerDown(separator, { clientX: x + 120, clientY: y, pointerId: 1 });
    fireEvent.pointerMove(separator, { clientX: x + 900, clientY: y, pointerId: 1 });
    fireEvent.pointerUp(separator, { clientX: x + 900, clientY: y, pointerId: 1 });
    await waitFor(() => expect(Math.round(sidebar().getBoundingClientRect().width)).toBe(500));
    separator.focus();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(separator).toHaveAttribute('aria-valuenow', '250'));
    // Collapse to icons and back.
    await userEvent.click(canvas.getByRole('button', { name: '展开/收起侧边栏' }));
    await waitFor(() => expect(Math.round(sidebar().getBoundingClientRect().width)).toBe(64));
    await userEvent.click(canvas.getByRole('button', { name: '展开/收起侧边栏' }));
    await waitFor(() => expect(Math.round(sidebar().getBoundingClientRect().width)).toBe(250));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(992);
    await expect(document.querySelector('.ek-sidebar')).toBeNull();
    // The menu drawer is rendered on first use, not in the phone's first screen: antd writes a
    // component's styles when it first renders, open or not.
    const drawerStyled = () =>
      [...document.querySelectorAll('style')].some((style) => style.textContent?.includes('.ant-drawer'));
    // Given the time a lazily loaded drawer would take to arrive and render.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(drawerStyled()).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: '展开/收起侧边栏' }));
    await userEvent.click(await body().findByRole('menuitem', { name: /机构管理/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: '养老机构' }));
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: '养老机构' })).toHaveAttribute('aria-current', 'page'),
    );
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  },
};

export const RouteSearch: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    // The search box loads on first open.
    await userEvent.type(await canvas.findByRole('combobox', { name: '搜索页面' }), '入住');
    await userEvent.click(await body().findByText('机构管理 > 入住人员'));
    await expect(canvas.getByRole('link', { name: '入住人员' })).toHaveAttribute('aria-current', 'page');
  },
};

export const FullScreenUnsupported: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(Document.prototype, 'fullscreenEnabled');
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => false });
    return () => {
      delete (document as unknown as Record<string, unknown>).fullscreenEnabled;
      if (original) Object.defineProperty(Document.prototype, 'fullscreenEnabled', original);
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '全屏' }));
    await expect(await body().findByText('you browser can not work')).toBeVisible();
  },
};

export const SizeSwitch: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('size')).toHaveTextContent('medium');
    await expect(
      Math.round(canvas.getAllByRole('button', { name: '计数 +1' })[0]!.getBoundingClientRect().height),
    ).toBe(36);
    await userEvent.click(canvas.getByRole('button', { name: /布局大小/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: '迷你' }));
    await waitFor(() => expect(canvas.getByTestId('size')).toHaveTextContent('mini'));
  },
};

/**
 * The first Tab stop is 跳到主要内容: past the header and the menu, to the page's heading (each tab
 * panel starts with its one h1, visually hidden: the tab strip shows the title).
 */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 1, name: '老年人信息' })).toHaveFocus();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/** Opening another page moves focus to its heading rather than leaving it in the menu. */
export const FocusFollowsTheOpenedPage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('menuitem', { name: '残疾人信息' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: '残疾人信息' })).toHaveFocus());
  },
};

/** At 150 % the header's controls grow with their text and the page does not overflow. */
export const LargeText: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /文字大小/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: '150%' }));
    await waitFor(() => expect(getComputedStyle(canvas.getByRole('main')).fontSize).toBe('21px'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LanguageSwitch: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /语言/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'English' }));
    await expect(await canvas.findByText('elderly care cloud | back-office management system')).toBeVisible();
    await expect(await body().findByText('Language switched')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Español' }));
    await expect(await canvas.findByRole('button', { name: /Idioma/ })).toBeVisible();
  },
};

export const SettingsDrawerToggles: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '已打开的页面' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '系统布局设置' }));
    const drawer = await body().findByRole('dialog');
    const tagsSwitch = within(drawer).getByRole('switch', { name: '开启标签页' });
    await expect(tagsSwitch).toBeChecked();
    await expect(within(drawer).getByRole('switch', { name: '固定头部' })).not.toBeChecked();
    await expect(within(drawer).getByRole('switch', { name: '侧边栏 Logo' })).not.toBeChecked();
    await userEvent.click(tagsSwitch);
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: '已打开的页面' })).toBeNull());
    await userEvent.click(within(drawer).getByRole('switch', { name: '侧边栏 Logo' }));
    await waitFor(() => expect(document.querySelector('.ek-sidebar-logo')).not.toBeNull());
    await userEvent.click(within(drawer).getByRole('switch', { name: '固定头部' }));
    await waitFor(() =>
      expect(getComputedStyle(document.querySelector('.ek-fixed-area')!).position).toBe('sticky'),
    );
  },
};

export const LogoutConfirm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '管理员' }));
    await userEvent.click(await body().findByRole('menuitem', { name: '退出登录' }));
    let dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('确定注销并退出系统吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(await body().findByText('已取消退出')).toBeVisible();
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '管理员' }));
    await userEvent.click(await body().findByRole('menuitem', { name: '退出登录' }));
    dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalled());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('elderly care cloud | back-office management system')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page style settings' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('nube de atención a mayores | sistema de gestión')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajustes de diseño' })).toBeVisible();
  },
};

/** Luminance of a computed `rgb(…)` colour, 0 (black) to 1 (white). */
function lightness(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** 暗色模式 in the settings drawer turns the page, the header and the tab strip dark at once. */
export const DarkModeSwitch: Story = {
  play: async ({ canvas }) => {
    const shell = document.querySelector('.ek-app-shell') as HTMLElement;
    const header = document.querySelector('.ek-header') as HTMLElement;
    await expect(lightness(getComputedStyle(shell).backgroundColor)).toBeGreaterThan(0.9);
    await userEvent.click(canvas.getByRole('button', { name: '系统布局设置' }));
    const drawer = await body().findByRole('dialog');
    const darkSwitch = within(drawer).getByRole('switch', { name: '暗色模式' });
    await expect(darkSwitch).not.toBeChecked();
    await userEvent.click(darkSwitch);
    await waitFor(() => expect(lightness(getComputedStyle(shell).backgroundColor)).toBeLessThan(0.1));
    await expect(lightness(getComputedStyle(header).backgroundColor)).toBeLessThan(0.15);
    await expect(lightness(getComputedStyle(header).color)).toBeGreaterThan(0.7);
    // The sidebar keeps one colour with the dark menu inside it.
    const menu = sidebar().querySelector('.ant-menu') as HTMLElement;
    await expect(getComputedStyle(menu).backgroundColor).toBe(getComputedStyle(sidebar()).backgroundColor);
  },
};

/** 紧凑布局 takes 4 px off every control: the header's buttons shrink from 36 to 32 px. */
export const CompactSwitch: Story = {
  play: async ({ canvas }) => {
    const settings = canvas.getByRole('button', { name: '系统布局设置' });
    await expect(settings.getBoundingClientRect().height).toBe(36);
    await userEvent.click(settings);
    const drawer = await body().findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('switch', { name: '紧凑布局' }));
    await waitFor(() => expect(settings.getBoundingClientRect().height).toBe(32));
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '系统布局设置' })).toBeVisible();
    await expect(lightness(getComputedStyle(sidebar()).backgroundColor)).toBeLessThan(0.1);
  },
};

export const DarkCompact: Story = {
  globals: { appearance: 'dark', density: 'compact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '系统布局设置' }).getBoundingClientRect().height).toBe(
      32,
    );
  },
};
