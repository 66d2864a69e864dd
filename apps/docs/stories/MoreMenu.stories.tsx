import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { MoreMenu, type RowAction } from '@eldercare/admin-kit';

const onAction = fn();
const make = (labels: string[], permission?: (i: number) => string | undefined): RowAction[] =>
  labels.map((label, i) => ({
    key: `a${i}`,
    label,
    onClick: () => onAction(label),
    permission: permission?.(i),
  }));

const meta = {
  title: 'Table/MoreMenu',
  component: MoreMenu,
  args: { actions: make(['查看', '编辑', '删除']), rowLabel: '张三' },
} satisfies Meta<typeof MoreMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeInline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    await expect(canvas.queryByText('更多')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '编辑' }));
    await expect(onAction).toHaveBeenCalledWith('编辑');
  },
};

export const FiveUnderMore: Story = {
  args: { actions: make(['查看', '编辑', '删除', '重置密码', '导出']) },
  play: async ({ canvas }) => {
    // The first 2 inline, the rest under 更多.
    await expect(canvas.getByRole('button', { name: '查看' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '删除' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '更多: 张三' }));
    const body = within(document.body);
    const item = await body.findByRole('menuitem', { name: '重置密码' });
    await userEvent.click(item);
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('重置密码'));
  },
};

export const FilteredByPermission: Story = {
  args: { actions: make(['查看', '编辑', '删除', '导出'], (i) => ['查看', '编辑', '删除', '导出'][i]) },
  parameters: { buttons: ['查看', '删除', '导出'] },
  play: async ({ canvas }) => {
    // 编辑 is not granted, which leaves 3 actions: all inline, no 更多.
    await expect(canvas.queryByRole('button', { name: '编辑' })).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

/** An action whose permission is not granted is removed and named on the console (development only). */
export const MissingGrantWarns: Story = {
  args: { actions: make(['查看', '编辑'], (i) => (i === 1 ? 'story:row:edit' : undefined)) },
  parameters: { buttons: [] },
  beforeEach: () => {
    spyOn(console, 'warn');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"story:row:edit"'));
  },
};

export const English: Story = {
  args: { actions: make(['View', 'Edit', 'Delete', 'Export']), rowLabel: 'Zhang San' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'More: Zhang San' })).toBeVisible();
  },
};

export const Spanish: Story = {
  args: { actions: make(['Ver', 'Editar', 'Eliminar', 'Exportar']), rowLabel: 'Zhang San' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Más: Zhang San' })).toBeVisible();
  },
};
