import { defineModule, f } from '@eldercare/resource-language';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from '../../permission/PermissionProvider';
import { KitProvider } from '../../settings/KitProvider';
import { createMemoryDataSource } from '../data/memory-data-source';
import type { ResourceDataSource } from '../data/resource-data-source';
import type { ResourceHost } from '../host/resource-host';
import { ResourceKitProvider } from '../host/ResourceKitProvider';
import { plainResourceInputs } from '../inputs/plain-inputs';
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

const hostOf = (source: ResourceDataSource): ResourceHost => ({
  dataSource: () => source,
  useDictionaries: () => ({}),
  inputs: plainResourceInputs,
  navigate: () => undefined,
  download: () => undefined,
  draftOwner: { userId: 7, dataType: 'prod' },
});

const renderPage = (source = createMemoryDataSource(people, seed)) => {
  const list = vi.spyOn(source, 'list');
  const page = (
    <ResourceKitProvider host={hostOf(source)}>
      <ResourceListPage resource={people} />
    </ResourceKitProvider>
  );
  const view = render(
    <KitProvider defaultLanguage="en" persist={false}>
      <PermissionProvider buttons={['查询', '重置']}>
        <QueryClientProvider client={new QueryClient()}>
          <App>{page}</App>
        </QueryClientProvider>
      </PermissionProvider>
    </KitProvider>,
  );
  return { list, view, source };
};

const names = () =>
  [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map(
    (row) => row.querySelector('td')?.textContent,
  );
const lastSort = (list: ReturnType<typeof renderPage>['list']) => {
  const params = list.mock.calls.at(-1)?.[0];
  return [params?.sortField, params?.sortOrder];
};

// A whole page with antd's table renders slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

// The sticky table measures itself through ResizeObserver, which jsdom lacks: nothing ever resizes.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

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
