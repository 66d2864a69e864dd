import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SIZE_CONTROL_HEIGHT, SizeSelect, useKit } from '@eldercare/admin-kit';

/** The size switch beside a control whose height follows the kit's size. */
function WithSample() {
  const { size } = useKit();
  return (
    <Space>
      <SizeSelect />
      <Button data-testid="sample">示例按钮</Button>
      <span data-testid="size">{`${size} · ${SIZE_CONTROL_HEIGHT[size]} px`}</span>
    </Space>
  );
}

const meta = {
  title: 'Shell/SizeSelect',
  component: SizeSelect,
  render: () => <WithSample />,
} satisfies Meta<typeof SizeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** default / medium / small / mini set antd's control height to 40 / 36 / 32 / 28 px. */
export const SwitchSize: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('sample').getBoundingClientRect().height).toBe(36);
    await userEvent.click(canvas.getByRole('button', { name: '布局大小: 中等' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: '迷你' }));
    await waitFor(() => expect(canvas.getByTestId('size')).toHaveTextContent('mini · 28 px'));
    await expect(canvas.getByRole('button', { name: '布局大小: 迷你' })).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('sample').getBoundingClientRect().height).toBe(28));
    await expect(await within(document.body).findByText('布局大小已切换')).toBeVisible();
  },
};
