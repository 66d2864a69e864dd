import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, DatePicker, Space } from 'antd';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { KitProvider, LangSelect, SizeSelect, useKit } from '@eldercare/admin-kit';

/** What the provider hands to everything inside it. */
function Inside() {
  const { language, size, settings } = useKit();
  return (
    <Space orientation="vertical">
      <Space>
        <LangSelect />
        <SizeSelect />
        <Button type="primary" data-testid="primary">
          主按钮
        </Button>
        <DatePicker aria-label="日期" />
      </Space>
      <span data-testid="state">{`${language} · ${size} · ${settings.themeColor}`}</span>
    </Space>
  );
}

const meta = {
  title: 'Providers/KitProvider',
  component: KitProvider,
  // This story mounts the provider itself; the stories' decorator stays out.
  parameters: { kit: false },
  args: {
    defaultLanguage: 'zh-CN',
    defaultSize: 'small',
    defaultSettings: { themeColor: '#13c2c2' },
    roleKey: 'dev_manage',
    persist: false,
    motion: false,
    onLanguageChange: fn(),
    onSizeChange: fn(),
  },
  render: (args) => (
    <KitProvider {...args}>
      <Inside />
    </KitProvider>
  ),
} satisfies Meta<typeof KitProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled: defaults in, changes reported through the callbacks; the role theme class on <body>. */
export const Uncontrolled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('state')).toHaveTextContent('zh-CN · small · #13c2c2');
    await expect(canvas.getByTestId('primary').getBoundingClientRect().height).toBe(32);
    await expect(document.body).toHaveClass('theme-maintenance');
    // antd's texts load for the current language on demand (until then antd's English); wait for them.
    const date = () => canvas.getByRole('textbox', { name: '日期' });
    await waitFor(() => expect(date()).toHaveAttribute('placeholder', '请选择日期'), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: /^语言:/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(args.onLanguageChange).toHaveBeenCalledWith('en'));
    // antd's locale follows the kit's language.
    await waitFor(() => expect(date()).toHaveAttribute('placeholder', 'Select date'), { timeout: 5000 });
  },
};

/** Controlled size: the provider shows what the host says, whatever the switch asks. */
export const ControlledSize: Story = {
  args: { size: 'default' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('primary').getBoundingClientRect().height).toBe(40);
    await userEvent.click(canvas.getByRole('button', { name: /^布局大小:/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: '迷你' }));
    await waitFor(() => expect(args.onSizeChange).toHaveBeenCalledWith('mini'));
    await expect(canvas.getByTestId('primary').getBoundingClientRect().height).toBe(40);
  },
};
