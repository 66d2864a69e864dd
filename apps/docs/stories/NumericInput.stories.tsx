import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NumericInput, type NumericInputProps } from '@eldercare/admin-kit';

function Controlled(props: NumericInputProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <NumericInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Form/NumericInput',
  component: NumericInput,
  args: { 'aria-label': '数值', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof NumericInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** digits: anything but 0-9 is dropped as it is typed. */
export const Digits: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '数值' });
    await userEvent.type(input, 'a1-2.3 4');
    await expect(input).toHaveValue('1234');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

/** money: one decimal point, at most two decimals (SPEC §5). */
export const Money: Story = {
  args: { mode: 'money' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '数值' });
    await userEvent.type(input, 'a1.2.345');
    await expect(input).toHaveValue('1.23');
    await expect(args.onChange).toHaveBeenLastCalledWith('1.23');
  },
};
