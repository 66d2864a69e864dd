import type { Meta, StoryObj } from '@storybook/react-vite';
import { Space } from 'antd';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LangSelect, SizeSelect } from '@eldercare/admin-kit';

const meta = {
  title: 'Shell/LangSelect',
  component: LangSelect,
  // A neighbour whose label is translated shows that the whole kit follows the switch.
  render: () => (
    <Space>
      <LangSelect />
      <SizeSelect />
    </Space>
  ),
} satisfies Meta<typeof LangSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** zh-CN → English → Español: the kit's texts, antd's and dayjs's locales switch together. */
export const SwitchLanguage: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /^语言:/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: /^Size:/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Español' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Idioma: Español/ })).toBeVisible());
  },
};
