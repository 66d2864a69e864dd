import { useKit } from '@eldercare/admin-kit';
import type { ResourceAuditEntry } from '@eldercare/api-client/contract';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ResourceDataSource } from '../data/resource-data-source';
import { resourceKeys } from '../data/resource-keys';

interface Row {
  key: string;
  entry: ResourceAuditEntry;
  field: string;
  before: unknown;
  after: unknown;
}

const show = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The record's trail: who, when, what, and each changed field's before and after. */
export function AuditTrail({
  resource,
  source,
  id,
}: {
  resource: ResourceDeclaration;
  source: ResourceDataSource;
  id: number;
}) {
  const { t } = useTranslation('resources');
  const { language } = useKit();
  const { data, isPending } = useQuery({
    queryKey: resourceKeys.audit(resource.key, id),
    queryFn: ({ signal }) => source.audit(id, { signal, loading: false }),
  });
  const label = (name: string) => {
    const field = resource.fields.find((f) => f.name === name);
    return field ? localise(field.label, language) : name;
  };
  const rows: Row[] = (data ?? []).flatMap((entry) =>
    entry.changes.length === 0
      ? [{ key: `${entry.id}`, entry, field: '', before: null, after: null }]
      : entry.changes.map((c, i) => ({
          key: `${entry.id}-${i}`,
          entry,
          field: c.field,
          before: c.before,
          after: c.after,
        })),
  );
  return (
    <Card size="small" title={t('audit.title')} data-testid="audit-trail">
      <Table<Row>
        size="small"
        loading={isPending}
        rowKey="key"
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10 } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('audit.empty') }}
        columns={[
          {
            title: t('audit.when'),
            render: (_, r) => dayjs(r.entry.createdAt).format('YYYY-MM-DD HH:mm:ss'),
            width: 170,
          },
          { title: t('audit.who'), render: (_, r) => r.entry.userName, width: 100 },
          { title: t('audit.action'), render: (_, r) => t(`audit.actions.${r.entry.action}`), width: 110 },
          { title: t('audit.field'), render: (_, r) => (r.field ? label(r.field) : ''), width: 130 },
          { title: t('audit.before'), render: (_, r) => show(r.before) },
          { title: t('audit.after'), render: (_, r) => show(r.after) },
        ]}
      />
    </Card>
  );
}
