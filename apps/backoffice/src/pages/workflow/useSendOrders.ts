import { useResourceDataSource, useResourceHost } from '@eldercare/admin-kit';
import type { ResourceDeclaration } from '@eldercare/resources';
import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { dispatchOrders } from './dispatch-orders';

const PAGE = { current: 1, size: 50, filters: {}, sortField: 'neededAt', sortOrder: 'desc' as const };

/**
 * The dispatch page's controller: the requests, the ones picked (the URL's `?id=` preselected), the
 * provider and staff chosen, and assigning them.
 */
export function useSendOrders(resource: ResourceDeclaration) {
  const { t } = useTranslation('resources');
  const { message } = App.useApp();
  const [search] = useSearchParams();
  const source = useResourceDataSource(resource.key);
  const { keys: resourceKeys } = useResourceHost();
  const orders = useQuery({
    queryKey: resourceKeys.list(resource.key, PAGE),
    queryFn: ({ signal }) => source.list(PAGE, { signal }),
  });
  const preselected = Number(search.get('id'));
  const [selected, setSelected] = useState<number[]>(
    Number.isInteger(preselected) && preselected > 0 ? [preselected] : [],
  );
  const [providerId, setProviderId] = useState<number | undefined>();
  const [staffId, setStaffId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);

  const chooseProvider = (next: number | undefined) => {
    // The staff offered are the provider's: a new provider asks for its own assignee.
    if (next !== providerId) setStaffId(undefined);
    setProviderId(next);
  };

  const assign = async () => {
    if (selected.length === 0) return void message.warning(t('dispatch.needOrders'));
    if (providerId === undefined) return void message.warning(t('dispatch.needProvider'));
    setBusy(true);
    try {
      const result = await dispatchOrders(source, resource.workflow, selected, { providerId, staffId });
      if (result.dispatched.length > 0)
        message.success(t('dispatch.assigned', { count: result.dispatched.length }));
      if (result.skipped.length > 0) message.warning(t('dispatch.skipped', { count: result.skipped.length }));
      if (result.failed.length > 0) message.error(t('dispatch.failed', { count: result.failed.length }));
      // Keep the ones that failed selected, so they can be retried after a look at the message.
      setSelected(result.failed);
    } finally {
      setBusy(false);
    }
  };

  return {
    orders,
    selected,
    setSelected,
    providerId,
    chooseProvider,
    staffId,
    setStaffId,
    busy,
    assign,
  };
}
