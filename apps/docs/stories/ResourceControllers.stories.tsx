import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FilterBar,
  ListToolbar,
  createMemoryDataSource,
  useResourceDetail,
  useResourceList,
  type ResourceRecord,
} from '@eldercare/admin-kit';
import { Button, Card, Empty, Flex, Pagination, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ALL_BUTTONS, elderlyFixture, makeRows } from './support/elderly-fixture';
import { ResourceStoryHost } from './support/ResourceStoryHost';

/** A list laid out as cards: `useResourceList`'s answers spread on the filter bar and the toolbar. */
function SeniorCards({ onOpen }: { onOpen: (id: number) => void }) {
  const list = useResourceList(elderlyFixture);
  const rows = (list.tableProps.dataSource ?? []) as readonly ResourceRecord[];
  const paging = list.tableProps.pagination || {};
  return (
    <>
      <FilterBar {...list.filterBarProps} extra={<ListToolbar {...list.toolbarProps} />} />
      <Spin spinning={Boolean(list.tableProps.loading)}>
        {rows.length === 0 ? (
          <Empty />
        ) : (
          <Flex wrap gap="small" role="list" aria-label={list.title}>
            {rows.map((row) => (
              <Card key={row.id} size="small" role="listitem" title={String(row.name)} style={{ width: 180 }}>
                <p>{String(row.community)}</p>
                <Button size="small" onClick={() => onOpen(row.id)}>
                  查看
                </Button>
              </Card>
            ))}
          </Flex>
        )}
      </Spin>
      <Pagination
        size="small"
        current={paging.current}
        pageSize={paging.pageSize}
        total={paging.total}
        onChange={paging.onChange}
      />
    </>
  );
}

/** A record shown its own way: `useResourceDetail` says when it is ready, in which mode, and how to leave. */
function SeniorSummary({ id, onBack }: { id: number; onBack: () => void }) {
  const detail = useResourceDetail(elderlyFixture, id, 'look');
  if (detail.status !== 'ready') return <Spin />;
  return (
    <Card title={`${detail.title} · ${String(detail.record?.name)}`} data-mode={detail.mode}>
      <p>{String(detail.record?.mobile)}</p>
      <Button onClick={onBack}>返回</Button>
    </Card>
  );
}

function ControllersDemo({ rows }: { rows: number }) {
  const source = useMemo(() => createMemoryDataSource(elderlyFixture, makeRows(rows)), [rows]);
  const [open, setOpen] = useState<number>();
  return (
    <ResourceStoryHost source={source}>
      {open === undefined ? (
        <SeniorCards onOpen={setOpen} />
      ) : (
        <SeniorSummary id={open} onBack={() => setOpen(undefined)} />
      )}
    </ResourceStoryHost>
  );
}

/**
 * The resource pages' logic without their markup: `useResourceList` and `useResourceDetail` drive
 * a layout of the host's own (cards here) with the same query, filters, paging and record loading
 * as `ResourceListPage` and `ResourceDetailPage`, which are these hooks and a table or a form.
 */
const meta = {
  title: 'Resource/Controllers',
  component: ControllersDemo,
  args: { rows: 14 },
  parameters: { buttons: [...ALL_BUTTONS, '导入', '导出'] },
} satisfies Meta<typeof ControllersDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cards filtered by name through the kit's filter bar, paged, and one opened through the detail hook. */
export const CardLayout: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    // The cards' own list (the pager is a list too).
    const cards = () => {
      const grid = canvas.queryByRole('list', { name: '老年人信息' });
      return grid ? within(grid).queryAllByRole('listitem') : [];
    };
    await waitFor(() => expect(cards()).toHaveLength(10));

    await step('filter by name: only the matching cards stay', async () => {
      const name = String(makeRows(1)[0]?.name);
      await userEvent.type(canvas.getByRole('textbox', { name: '姓名' }), name);
      await userEvent.click(canvas.getByRole('button', { name: /查\s*询/ }));
      await waitFor(() => expect(cards().length).toBeLessThan(10));
      for (const card of cards()) expect(card).toHaveTextContent(name);
    });
    await step('open a card: the detail hook loads the record in look mode', async () => {
      const first = cards()[0] as HTMLElement;
      const title = within(first).getByText(/./, { selector: '.ant-card-head-title' }).textContent ?? '';
      await userEvent.click(within(first).getByRole('button', { name: '查看' }));
      const summary = await canvas.findByText(`老年人信息 · ${title}`);
      expect(summary.closest('[data-mode]')).toHaveAttribute('data-mode', 'look');
      await userEvent.click(canvas.getByRole('button', { name: '返回' }));
      await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    });
  },
};
