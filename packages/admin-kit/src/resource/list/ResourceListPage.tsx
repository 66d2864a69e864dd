import { FilterBar } from '../../filter-bar/FilterBar';
import { MoreMenu } from '../../more-menu/MoreMenu';
import { Permission } from '../../permission/Permission';
import { usePermission } from '../../permission/usePermission';
import { useKit } from '../../settings/kit-context';
import { useResourceHost } from '../host/resource-host';
import { listFields, localise, type ResourceDeclaration } from '@eldercare/resource-language';
import { App, Button, Space, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import type { ResourceRecord } from '@eldercare/contract';
import { recordTitleOf } from '../data/record-title';
import { useResourceDataSource } from '../data/useResourceDataSource';
import { detailUrl } from '../navigation/detail-url';
import { CellValue } from './CellValue';
import { filterItems } from './filter-items';
import { LazyResult } from '../feedback/LazyResult';
import { ListTools } from './ListTools';
import { useListPreferences } from './list-preferences';
import { isSortable, sortChange, sortOrderOf } from './list-sort';
import { rowActions } from './row-actions';
import { totalLabel } from './total-label';
import { useListState } from './useListState';
import { useFieldRenderers } from '../fields/useFieldRenderers';
import { useRowSelection } from './useRowSelection';

// Upload and its progress bar load with the first import, not with every list.
const ImportDialog = lazy(() =>
  import('./ImportDialog').then((module) => ({ default: module.ImportDialog })),
);

/** Fixed action column: wide enough for two inline buttons and 更多 (SPEC §2). */
const ACTION_WIDTH = 190;

export interface ResourceListPageProps {
  resource: ResourceDeclaration;
  /**
   * Filters the page opens with, shown in the filter bar (a link to "the contracts awaiting
   * approval"): values by filter name, as the filter bar's fields hold them.
   */
  initialFilters?: Record<string, unknown>;
}

/** The generic list page of a module: filter bar, sticky table, row actions, paging, Excel in/out. */
export function ResourceListPage({ resource, initialFilters }: ResourceListPageProps) {
  const { t } = useResourceTranslation();
  const { language, device } = useKit();
  const { message, modal } = App.useApp();
  const { navigate, download, useDictionaries, linkedListRoutes, draftOwner } = useResourceHost();
  const renderersOf = useFieldRenderers();
  const source = useResourceDataSource(resource.key);
  const dictionaries = useDictionaries();
  const list = useListState(source, resource.sort, initialFilters);
  const { prefs, save: savePrefs } = useListPreferences(draftOwner?.userId, resource.key);
  // 重置 runs onReset, then onQuery: the flag makes that query drop the chosen sort too.
  const resetting = useRef(false);
  const [revealed, setRevealed] = useState<Record<number, Record<string, unknown>>>({});
  // undefined until the first import: the dialog's code is fetched then.
  const [importing, setImporting] = useState<boolean>();
  const [exporting, setExporting] = useState(false);
  const toolbar = resource.toolbar ?? {};
  const recordTitle = (record: ResourceRecord) => recordTitleOf(resource, record);
  const can = usePermission();
  const exportName = `${localise(resource.title, language)}.xlsx`;
  const removeMany = source.removeMany?.bind(source);
  const deleteAction = resource.actions.find((a) => a.kind === 'delete');
  const selection = useRowSelection(list.params.filters, {
    titleOf: recordTitle,
    remove: removeMany && deleteAction && can(deleteAction.permission) ? removeMany : undefined,
    exportRows:
      toolbar.export !== false && can(toolbar.export ?? '导出')
        ? async (ids) => {
            download(await source.exportXlsx(list.params.filters, ids), exportName);
            message.success(t('list.exported', { name: exportName }));
          }
        : undefined,
  });

  const columns = useMemo<TableColumnsType<ResourceRecord>>(() => {
    const fields: TableColumnsType<ResourceRecord> = listFields(resource).map((field) => {
      const placement = typeof field.list === 'object' ? field.list : {};
      return {
        key: field.name,
        dataIndex: field.name,
        title: localise(field.label, language),
        width: placement.width,
        sorter: isSortable(field),
        sortOrder: sortOrderOf(list.params, field.name),
        // On a phone a pinned name column plus the pinned 操作 column are wider than the screen
        // and overlap (clipping "操作" to "作"): only 操作 stays pinned there.
        fixed:
          device === 'mobile'
            ? undefined
            : placement.fixed === 'left'
              ? 'start'
              : placement.fixed === 'right'
                ? 'end'
                : undefined,
        ellipsis: true,
        render: (_: unknown, record: ResourceRecord) => (
          <CellValue
            field={field}
            value={revealed[record.id]?.[field.name] ?? record[field.name]}
            language={language}
            dictionaries={dictionaries}
            referenceLabel={record.referenceLabels?.[field.name]}
          />
        ),
      };
    });
    // No `_title`: the detail page names its tab after the record (and its mode), so a rename
    // shows there and one record's tab keeps one address.
    const open = (record: ResourceRecord, mode: 'look' | 'edit') =>
      navigate(detailUrl(resource, mode, record.id));
    const remove = (record: ResourceRecord) =>
      modal.confirm({
        title: localise(
          resource.actions.find((a) => a.kind === 'delete')?.confirm ?? resource.title,
          language,
        ),
        content: recordTitle(record),
        okButtonProps: { danger: true },
        onOk: async () => {
          await source.remove(record.id);
          message.success(t('list.deleted'));
        },
      });
    const reveal = async (record: ResourceRecord) => {
      const values = await source.reveal(record.id);
      setRevealed((r) => ({ ...r, [record.id]: values }));
      message.info(t('list.revealed'));
    };
    fields.push({
      key: 'actions',
      title: t('list.actions'),
      fixed: 'end',
      width: ACTION_WIDTH,
      render: (_: unknown, record: ResourceRecord) => (
        <MoreMenu
          rowLabel={recordTitle(record)}
          actions={rowActions(
            resource,
            record.id,
            language,
            {
              open: (mode) => open(record, mode),
              remove: () => remove(record),
              navigate,
              reveal: revealed[record.id] ? undefined : () => void reveal(record),
              linkedListRoutes,
            },
            t('list.reveal'),
          )}
        />
      ),
    });
    return fields;
    // recordTitle only reads the declaration, which `resource` already keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource, language, device, dictionaries, revealed, source, navigate, modal, message, t, list.params]);
  const shownColumns = columns.filter((column) => !prefs.hidden.includes(String(column.key)));
  const hideable = columns
    .filter((column) => column.key !== 'actions')
    .map((column) => ({ key: String(column.key), title: String(column.title) }));

  const runExport = async () => {
    setExporting(true);
    try {
      download(await source.exportXlsx(list.params.filters), exportName);
      message.success(t('list.exported', { name: exportName }));
    } finally {
      setExporting(false);
    }
  };

  const extra = (
    <Space wrap>
      {toolbar.add !== false && (
        <Permission name={toolbar.add ?? '新增'}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(detailUrl(resource, 'add'))}>
            {t('list.add')}
          </Button>
        </Permission>
      )}
      {toolbar.export !== false && (
        <Permission name={toolbar.export ?? '导出'}>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void runExport()}>
            {t('list.export')}
          </Button>
        </Permission>
      )}
      {toolbar.import !== false && (
        <Permission name={toolbar.import ?? '导入'}>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('list.import')}
          </Button>
        </Permission>
      )}
      <ListTools columns={hideable} prefs={prefs} onChange={savePrefs} />
    </Space>
  );

  const { data, isPending, isError, isFetching, refetch } = list.query;
  return (
    <div className="resource-list-page">
      <h2 className="ek-visually-hidden">{localise(resource.title, language)}</h2>
      <FilterBar
        items={filterItems(resource, language, dictionaries, renderersOf)}
        onQuery={(values) => {
          list.setFilters(values, { resetSort: resetting.current });
          resetting.current = false;
        }}
        onReset={() => {
          resetting.current = true;
        }}
        initialValues={initialFilters}
        loading={isFetching}
        extra={extra}
      />
      {isError && !data ? (
        <LazyResult
          status="warning"
          title={t('list.loadFailed')}
          extra={<Button onClick={() => void refetch()}>{t('list.retry')}</Button>}
        />
      ) : (
        <>
          {selection.bar}
          <Table<ResourceRecord>
            rowKey="id"
            rowSelection={selection.rowSelection}
            size={prefs.density}
            sticky
            scroll={{ x: 'max-content' }}
            loading={isPending || isFetching}
            columns={shownColumns}
            onChange={(_pagination, _filters, sorter, { action }) => {
              if (action === 'sort') list.setSort(...sortChange(sorter));
            }}
            dataSource={data?.records ?? []}
            locale={{ emptyText: t('list.empty') }}
            pagination={{
              current: list.params.current,
              pageSize: list.params.size,
              total: data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (total) => totalLabel(t, total, data?.isTotalEstimated),
              onChange: list.setPage,
            }}
          />
        </>
      )}
      {importing !== undefined && (
        <Suspense fallback={null}>
          <ImportDialog
            open={importing}
            onClose={() => setImporting(false)}
            source={source}
            templateName={`${localise(resource.title, language)}-${t('import.templateName')}`}
            fieldLabel={(name) => {
              const field = resource.fields.find((f) => f.name === name);
              return field ? localise(field.label, language) : name;
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
