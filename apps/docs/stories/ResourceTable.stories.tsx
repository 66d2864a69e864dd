import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ResourceTable } from '@eldercare/admin-kit';
import { makeRows } from './support/elderly-fixture';

interface DemoProps {
  total?: number;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
}

const all = makeRows(120);
const columns = [
  { key: 'name', dataIndex: 'name', title: '姓名', width: 100 },
  { key: 'community', dataIndex: 'community', title: '所属社区', width: 200 },
  { key: 'age', dataIndex: 'age', title: '年龄', width: 80 },
];

function TableDemo({ total = 120, loading, error, onRetry }: DemoProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const rows = all.slice(0, total).slice((page - 1) * pageSize, page * pageSize);
  return (
    <div style={{ height: 420, overflow: 'auto' }} data-testid="scroller">
      <ResourceTable
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        error={error}
        onRetry={onRetry}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(p, s) => {
          setPage(p);
          setPageSize(s);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'List/ResourceTable',
  component: TableDemo,
  // The docs page's props table: the kit's component, not the story's wrapper.
  subcomponents: { ResourceTable },
  args: { onRetry: fn() },
} satisfies Meta<typeof TableDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StickyHeaderAndPaging: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('共 120 条')).toBeVisible();
    const header = canvasElement.querySelector('.ant-table-sticky-holder') as HTMLElement;
    await expect(header).not.toBeNull();
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = 300;
    await waitFor(() =>
      expect(Math.round(header.getBoundingClientRect().top)).toBe(
        Math.round(scroller.getBoundingClientRect().top),
      ),
    );
    await userEvent.click(canvas.getByTitle('3'));
    // Row 41 is the first of page 3; its age differs from row 1's.
    await waitFor(() =>
      expect(
        canvasElement.querySelector('.ant-table-tbody tr.ant-table-row td:nth-child(3)'),
      ).toHaveTextContent(String(all[40]!.age)),
    );
    await expect(canvasElement.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(20);
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.ant-empty-description')).toHaveTextContent('暂无数据'),
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-spin-spinning')).not.toBeNull();
  },
};

export const Error: Story = {
  args: { error: '服务繁忙，请稍后重试！' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('数据加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('120 items')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { error: 'x' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
