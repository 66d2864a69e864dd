import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SidebarMenu } from '@eldercare/admin-kit';
import { demoMenu } from './support/demo-menu';

const meta = {
  title: 'Shell/SidebarMenu',
  component: SidebarMenu,
  args: { menu: demoMenu, pathname: '/elderlyInfo/index', onNavigate: fn() },
  decorators: [(Story) => <div style={{ width: 220, background: '#001529' }}>{<Story />}</div>],
} satisfies Meta<typeof SidebarMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current route's entry is selected with its group open; a click on a leaf navigates. */
export const SelectAndNavigate: Story = {
  play: async ({ canvas, args }) => {
    const current = canvas.getByRole('menuitem', { name: /老年人信息/ });
    await expect(current.closest('li')).toHaveClass('ant-menu-item-selected');
    await userEvent.click(canvas.getByRole('menuitem', { name: /机构管理/ }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: /养老机构/ }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/pensionAgency/index'));
    // A group has no path: opening it navigates nowhere.
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

/** Collapsed: icons only, groups closed. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-menu-inline-collapsed')).not.toBeNull();
    await expect(canvasElement.querySelector('.ant-menu-submenu-open')).toBeNull();
  },
};
