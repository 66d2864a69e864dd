import { defineModule, f } from '@eldercare/resource-language';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from '../../permission/PermissionProvider';
import { KitProvider } from '../../settings/KitProvider';
import { createMemoryDataSource } from '../data/memory-data-source';
import type { ResourceDataSource } from '../data/resource-data-source';
import type { ResourceHost } from '../host/resource-host';
import { ResourceKitProvider } from '../host/ResourceKitProvider';
import { plainResourceInputs } from '../inputs/plain-inputs';
import { preparePageTests } from '../../test-fixtures/page-tests';
import { listPreferencesKey } from './list-preferences';
import { ResourceListPage } from './ResourceListPage';

/** Two listed columns, the first one filterable, so the filter bar shows 查询 and 重置. */
const people = defineModule({
  key: 'listPeople',
  group: 'records',
  title: ['人员', 'People', 'Personas'],
  listRoute: '/listPeople/index',
  detailRoute: '/listPeople/details',
  detailId: 'optional',
  fields: [
    f.text('name', ['姓名', '姓名', '姓名'], { list: true, filter: true }),
    f.text('phone', ['电话', '电话', '电话'], { list: true }),
  ],
});

const seed = [
  { name: '张三', phone: '13800000001' },
  { name: '李四', phone: '13800000002' },
  { name: '王五', phone: '13800000003' },
];

const hostOf = (source: ResourceDataSource, download: ResourceHost['download']): ResourceHost => ({
  dataSource: () => source,
  useDictionaries: () => ({}),
  inputs: plainResourceInputs,
  navigate: () => undefined,
  download,
  draftOwner: { userId: 7, dataType: 'prod' },
});

const renderPage = (source = createMemoryDataSource(people, seed), buttons = ['查询', '重置']) => {
  const list = vi.spyOn(source, 'list');
  const download = vi.fn();
  const page = (
    <ResourceKitProvider host={hostOf(source, download)}>
      <ResourceListPage resource={people} />
    </ResourceKitProvider>
  );
  const view = render(
    <KitProvider defaultLanguage="en" persist={false}>
      <PermissionProvider buttons={buttons}>
        <QueryClientProvider client={new QueryClient()}>
          <App>{page}</App>
        </QueryClientProvider>
      </PermissionProvider>
    </KitProvider>,
  );
  return { list, view, source, download };
};

const names = () =>
  [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map(
    (row) => row.querySelector('td:not(.ant-table-selection-column)')?.textContent,
  );
const lastSort = (list: ReturnType<typeof renderPage>['list']) => {
  const params = list.mock.calls.at(-1)?.[0];
  return [params?.sortField, params?.sortOrder];
};

preparePageTests();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('<ResourceListPage> sorting', () => {
  it('asks the server for the clicked column, keeps it on 查询 and drops it on 重置', async () => {
    const { list } = renderPage();
    await waitFor(() => expect(names()).toEqual(['张三', '李四', '王五']));
    fireEvent.click(screen.getByRole('columnheader', { name: /姓名/ }));
    await waitFor(() => expect(names()).toEqual(['李四', '王五', '张三']));
    expect(lastSort(list)).toEqual(['name', 'asc']);
    fireEvent.click(screen.getByRole('columnheader', { name: /姓名/ }));
    await waitFor(() => expect(names()).toEqual(['张三', '王五', '李四']));

    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThanOrEqual(4));
    expect(lastSort(list)).toEqual(['name', 'desc']);

    fireEvent.click(screen.getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(lastSort(list)).toEqual([undefined, undefined]));
    await waitFor(() => expect(names()).toEqual(['张三', '李四', '王五']));
  });
});

describe('<ResourceListPage> columns and density', () => {
  it('hides a column, remembers it for the user and module, and shows all again', async () => {
    const first = renderPage();
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('group', { name: 'Columns' });
    fireEvent.click(within(panel).getByRole('checkbox', { name: '电话' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '电话' })).toBeNull());
    expect(JSON.parse(localStorage.getItem(listPreferencesKey(7, 'listPeople')) ?? '{}')).toMatchObject({
      hidden: ['phone'],
    });

    first.view.unmount();
    renderPage();
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(screen.queryByRole('columnheader', { name: '电话' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show all columns' }));
    expect(await screen.findByRole('columnheader', { name: '电话' })).toBeTruthy();
  });

  it('switches the row density and keeps the choice', async () => {
    renderPage();
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(document.querySelector('.ant-table-medium')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Row density' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Compact' }));
    await waitFor(() => expect(document.querySelector('.ant-table-small')).toBeTruthy());
    expect(JSON.parse(localStorage.getItem(listPreferencesKey(7, 'listPeople')) ?? '{}')).toMatchObject({
      density: 'small',
    });
  });
});

describe('<ResourceListPage> chosen rows', () => {
  const choose = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Choose ${name}` }));

  it('deletes the chosen rows together after a confirmation that names them', async () => {
    const source = createMemoryDataSource(people, seed);
    // Spied before the page wraps the source (the wrapper copies its methods).
    const removeMany = vi.spyOn(source, 'removeMany');
    renderPage(source, ['查询', '重置', '删除']);
    await waitFor(() => expect(names()).toEqual(['张三', '李四', '王五']));
    choose('张三');
    choose('王五');
    const bar = await screen.findByRole('region', { name: 'Chosen records' });
    expect(within(bar).getByText('2 items chosen')).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: /Export chosen/ })).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: /Delete chosen/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete the 2 chosen records?').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('张三、王五')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Delete chosen/ }));
    await waitFor(() => expect(names()).toEqual(['李四']));
    expect(removeMany.mock.calls[0]?.[0]).toEqual(expect.arrayContaining([1, 3]));
    expect(await screen.findByText('2 records deleted')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Chosen records' })).toBeNull();
  });

  it('exports only the chosen rows, and forgets the choice when the filters change', async () => {
    const source = createMemoryDataSource(people, seed);
    const exportXlsx = vi.spyOn(source, 'exportXlsx');
    const { download } = renderPage(source, ['查询', '重置', '导出']);
    await waitFor(() => expect(names()).toHaveLength(3));
    choose('李四');
    const bar = await screen.findByRole('region', { name: 'Chosen records' });
    expect(within(bar).queryByRole('button', { name: /Delete chosen/ })).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: /Export chosen/ }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(exportXlsx.mock.calls[0]?.[1]).toEqual([2]);

    fireEvent.change(within(screen.getByRole('search')).getByLabelText('姓名'), { target: { value: '李' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Chosen records' })).toBeNull());
  });

  it('offers no choice to a user who may neither delete nor export', async () => {
    renderPage();
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(screen.queryByRole('checkbox', { name: /Choose/ })).toBeNull();
  });
});
