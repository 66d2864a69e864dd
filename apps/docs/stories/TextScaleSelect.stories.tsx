import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TextScaleSelect, useKit } from '@eldercare/admin-kit';

/** The text scale switch beside a control whose text and height follow it. */
function WithSample() {
  const { textScale } = useKit();
  return (
    <Space>
      <TextScaleSelect />
      <Button data-testid="sample">示例按钮</Button>
      <span data-testid="scale">{`${textScale}%`}</span>
    </Space>
  );
}

const meta = {
  title: 'Shell/TextScaleSelect',
  component: TextScaleSelect,
  render: () => <WithSample />,
} satisfies Meta<typeof TextScaleSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const fontSizeOf = (el: HTMLElement) => getComputedStyle(el).fontSize;

/**
 * 100 / 112 / 125 / 150 % scale antd's text, headings and control heights together (for
 * older staff); the host keeps the choice per user.
 */
export const SwitchTextScale: Story = {
  play: async ({ canvas }) => {
    const sample = canvas.getByTestId('sample');
    await expect(fontSizeOf(sample)).toBe('14px');
    await expect(sample.getBoundingClientRect().height).toBe(36);
    await userEvent.click(canvas.getByRole('button', { name: '文字大小: 100%' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: '150%' }));
    await waitFor(() => expect(canvas.getByTestId('scale')).toHaveTextContent('150%'));
    await waitFor(() => expect(fontSizeOf(canvas.getByTestId('sample'))).toBe('21px'));
    await expect(canvas.getByTestId('sample').getBoundingClientRect().height).toBe(54);
    await expect(canvas.getByRole('button', { name: '文字大小: 150%' })).toBeVisible();
    await expect(await within(document.body).findByText('文字大小已切换')).toBeVisible();
  },
};

/** Keyboard only: Enter opens the menu with focus in it (arrows then move), Escape closes it. */
export const ByKeyboard: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '文字大小: 100%' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeVisible());
  },
};
