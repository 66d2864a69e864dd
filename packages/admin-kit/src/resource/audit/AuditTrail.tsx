import { useKit } from '../../settings/kit-context';
import type { ResourceAuditEntry } from '@eldercare/contract';
import { useResourceHost } from '../host/resource-host';
import { localise, type ResourceDeclaration } from '@eldercare/resource-language';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import type { ResourceDataSource } from '../data/resource-data-source';
import { CellValue } from '../list/CellValue';

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

/**
 * One row per changed field (an entry without changes, a delete or a step, is one row), newest
 * first: creating a record alone writes a row per field, so its latest edits would otherwise sit on
 * the last page.
 */
function auditRows(entries: readonly ResourceAuditEntry[]): Row[] {
  const newestFirst = [...entries].sort((a, b) => b.id - a.id);
  return newestFirst.flatMap((entry) =>
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
}

/**
 * The record's trail: who, when, what (a workflow step by its title, with its opinion), and each
 * changed field's before and after. `quiet`: the record is gone (a delete) or out of reach, so a
 * trail that cannot be read either shows nothing rather than a second error.
 */
export function AuditTrail({
  resource,
  source,
  id,
  quiet = false,
}: {
  resource: ResourceDeclaration;
  source: ResourceDataSource;
  id: number;
  quiet?: boolean;
}) {
  const { t } = useResourceTranslation();
  const { language } = useKit();
  const { keys, formatDateTime, useDictionaries } = useResourceHost();
  const dictionaries = useDictionaries();
  const { data, isPending, isError } = useQuery({
    queryKey: keys.audit(resource.key, id),
    queryFn: ({ signal }) =>
      source.audit(id, { signal, loading: false, ...(quiet ? { notify: false } : {}) }),
    ...(quiet ? { retry: false } : {}),
  });
  if (quiet && (isError || (data && data.length === 0))) return null;
  const fieldOf = (name: string) => resource.fields.find((f) => f.name === name);
  const label = (name: string) => {
    const field = fieldOf(name);
    return field ? localise(field.label, language) : name;
  };
  // Shown as in the list (dictionary labels, area and reference names, file names, amounts).
  const value = (name: string, raw: unknown) => {
    const field = fieldOf(name);
    return field && dictionaries ? (
      <CellValue field={field} value={raw} language={language} dictionaries={dictionaries} />
    ) : (
      show(raw)
    );
  };
  const action = (entry: ResourceAuditEntry) => {
    const step = resource.workflow?.transitions.find((s) => s.key === entry.step);
    const name = t(`audit.actions.${entry.action}`);
    return entry.action === 'step'
      ? `${name}: ${step ? localise(step.title, language) : (entry.step ?? '')}`
      : name;
  };
  const rows = auditRows(data ?? []);
  const hasComments = rows.some((r) => r.entry.comment);
  return (
    <Card size="small" title={quiet ? t('audit.deletedTitle') : t('audit.title')} data-testid="audit-trail">
      <Table<Row>
        size="small"
        loading={isPending}
        rowKey="key"
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10 } : false}
        scroll={{ x: 'max-content' }}
        // The table's own empty-text grey fails contrast (1.8:1); the body text colour reads.
        locale={{ emptyText: <Typography.Text>{t('audit.empty')}</Typography.Text> }}
        columns={[
          {
            title: t('audit.when'),
            render: (_, r) => formatDateTime(r.entry.createdAt),
            width: 170,
          },
          { title: t('audit.who'), render: (_, r) => r.entry.userName, width: 100 },
          { title: t('audit.action'), render: (_, r) => action(r.entry), width: 140 },
          { title: t('audit.field'), render: (_, r) => (r.field ? label(r.field) : ''), width: 130 },
          { title: t('audit.before'), render: (_, r) => (r.field ? value(r.field, r.before) : '') },
          { title: t('audit.after'), render: (_, r) => (r.field ? value(r.field, r.after) : '') },
          ...(hasComments
            ? [{ title: t('audit.comment'), render: (_: unknown, r: Row) => r.entry.comment ?? '' }]
            : []),
        ]}
      />
    </Card>
  );
}
