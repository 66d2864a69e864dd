import { Card, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterItem } from '@eldercare/admin-kit';
import { useAllDicts } from '@eldercare/api-client/react';
import type { DictEntry } from '@eldercare/api-client/contract';
import { languageFacts, LOCALES } from '@eldercare/validators';
import { QueryError } from '../shared/QueryError';
import { useListSearch } from '../shared/list-search';
import { groupDictTypes, searchDicts, type DictSearch } from './dict-search';

const toDictSearch = (values: Record<string, unknown>): DictSearch => ({
  type: typeof values.type === 'string' ? values.type : undefined,
  keyword: typeof values.keyword === 'string' ? values.keyword : undefined,
});

const LABEL_WIDTH = 180;
/** The type, value and sort columns. */
const FIXED_WIDTH = 220 + 120 + 80;

/** Every dictionary the server knows (`/manage/system/dict/data/type/all`), searchable. */
export default function DictionaryPage() {
  const { t } = useTranslation('system');
  const dicts = useAllDicts({ staleTime: 60_000 });
  const { search, onQuery } = useListSearch(toDictSearch, dicts.refetch);
  const groups = useMemo(() => groupDictTypes(dicts.data), [dicts.data]);
  const rows = useMemo(() => searchDicts(dicts.data, search), [dicts.data, search]);
  const entryCount = useMemo(
    () => Object.values(dicts.data ?? {}).reduce((sum, list) => sum + list.length, 0),
    [dicts.data],
  );

  const typeOptions = [
    { label: t('dict.systemTypes'), options: groups.system.map((type) => ({ label: type, value: type })) },
    { label: t('dict.otherTypes'), options: groups.other.map((type) => ({ label: type, value: type })) },
  ];
  const items: FilterItem[] = [
    {
      name: 'type',
      label: t('dict.type'),
      children: <Select allowClear showSearch options={typeOptions} loading={dicts.isLoading} />,
    },
    {
      name: 'keyword',
      label: t('dict.keyword'),
      children: <Input allowClear placeholder={t('dict.keywordPlaceholder')} maxLength={64} />,
    },
  ];
  const systemTypes = new Set(groups.system);
  const columns: ColumnsType<DictEntry> = [
    {
      title: t('dict.type'),
      dataIndex: 'dict_type',
      width: 220,
      render: (type: string) => (systemTypes.has(type) ? <Tag color="blue">{type}</Tag> : type),
    },
    { title: t('dict.value'), dataIndex: 'dict_value', width: 120 },
    // One label column per authored language: a new language brings its column with it.
    ...LOCALES.map((locale) => ({
      key: locale,
      title: t('dict.labelIn', { language: languageFacts(locale).name }),
      dataIndex: ['dict_label_i18n', locale],
      width: LABEL_WIDTH,
    })),
    { title: t('dict.sort'), dataIndex: 'dict_sort', width: 80 },
  ];

  return (
    <Card variant="borderless">
      <FilterBar items={items} onQuery={onQuery} />
      {dicts.data && (
        <Typography.Paragraph type="secondary">
          {t('dict.summary', {
            types: t('dict.typeCount', { count: groups.system.length + groups.other.length }),
            entries: t('dict.entryCount', { count: entryCount }),
          })}
        </Typography.Paragraph>
      )}
      {dicts.isError ? (
        <QueryError onRetry={() => void dicts.refetch()} detail={dicts.error.msg} />
      ) : (
        <Table<DictEntry>
          rowKey={(entry) => `${entry.dict_type}:${entry.dict_value}`}
          size="middle"
          sticky
          columns={columns}
          dataSource={rows}
          loading={dicts.isLoading}
          scroll={{ x: FIXED_WIDTH + LOCALES.length * LABEL_WIDTH }}
          locale={{ emptyText: t('common.empty') }}
          pagination={{
            defaultPageSize: 20,
            showSizeChanger: true,
            showTotal: (n) => t('common.total', { count: n }),
          }}
        />
      )}
    </Card>
  );
}
