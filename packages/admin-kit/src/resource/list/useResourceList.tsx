import { localise, type ResourceDeclaration } from '@eldercare/resource-language';
import type { ResourceRecord } from '@eldercare/contract';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { FilterBarProps } from '../../filter-bar/FilterBar';
import { TOOLBAR_PERMISSIONS } from '../../permission/button-permissions';
import { usePermission } from '../../permission/usePermission';
import { useKit } from '../../settings/kit-context';
import { recordTitleOf } from '../data/record-title';
import type { ResourceDataSource } from '../data/resource-data-source';
import { useResourceDataSource } from '../data/useResourceDataSource';
import { useFieldRenderers } from '../fields/useFieldRenderers';
import { useResourceHost } from '../host/resource-host';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { detailUrl } from '../navigation/detail-url';
import { filterItems } from './filter-items';
import type { ImportDialogProps } from './ImportDialog';
import { useListPreferences } from './list-preferences';
import { sortChange } from './list-sort';
import type { ListToolbarProps } from './ListToolbar';
import { totalLabel } from './total-label';
import { useListColumns } from './useListColumns';
import { useListExcel } from './useListExcel';
import { useListState } from './useListState';
import { useRowSelection } from './useRowSelection';

export interface ResourceListController {
  /** The module's title in the user's language. */
  title: string;
  /** For the kit's `FilterBar` (its `extra` is the toolbar's place). */
  filterBarProps: Omit<FilterBarProps, 'extra'>;
  toolbarProps: ListToolbarProps;
  /** For antd's `Table`: columns, rows, paging, sort, selection, density. */
  tableProps: TableProps<ResourceRecord>;
  /** What to do with the chosen rows (export, delete), shown while rows are chosen. */
  selectionBar: ReactNode;
  /** The first load failed: show a retry instead of the table. */
  loadFailed: boolean;
  retry: () => void;
  /** Absent until the first 导入, so the dialog's code loads only then. */
  importDialogProps?: ImportDialogProps;
}

/**
 * The list page's logic, without its markup (as refine's `useTable`): the query with its paging,
 * sort and filters, the columns and row actions, selection, Excel export and import, the user's
 * column and density choices. Spread the answers on the kit's `FilterBar` and antd's `Table`.
 */
export function useResourceList(
  resource: ResourceDeclaration,
  initialFilters?: Record<string, unknown>,
): ResourceListController {
  const { t } = useResourceTranslation();
  const { language } = useKit();
  const { navigate, useDictionaries, draftOwner } = useResourceHost();
  const renderersOf = useFieldRenderers();
  const source = useResourceDataSource(resource.key);
  const dictionaries = useDictionaries();
  const list = useListState(source, resource.sort, initialFilters);
  const { prefs, save: savePrefs } = useListPreferences(draftOwner?.userId, resource.key);
  const columns = useListColumns(resource, source, list.params, dictionaries);
  const excel = useListExcel(resource, source, list.params.filters);
  const toolbar = resource.toolbar ?? {};
  const selection = useListSelection(resource, source, list.params.filters, excel.exportRows);

  return {
    title: localise(resource.title, language),
    filterBarProps: {
      items: filterItems(resource, language, dictionaries, renderersOf),
      ...list.filterBarProps,
    },
    toolbarProps: {
      toolbar,
      onAdd: () => navigate(detailUrl(resource, 'add')),
      onExport: excel.exportAll,
      exporting: excel.exporting,
      onImport: excel.openImport,
      tools: {
        columns: columns
          .filter((column) => column.key !== 'actions')
          .map((column) => ({ key: String(column.key), title: String(column.title) })),
        prefs,
        onChange: savePrefs,
      },
    },
    tableProps: {
      rowKey: 'id',
      rowSelection: selection.rowSelection,
      size: prefs.density,
      sticky: true,
      scroll: { x: 'max-content' },
      loading: list.tableProps.loading,
      columns: columns.filter((column) => !prefs.hidden.includes(String(column.key))),
      onChange: (_pagination, _filters, sorter, { action }) => {
        if (action === 'sort') list.setSort(...sortChange(sorter));
      },
      dataSource: list.tableProps.dataSource,
      locale: { emptyText: t('list.empty') },
      pagination: {
        ...list.tableProps.pagination,
        showTotal: (total) => totalLabel(t, total, list.page?.isTotalEstimated),
      },
    },
    selectionBar: selection.bar,
    loadFailed: Boolean(list.failure),
    retry: () => void list.query.refetch(),
    importDialogProps: excel.importDialogProps,
  };
}

/** Row selection with the bulk actions the user may take: delete and export, each behind its permission. */
function useListSelection(
  resource: ResourceDeclaration,
  source: ResourceDataSource,
  filters: Record<string, unknown>,
  exportRows: (ids: number[]) => Promise<void>,
) {
  const can = usePermission();
  const toolbar = resource.toolbar ?? {};
  const removeMany = source.removeMany?.bind(source);
  const deleteAction = resource.actions.find((a) => a.kind === 'delete');
  return useRowSelection(filters, {
    titleOf: (record) => recordTitleOf(resource, record),
    remove: removeMany && deleteAction && can(deleteAction.permission) ? removeMany : undefined,
    exportRows:
      toolbar.export !== false && can(toolbar.export ?? TOOLBAR_PERMISSIONS.export) ? exportRows : undefined,
  });
}
