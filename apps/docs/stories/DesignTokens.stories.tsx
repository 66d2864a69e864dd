import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KIT_SIZES, SIZE_CONTROL_HEIGHT } from '@eldercare/admin-kit';
import { DesignTokens } from './support/DesignTokens';

// Rendered on the "Docs/Design tokens" page (DesignTokens.mdx); the play test checks what the page claims.
const meta = {
  title: 'Docs/Design tokens/Tables',
  component: DesignTokens,
  tags: ['!autodocs'],
} satisfies Meta<typeof DesignTokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  play: async ({ canvas }) => {
    // Each size row's controls are as tall as the size says (40 / 36 / 32 / 28 px).
    for (const size of KIT_SIZES) {
      const row = within(canvas.getByTestId(`size-${size}`));
      await expect(row.getByRole('button', { name: /查\s*询/ }).getBoundingClientRect().height).toBe(
        SIZE_CONTROL_HEIGHT[size],
      );
      await expect(row.getByRole('textbox').getBoundingClientRect().height).toBeLessThanOrEqual(
        SIZE_CONTROL_HEIGHT[size],
      );
    }
    // The default theme colour is darkened until it reads on white (4.8:1), so the primary token differs.
    await expect(canvas.getByRole('cell', { name: 'colorPrimary' })).toBeVisible();
    await expect(canvas.queryAllByRole('cell', { name: /^#1890ff$/i })).toHaveLength(0);
    await expect(canvas.getByRole('cell', { name: 'theme-operation' })).toBeVisible();
  },
};
