import {
  allowedStep,
  CellValue,
  Permission,
  useKit,
  useResourceDataSource,
  useResourceHost,
} from '@eldercare/admin-kit';
import type { ResourceRecord } from '@eldercare/api-client/contract';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAllDicts } from '@eldercare/api-client/react';
import { ReferenceSelect } from '../../resource-inputs/reference/ReferenceSelect';
import type { ResourceRoute } from '../resources/routes';
import { DISPATCH_STEP, dispatchOrders } from './dispatch-orders';
import { useKitTexts } from './useKitTexts';

const COLUMNS = ['demandNo', 'elderlyId', 'serviceItemId', 'neededAt', 'providerId', 'staffId', 'status'];
const PAGE = { current: 1, size: 50, filters: {}, sortField: 'neededAt', sortOrder: 'desc' as const };

/**
 * Order dispatch (`/serviceManager/sendOrders`): pick requests the workflow still lets you
 * dispatch, choose a provider and a staff member; each request gets them and the time, then runs
 * its dispatch step (pending → dispatched) against the version that write produced.
 */
export function SendOrdersPage({ resource, route }: { resource: ResourceDeclaration; route: ResourceRoute }) {
  const { t } = useTranslation('resources');
  const kitTexts = useKitTexts();
  const { language } = useKit();
  const { message } = App.useApp();
  const [search] = useSearchParams();
  const source = useResourceDataSource(resource.key);
  const { keys: resourceKeys } = useResourceHost();
  const { data: dictionaries } = useAllDicts({ staleTime: 5 * 60_000 });
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

  const fields = COLUMNS.flatMap((name) => resource.fields.filter((f) => f.name === name));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <h2 style={{ fontSize: 16, margin: 0 }}>{localise(route.title, language)}</h2>
      <Card size="small" title={t('dispatch.title')}>
        <Form layout="inline">
          <Form.Item label={t('dispatch.provider')}>
            <ReferenceSelect
              module="serviceProvider"
              style={{ minWidth: 200 }}
              value={providerId}
              onChange={(v) => {
                // The staff offered are the provider's: a new provider asks for its own assignee.
                if (v !== providerId) setStaffId(undefined);
                setProviderId(v as number | undefined);
              }}
            />
          </Form.Item>
          <Form.Item label={t('dispatch.staff')}>
            <ReferenceSelect
              module="servicePersonal"
              providerId={providerId}
              disabled={providerId === undefined}
              style={{ minWidth: 200 }}
              value={staffId}
              onChange={(v) => setStaffId(v as number | undefined)}
            />
          </Form.Item>
          <Permission name={route.extra?.permission}>
            <Button type="primary" loading={busy} onClick={() => void assign()}>
              {t('dispatch.assign')}
            </Button>
          </Permission>
        </Form>
        <Typography.Text type="secondary">
          {t('dispatch.selected', { count: selected.length })}
        </Typography.Text>
      </Card>
      <Table<ResourceRecord>
        rowKey="id"
        size="small"
        sticky
        scroll={{ x: 'max-content' }}
        loading={orders.isPending || orders.isFetching}
        dataSource={orders.data?.records ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          // Only requests whose state still allows the dispatch step can be picked.
          getCheckboxProps: (row) => ({ disabled: !allowedStep(resource.workflow, row, DISPATCH_STEP) }),
        }}
        pagination={false}
        locale={{ emptyText: kitTexts.empty }}
        columns={fields.map((field) => ({
          key: field.name,
          title: localise(field.label, language),
          render: (_: unknown, row: ResourceRecord) => (
            <CellValue
              field={field}
              value={row[field.name]}
              language={language}
              dictionaries={dictionaries}
              referenceLabel={row.referenceLabels?.[field.name]}
            />
          ),
        }))}
      />
    </Space>
  );
}
