import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResourceList } from '@eldercare/admin-kit';
import {
  ALL_BUTTONS,
  elderlyFixture,
  fixtureDictionaries,
  makeRows,
  memorySource,
} from './support/elderly-fixture';

interface DemoProps {
  rows?: number;
  fail?: boolean;
  delayMs?: number;
  revealSensitive?: boolean;
  onOpenDetail?: (mode: string, record?: unknown) => void;
  onAction?: (key: string, record: unknown) => void;
}

function ListDemo({ rows = 57, fail, delayMs, revealSensitive, onOpenDetail, onAction }: DemoProps) {
  const source = useMemo(() => memorySource(makeRows(rows), { fail, delayMs }), [rows, fail, delayMs]);
  return (
    <ResourceList
      resource={elderlyFixture}
      dataSource={source}
      dictionaries={fixtureDictionaries}
      revealSensitive={revealSensitive}
      onOpenDetail={onOpenDetail}
      onAction={onAction}
    />
  );
}

const meta = {
  title: 'List/ResourceList',
  component: ListDemo,
  args: { onOpenDetail: fn(), onAction: fn() },
  parameters: { buttons: ALL_BUTTONS },
} satisfies Meta<typeof ListDemo>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const dataRows = (root: HTMLElement) => root.querySelectorAll('.ant-table-tbody tr.ant-table-row');

export const FilterPageAndMask: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(10));
    await expect(canvas.getByText('共 57 条')).toBeVisible();
    // ID numbers and phones are masked.
    await expect(canvasElement.querySelector('.ant-table-tbody')!.textContent).toMatch(
      /3417\*{10}\d{3}[\dX]/,
    );
    await expect(canvasElement.querySelector('.ant-table-tbody')!.textContent).toMatch(/139\*{4}\d{4}/);
    // Paging.
    await userEvent.click(canvas.getByTitle('6'));
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(7));
    // Filter by a trimmed name, then by an age range.
    await userEvent.type(canvas.getByLabelText('姓名'), '  王秀英 ');
    await userEvent.click(canvas.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(canvas.getByText(/共 \d+ 条/).textContent).not.toBe('共 57 条'));
    for (const row of dataRows(canvasElement)) await expect(row.textContent).toContain('王秀英');
    await userEvent.click(canvas.getByRole('button', { name: /重置/ }));
    await waitFor(() => expect(canvas.getByText('共 57 条')).toBeVisible());
    await userEvent.type(canvas.getByLabelText('年龄 开始'), '90');
    await userEvent.click(canvas.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(canvas.getByText(/共 \d+ 条/).textContent).not.toBe('共 57 条'));
  },
};

export const RowActions: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(10));
    const first = dataRows(canvasElement)[0] as HTMLElement;
    const row = within(first);
    await userEvent.click(row.getByRole('button', { name: '编辑' }));
    await expect(args.onOpenDetail).toHaveBeenCalledWith('edit', expect.objectContaining({ id: '1' }));
    // 5 actions: 2 inline, 3 under 更多.
    await expect(row.queryByRole('button', { name: '删除' })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: /更多/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: '探访记录' }));
    await expect(args.onAction).toHaveBeenCalledWith('visit', expect.objectContaining({ id: '1' }));
    await userEvent.click(row.getByRole('button', { name: /更多/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: '删除' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(canvas.getByText('共 56 条')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: /新增/ }));
    await expect(args.onOpenDetail).toHaveBeenCalledWith('add');
  },
};

export const LimitedPermissions: Story = {
  parameters: { buttons: ['查询', '查看'] },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(10));
    await expect(canvas.queryByRole('button', { name: /重置/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /新增/ })).toBeNull();
    await expect(
      within(dataRows(canvasElement)[0] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['查看']);
  },
};

export const Empty: Story = {
  args: { rows: 0 },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.ant-empty-description')).toHaveTextContent('暂无数据'),
    );
  },
};

export const Loading: Story = {
  args: { delayMs: 60_000 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ant-spin-spinning')).not.toBeNull());
  },
};

export const LoadError: Story = {
  args: { fail: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('数据加载失败')).toBeVisible();
    await expect(canvas.getByText('服务繁忙，请稍后重试！')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(10));
    await expect(canvas.getByText('Elderly people')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'ID number' })).toBeVisible();
    await expect(canvas.getByText('57 items')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(10));
    await expect(canvas.getByText('Personas mayores')).toBeVisible();
    await expect(canvas.getByText('57 registros')).toBeVisible();
  },
};
