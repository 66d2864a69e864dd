import { useKit } from '@eldercare/admin-kit';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { Space } from 'antd';
import type { ResourceRoute } from '../resources/routes';
import { DispatchCard } from './DispatchCard';
import { DispatchOrdersTable } from './DispatchOrdersTable';
import { useSendOrders } from './useSendOrders';

/**
 * Order dispatch (`/serviceManager/sendOrders`): pick requests the workflow still lets you
 * dispatch, choose a provider and a staff member; each request gets them and the time, then runs
 * its dispatch step (pending → dispatched) against the version that write produced.
 */
export function SendOrdersPage({ resource, route }: { resource: ResourceDeclaration; route: ResourceRoute }) {
  const { language } = useKit();
  const { orders, selected, setSelected, ...dispatch } = useSendOrders(resource);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <h2 style={{ fontSize: 16, margin: 0 }}>{localise(route.title, language)}</h2>
      <DispatchCard {...dispatch} selectedCount={selected.length} permission={route.extra?.permission} />
      <DispatchOrdersTable
        resource={resource}
        records={orders.data?.records ?? []}
        loading={orders.isPending || orders.isFetching}
        selected={selected}
        onSelect={setSelected}
      />
    </Space>
  );
}
