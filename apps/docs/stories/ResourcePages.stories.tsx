import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ResourceDetailPage,
  ResourceListPage,
  createMemoryDataSource,
  modeOf,
  recordIdOf,
} from '@eldercare/admin-kit';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ALL_BUTTONS, elderlyFixture, makeRows } from './support/elderly-fixture';
import { ResourceStoryHost } from './support/ResourceStoryHost';

interface PagesProps {
  /** Records in the in-memory source. */
  rows: number;
  /** Milliseconds each call waits. */
  latencyMs: number;
  /** Every call is refused, as by a server that is down. */
  fail: boolean;
}

/**
 * The shipped list and detail pages over an in-memory data source, with a two-route "router":
 * the pages navigate through the host, which shows the list or the detail page the URL names.
 */
function ResourcePagesDemo({ rows, latencyMs, fail }: PagesProps) {
  const source = useMemo(
    // The import story's file names two columns; the fixture's other required fields stay empty.
    () =>
      createMemoryDataSource(elderlyFixture, makeRows(rows), {
        latencyMs,
        fail,
        importColumns: ['name', 'idCard'],
      }),
    [rows, latencyMs, fail],
  );
  const [url, setUrl] = useState(elderlyFixture.listRoute);
  const [path = '', query = ''] = url.split('?');
  const search = new URLSearchParams(query);
  const segment = path.startsWith(`${elderlyFixture.detailRoute}/`)
    ? path.slice(elderlyFixture.detailRoute.length + 1)
    : undefined;
  const id = recordIdOf(segment, search);
  // The play test reaches the source (another user's edit, the rows left) through the DOM node.
  return (
    <div data-testid="resource-pages" ref={(node) => void (node && Object.assign(node, { source }))}>
      <ResourceStoryHost source={source} onNavigate={setUrl}>
        {path.startsWith(elderlyFixture.detailRoute) ? (
          <ResourceDetailPage key={url} resource={elderlyFixture} id={id} mode={modeOf(search, id)} />
        ) : (
          <ResourceListPage resource={elderlyFixture} />
        )}
      </ResourceStoryHost>
    </div>
  );
}

const meta = {
  title: 'Resource/ResourcePages',
  component: ResourcePagesDemo,
  args: { rows: 27, latencyMs: 0, fail: false },
  argTypes: {
    latencyMs: { control: { type: 'range', min: 0, max: 3000, step: 100 } },
  },
  parameters: { buttons: [...ALL_BUTTONS, '导入', '导出'] },
} satisfies Meta<typeof ResourcePagesDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const ListSpanish: Story = { globals: { locale: 'es' } };

/** The list page in the dark appearance: cards, table, filter bar and links from the dark tokens. */
export const ListDark: Story = { globals: { appearance: 'dark' } };

/** The list page in the compact density: antd's compact spacing, 4 px off every control. */
export const ListCompact: Story = { globals: { density: 'compact' } };

export const SlowNetwork: Story = {
  args: { latencyMs: 1200 },
  play: async ({ canvasElement }) => {
    // The page settles once the slow answer arrives (the accessibility check runs after this).
    await within(canvasElement).findAllByRole('row', {}, { timeout: 5000 });
    await waitFor(() => expect(canvasElement.querySelector('.ant-btn-loading')).toBeNull(), {
      timeout: 5000,
    });
  },
};

export const ServerDown: Story = {
  args: { fail: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('数据加载失败');
  },
};

/** The table's tools: sort by name on the server, hide a column, change the density, then undo. */
export const ListTools: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const header = (name: RegExp) => canvas.queryByRole('columnheader', { name });
    await canvas.findAllByRole('row');

    await step('sort by name', async () => {
      await userEvent.click(header(/姓名/) as HTMLElement);
      await waitFor(() => expect(header(/姓名/)).toHaveAttribute('aria-sort', 'ascending'));
    });
    await step('hide the ID-number column, then show all again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '列设置' }));
      const panel = await body.findByRole('group', { name: '列设置' });
      await userEvent.click(within(panel).getByRole('checkbox', { name: '身份证号' }));
      await waitFor(() => expect(header(/身份证号/)).toBeNull());
      await userEvent.click(within(panel).getByRole('button', { name: '显示全部列' }));
      await waitFor(() => expect(header(/身份证号/)).not.toBeNull());
    });
    await step('compact rows, then back to medium', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '行密度' }));
      await userEvent.click(await body.findByRole('menuitem', { name: '紧凑' }));
      await waitFor(() => expect(canvasElement.querySelector('.ant-table-small')).not.toBeNull());
      await userEvent.click(canvas.getByRole('button', { name: '行密度' }));
      await userEvent.click(await body.findByRole('menuitem', { name: '中等' }));
      await waitFor(() => expect(canvasElement.querySelector('.ant-table-medium')).not.toBeNull());
    });
  },
};

type SourceNode = HTMLElement & { source: ReturnType<typeof createMemoryDataSource> };

/** Rows chosen on two pages, then deleted together after a confirmation that names them. */
export const BulkDelete: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const node = canvas.getByTestId('resource-pages') as SourceNode;
    const checkboxes = () => canvas.getAllByRole('checkbox', { name: /^选择 / });
    await canvas.findAllByRole('row');

    await step('choose a row here and one on page 2', async () => {
      await userEvent.click(checkboxes()[0]!);
      await userEvent.click(canvas.getByTitle('2'));
      await waitFor(() => expect(checkboxes()[0]).not.toBeChecked());
      await userEvent.click(checkboxes()[0]!);
      const bar = await canvas.findByRole('region', { name: '已选记录' });
      await waitFor(() => expect(bar).toHaveTextContent('已选择 2 项'));
    });
    await step('delete both after the confirmation', async () => {
      const bar = canvas.getByRole('region', { name: '已选记录' });
      await userEvent.click(within(bar).getByRole('button', { name: /删除所选/ }));
      const dialog = await body.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: /删除所选/ }));
      await waitFor(() => expect(canvas.queryByRole('region', { name: '已选记录' })).toBeNull());
      await waitFor(() => expect(node.source.rows).toHaveLength(25));
    });
  },
};

/** filter → page → edit → stale version → recovery → delete → import with a bad row. */
export const StaffWalk: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const node = canvas.getByTestId('resource-pages') as SourceNode;
    const table = () => canvasElement.querySelector('.ant-table-tbody') as HTMLElement;

    await step('filter by name', async () => {
      // The filter bar's field: the sortable 姓名 column header carries the same label.
      const filters = within(await canvas.findByRole('search'));
      await userEvent.type(await filters.findByLabelText('姓名'), '王');
      await userEvent.click(canvas.getByRole('button', { name: /查\s*询/ }));
      await waitFor(() => expect(within(table()).getAllByRole('row').length).toBe(3));
      await userEvent.click(canvas.getByRole('button', { name: /重\s*置/ }));
      await waitFor(() => expect(within(table()).getAllByRole('row').length).toBe(10));
    });

    await step('page', async () => {
      await userEvent.click(canvas.getByTitle('3'));
      await waitFor(() => expect(within(table()).getAllByRole('row').length).toBe(7));
    });

    await step('edit, meet a stale version, recover and save', async () => {
      const first = within(table()).getAllByRole('row')[0]!;
      await userEvent.click(within(first).getByRole('button', { name: /编\s*辑/ }));
      const address = await canvas.findByLabelText('居住地址');
      await userEvent.clear(address);
      await userEvent.type(address, '翠微路 1 号');
      const id = Number(first.getAttribute('data-row-key'));
      const stored = node.source.rows.find((r) => r.id === id)!;
      // Another user saves the record meanwhile.
      Object.assign(stored, { community: '他人修改的社区', version: stored.version + 1 });
      await userEvent.click(canvas.getByRole('button', { name: /保\s*存/ }));
      await body.findByRole('dialog', { name: '记录已被他人修改' });
      await userEvent.click(body.getByRole('button', { name: '重新加载并保留我的修改' }));
      await waitFor(() => expect(canvas.getByLabelText('居住地址')).toHaveValue('翠微路 1 号'));
      expect(canvas.getByLabelText('所属社区')).toHaveValue('他人修改的社区');
      await userEvent.click(canvas.getByRole('button', { name: /保\s*存/ }));
      await waitFor(() => expect(stored.address).toBe('翠微路 1 号'));
      expect(stored.community).toBe('他人修改的社区');
      await userEvent.click(canvas.getByRole('button', { name: /返\s*回/ }));
    });

    await step('delete', async () => {
      const before = node.source.rows.length;
      const list = await waitFor(() => {
        const rows = within(table()).getAllByRole('row');
        expect(rows.length).toBeGreaterThan(0);
        return rows;
      });
      const first = list[0]!;
      // Look, edit and delete: three actions all show inline.
      const remove = within(first).getByRole('button', { name: /删\s*除/ });
      await userEvent.click(remove);
      // The pointer leaves the row it deletes (a hovered row's danger button is lighter).
      await userEvent.unhover(remove);
      await userEvent.click(await body.findByRole('button', { name: /确\s*定|OK/ }));
      await waitFor(() => expect(node.source.rows.length).toBe(before - 1));
    });

    await step('import a file with a bad row: nothing is imported', async () => {
      const before = node.source.rows.length;
      await userEvent.click(canvas.getByRole('button', { name: /导\s*入/ }));
      const file = new File(['张三,341702194001011234\n,341702194001011250\n'], 'rows.xlsx');
      // The import dialog's code loads on this first 导入 (a cold chunk takes over a second on a loaded machine).
      const picker = await waitFor(
        () => {
          const input = document.body.querySelector('input[type=file]');
          expect(input).not.toBeNull();
          return input as HTMLInputElement;
        },
        { timeout: 5000 },
      );
      await userEvent.upload(picker, file);
      await userEvent.click(body.getByRole('button', { name: '开始导入' }));
      const report = await body.findByTestId('import-report');
      await within(report).findByText('姓名不能为空');
      expect(node.source.rows.length).toBe(before);
      const dialog = report.closest('[role=dialog]') as HTMLElement;
      await userEvent.click(
        within(dialog)
          .getAllByRole('button', { name: /关\s*闭/ })
          .at(-1)!,
      );
      // The pointer leaves the table: the accessibility check reads the page at rest, not a hover.
      await userEvent.hover(canvas.getByText('姓名', { selector: 'label' }));
    });
  },
};

/** The detail page alone, in look mode. */
export const Detail: Story = {
  render: (args) => {
    const source = createMemoryDataSource(elderlyFixture, makeRows(args.rows), args);
    return (
      <ResourceStoryHost source={source}>
        <ResourceDetailPage resource={elderlyFixture} id={1} mode="look" />
      </ResourceStoryHost>
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('基本信息');
  },
};
