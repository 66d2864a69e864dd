import { BUILT_IN_FIELD_TYPES, defineModule, f } from '@eldercare/resource-language';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, Input } from 'antd';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from '../../permission/PermissionProvider';
import { KitProvider } from '../../settings/KitProvider';
import { preparePageTests } from '../../test-fixtures/page-tests';
import { createMemoryDataSource } from '../data/memory-data-source';
import { ResourceDetailPage } from '../detail/ResourceDetailPage';
import type { ResourceHost } from '../host/resource-host';
import { ResourceKitProvider } from '../host/ResourceKitProvider';
import { plainResourceInputs } from '../inputs/plain-inputs';
import { ResourceListPage } from '../list/ResourceListPage';
import { defineHostFieldType } from './host-field-types';

declare module '@eldercare/resource-language' {
  interface HostFieldTypes {
    currency: number;
  }
}

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amountOf = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(/[,\s¥]/g, '')));

/** An amount in yuan shown with its sign and thousands separators: the host's own type. */
const currency = defineHostFieldType({
  type: 'currency',
  traits: { ...BUILT_IN_FIELD_TYPES.money, parse: (v) => amountOf(String(v)), format: (v) => Number(v) },
  Cell: ({ value }) => <>¥{grouped.format(Number(value))}</>,
  Input: ({ id, value, onChange, readOnly }) => (
    <Input
      id={id}
      prefix="¥"
      disabled={readOnly}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(e) => onChange?.(amountOf(e.target.value))}
    />
  ),
  // A lower bound only: the range its traits ask for, sent as `[start, end]`.
  Filter: ({ id, value, onChange }) => (
    <Input
      id={id}
      placeholder="≥ ¥"
      value={(Array.isArray(value) ? value[0] : undefined) ?? ''}
      onChange={(e) => onChange?.([e.target.value, null])}
    />
  ),
  chosen: false,
});

const orders = defineModule({
  key: 'hostOrders',
  group: 'records',
  title: ['订单', 'Orders', 'Pedidos'],
  listRoute: '/hostOrders/index',
  detailRoute: '/hostOrders/details',
  detailId: 'optional',
  fields: [
    f.text('name', ['名称', 'Name', 'Nombre'], { list: true }),
    f.custom(currency, 'price', ['金额', 'Price', 'Precio'], { list: true }),
  ],
  filters: ['price'],
});

const host = (source: ReturnType<typeof createMemoryDataSource>): ResourceHost => ({
  dataSource: () => source,
  useDictionaries: () => ({}),
  inputs: plainResourceInputs,
  fieldTypes: [currency],
  navigate: () => undefined,
  download: () => undefined,
  draftOwner: { userId: 3, dataType: 'test' },
});

const renderWith = (source: ReturnType<typeof createMemoryDataSource>, page: ReactNode) =>
  render(
    <KitProvider defaultLanguage="zh-CN" persist={false}>
      <PermissionProvider buttons={['查询', '重置']}>
        <QueryClientProvider client={new QueryClient()}>
          <App>
            <ResourceKitProvider host={host(source)}>{page}</ResourceKitProvider>
          </App>
        </QueryClientProvider>
      </PermissionProvider>
    </KitProvider>,
  );

preparePageTests();

describe('a host field type', () => {
  it('shows its cell in the list and its filter in the filter bar, and filters by what is typed', async () => {
    const source = createMemoryDataSource(orders, [{ name: '床位费', price: 12345.5 }]);
    const list = vi.spyOn(source, 'list');
    renderWith(source, <ResourceListPage resource={orders} />);
    expect(await screen.findByText('¥12,345.50')).toBeInTheDocument();
    const filter = screen.getByPlaceholderText('≥ ¥');
    expect(filter).toHaveAttribute('id', expect.stringContaining('priceStart'));
    fireEvent.change(filter, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(list.mock.calls.at(-1)?.[0].filters).toMatchObject({ priceStart: '100' }));
  });

  it('edits its value in the form with its own input and saves what that input gives', async () => {
    const source = createMemoryDataSource(orders, []);
    const create = vi.spyOn(source, 'create');
    renderWith(source, <ResourceDetailPage resource={orders} mode="add" />);
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: '护理费' } });
    const price = screen.getByLabelText('金额');
    expect(price.closest('.ant-input-affix-wrapper')).toHaveTextContent('¥');
    fireEvent.change(price, { target: { value: '1,234.5' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0]).toMatchObject({ name: '护理费', price: 1234.5 });
  });
});
