import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { IdCardInput, type IdCardInputProps } from '@eldercare/admin-kit';

/** The input is controlled (value / onChange), as a Form.Item drives it; the story holds the value. */
function Controlled(props: IdCardInputProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <IdCardInput
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
  title: 'Form/IdCardInput',
  component: IdCardInput,
  args: { 'aria-label': '身份证号', onChange: fn(), onParsed: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof IdCardInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spaces dropped, x upper-cased; a number that parses hands over birth date, gender (1 = female) and age. */
export const ParsesANumber: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '身份证号' });
    await userEvent.type(input, '11010519491231 002x');
    await expect(input).toHaveValue('11010519491231002X');
    await waitFor(() =>
      expect(args.onParsed).toHaveBeenLastCalledWith(
        expect.objectContaining({ birthDate: '1949-12-31', gender: 1 }),
      ),
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A wrong check character is a warning (the number may still be real), tied to the input. */
export const BadCheckDigit: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '身份证号' });
    await userEvent.type(input, '110105194912310021');
    const warning = await canvas.findByRole('status');
    await expect(input).toHaveAttribute('aria-describedby', warning.id);
  },
};
