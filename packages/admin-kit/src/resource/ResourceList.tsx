import { PlusOutlined } from '@ant-design/icons';
import {
  filterFields,
  listFields,
  type ResourceDeclaration,
  type RowActionDeclaration,
} from '@eldercare/resources';
import { App, Button, Card, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { FilterBar } from '../filter-bar/FilterBar';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { MoreMenu } from '../more-menu/MoreMenu';
import { Permission } from '../permission/Permission';
import { useKit } from '../settings/kit-context';
import type { DetailMode, Dictionaries, ResourceDataSource, ResourceRecord } from './data-source';
import { displayValue } from './field-options';
import { filterInput } from './FilterInput';
import { maskFieldText } from './mask';
import { ResourceTable } from './ResourceTable';
import { useResourceList } from './useResourceList';

export interface ResourceListProps<T extends ResourceRecord> {
  resource: ResourceDeclaration;
  dataSource: ResourceDataSource<T>;
  dictionaries?: Dictionaries;
  /** Opens the detail route (the host navigates, e.g. with `_title` and `modelType`). */
  onOpenDetail?: (mode: DetailMode, record?: T) => void;
  /** Row actions of kind `custom`. */
  onAction?: (actionKey: string, record: T) => void;
  /** Show sensitive fields unmasked (users allowed to see them). */
  revealSensitive?: boolean;
  defaultPageSize?: number;
}

/** The generic list page: filter bar, sticky table, more-menu row actions and paging. */
export function ResourceList<T extends ResourceRecord>(props: ResourceListProps<T>) {
  const { resource, dataSource, dictionaries = {}, onOpenDetail, onAction, revealSensitive } = props;
  const { t } = useKitTranslation();
  const { language } = useKit();
  const { modal, message } = App.useApp();
  const list = useResourceList(dataSource, props.defaultPageSize);
  const ctx = {
    dictionaries,
    locale: language,
    placeholder: { input: t('kit.form.inputPlaceholder'), select: t('kit.form.selectPlaceholder') },
    rangeWords: [t('kit.filterBar.start'), t('kit.filterBar.end')] as [string, string],
  };

  const runAction = (action: RowActionDeclaration, record: T) => {
    if (action.kind === 'look' || action.kind === 'edit') return onOpenDetail?.(action.kind, record);
    if (action.kind === 'custom') return onAction?.(action.key, record);
    modal.confirm({
      title: t('kit.tagsView.prompt'),
      content: action.confirm?.[language] ?? t('kit.list.deleteConfirm'),
      okText: t('kit.common.confirm'),
      cancelText: t('kit.common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await dataSource.remove?.(record.id);
        void message.success(t('kit.list.deleted'));
        list.reload();
      },
      onCancel: () => void message.info(t('kit.common.operationCancelled')),
    });
  };

  const columns = useMemo<TableColumnsType<T>>(() => {
    const fieldColumns: TableColumnsType<T> = listFields(resource).map((field) => {
      const placement = typeof field.list === 'object' ? field.list : {};
      return {
        key: field.name,
        dataIndex: field.name,
        title: field.label[language],
        width: placement.width,
        fixed: placement.fixed,
        ellipsis: true,
        render: (value: unknown) => {
          const text = displayValue(field, value, dictionaries, language);
          if (!field.sensitive || revealSensitive || !text) return text;
          return maskFieldText(field.type, text);
        },
      };
    });
    return [
      ...fieldColumns,
      {
        key: '__actions',
        title: t('kit.common.actions'),
        fixed: 'right',
        width: 200,
        render: (_: unknown, record: T) => (
          <MoreMenu
            rowLabel={String(record[resource.titleField] ?? record.id)}
            actions={resource.actions.map((a) => ({
              key: a.key,
              label: a.title[language],
              permission: a.permission,
              danger: a.danger,
              onClick: () => runAction(a, record),
            }))}
          />
        ),
      },
    ];
    // runAction closes over stable hooks; the columns follow language, declaration and dictionaries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource, language, dictionaries, revealSensitive, t]);

  const addPermission = resource.toolbar?.add;
  return (
    <Card size="small" title={resource.title[language]} className="ek-resource-list">
      <FilterBar
        items={filterFields(resource).map((f) => ({
          name: f.formName,
          label: f.field.label[language],
          children: filterInput(f, ctx),
        }))}
        onQuery={list.query}
        extra={
          addPermission && onOpenDetail ? (
            <Permission name={addPermission}>
              <Button icon={<PlusOutlined />} onClick={() => onOpenDetail('add')}>
                {t('kit.list.add')}
              </Button>
            </Permission>
          ) : null
        }
      />
      <ResourceTable<T>
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        onPageChange={list.changePage}
      />
    </Card>
  );
}
