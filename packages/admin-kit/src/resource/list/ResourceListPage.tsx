import type { ResourceDeclaration } from '@eldercare/resource-language';
import type { ResourceRecord } from '@eldercare/contract';
import { Button, Table } from 'antd';
import { lazy, Suspense } from 'react';
import { FilterBar } from '../../filter-bar/FilterBar';
import { LazyResult } from '../feedback/LazyResult';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { ListToolbar } from './ListToolbar';
import { useResourceList } from './useResourceList';

// Upload and its progress bar load with the first import, not with every list.
const ImportDialog = lazy(() =>
  import('./ImportDialog').then((module) => ({ default: module.ImportDialog })),
);

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
  const list = useResourceList(resource, initialFilters);
  return (
    <div className="resource-list-page">
      <h2 className="ek-visually-hidden">{list.title}</h2>
      <FilterBar {...list.filterBarProps} extra={<ListToolbar {...list.toolbarProps} />} />
      {list.loadFailed ? (
        <LazyResult
          status="warning"
          title={t('list.loadFailed')}
          extra={<Button onClick={list.retry}>{t('list.retry')}</Button>}
        />
      ) : (
        <>
          {list.selectionBar}
          <Table<ResourceRecord> {...list.tableProps} />
        </>
      )}
      {list.importDialogProps && (
        <Suspense fallback={null}>
          <ImportDialog {...list.importDialogProps} />
        </Suspense>
      )}
    </div>
  );
}
