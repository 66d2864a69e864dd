import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SettingsDrawer, useKit } from '@eldercare/admin-kit';

/** The kit's layout settings as the shell reads them, beside the drawer that changes them. */
function SettingsReadout() {
  const { settings } = useKit();
  return (
    <Button type="primary" data-testid="settings">
      {`tagsView=${settings.tagsView} fixedHeader=${settings.fixedHeader} sidebarLogo=${settings.sidebarLogo}` +
        ` appearance=${settings.appearance} density=${settings.density}`}
    </Button>
  );
}

const meta = {
  title: 'Shell/SettingsDrawer',
  component: SettingsDrawer,
  args: { open: true, onClose: fn() },
  render: (args) => (
    <>
      <SettingsReadout />
      <SettingsDrawer {...args} />
    </>
  ),
} satisfies Meta<typeof SettingsDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each switch changes the kit's layout settings at once (and persists them unless `persist={false}`). */
export const ToggleSettings: Story = {
  play: async ({ canvas, args }) => {
    const drawer = within(await within(document.body).findByRole('dialog', { name: '系统布局设置' }));
    await expect(canvas.getByTestId('settings')).toHaveTextContent('tagsView=true fixedHeader=false');
    await userEvent.click(drawer.getByRole('switch', { name: '开启标签页' }));
    await userEvent.click(drawer.getByRole('switch', { name: '固定头部' }));
    await waitFor(() =>
      expect(canvas.getByTestId('settings')).toHaveTextContent('tagsView=false fixedHeader=true'),
    );
    await expect(canvas.getByTestId('settings')).toHaveTextContent('appearance=light density=default');
    await userEvent.click(drawer.getByRole('switch', { name: '暗色模式' }));
    await userEvent.click(drawer.getByRole('switch', { name: '紧凑布局' }));
    await waitFor(() =>
      expect(canvas.getByTestId('settings')).toHaveTextContent('appearance=dark density=compact'),
    );
    await userEvent.click(drawer.getByRole('button', { name: /close|关闭/i }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
