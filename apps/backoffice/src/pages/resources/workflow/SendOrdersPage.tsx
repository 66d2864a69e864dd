import { Permission, useKit } from '@eldercare/admin-kit';
import type { ResourceRecord } from '@eldercare/api-client/contract';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAllDicts } from '@eldercare/api-client/react';
import { useResourceDataSource } from '../data/useResourceDataSource';
import { resourceKeys } from '../data/resource-keys';
import { ReferenceSelect } from '../detail/ReferenceSelect';
import { CellValue } from '../list/CellValue';
import type { ResourceRoute } from '../routes';

const COLUMNS = ['demandNo', 'elderlyId', 'serviceItemId', 'neededAt', 'providerId', 'staffId', 'status'];
const PAGE = { current: 1, size: 50, filters: {} };

/**
 * Order dispatch (`/serviceManager/sendOrders`): pick demands, choose a provider and a staff
 * member, and each picked record is updated (against the version listed) with them and the time.
 */
export function SendOrdersPage({ resource, route }: { resource: ResourceDeclaration; route: ResourceRoute }) {
  const { t } = useTranslation('resources');
  const { language } = useKit();
  const { message } = App.useApp();
  const [search] = useSearchParams();
  const source = useResourceDataSource(resource.key);
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
      const records = orders.data?.records ?? [];
      const dispatchedAt = new Date().toISOString();
      for (const id of selected) {
        const row = records.find((r) => r.id === id) ?? (await source.get(id));
        await source.update(id, { providerId, staffId: staffId ?? null, dispatchedAt }, row.version);
      }
      message.success(t('dispatch.assigned', { count: selected.length }));
      setSelected([]);
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
              onChange={(v) => setProviderId(v as number | undefined)}
            />
          </Form.Item>
          <Form.Item label={t('dispatch.staff')}>
            <ReferenceSelect
              module="servicePersonal"
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
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        pagination={false}
        locale={{ emptyText: t('list.empty') }}
        columns={fields.map((field) => ({
          key: field.name,
          title: localise(field.label, language),
          render: (_: unknown, row: ResourceRecord) => (
            <CellValue
              field={field}
              value={row[field.name]}
              language={language}
              dictionaries={dictionaries}
            />
          ),
        }))}
      />
    </Space>
  );
}
