import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { App } from './support/ReadmeApp';

// The admin-kit README's example as it is printed there: it mounts its own providers, so the
// stories' decorator stays out (kit: false). Fails when the README's code stops working.
const meta = {
  title: 'Packages/README example',
  component: App,
  parameters: { layout: 'fullscreen', kit: false },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdminKitReadme: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('menuitem', { name: /老年人信息/ })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('王秀英')).toBeVisible());
    // The ID number is masked in the list (the contract's 4+4 policy), and the row's permitted actions show.
    await expect(canvas.getByText(/1101\*{10}1250/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /查询/ })).toBeVisible();
    // routeTitle names the tab (without it the tab read "/seniors/index").
    const strip = canvas.getByRole('navigation', { name: '已打开的页面' });
    await expect(strip).toHaveTextContent('老年人信息');
    await expect(strip).not.toHaveTextContent('/seniors');
  },
};
