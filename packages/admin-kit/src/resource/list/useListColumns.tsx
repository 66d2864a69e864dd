import {
  listFields,
  localise,
  type FieldDeclaration,
  type ResourceDeclaration,
} from '@eldercare/resource-language';
import type { ResourceRecord } from '@eldercare/contract';
import { App, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { MoreMenu } from '../../more-menu/MoreMenu';
import { useKit, type Device } from '../../settings/kit-context';
import type { KitLanguage } from '../../i18n/languages';
import type { ServerDictionaries } from '../data/dictionary-options';
import { recordTitleOf } from '../data/record-title';
import type { ListParams, ResourceDataSource } from '../data/resource-data-source';
import { useResourceHost } from '../host/resource-host';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { detailUrl } from '../navigation/detail-url';
import { CellValue } from './CellValue';
import { isSortable, sortOrderOf } from './list-sort';
import { rowActions } from './row-actions';

/** Fixed action column: wide enough for two inline buttons and 更多 (SPEC §2). */
const ACTION_WIDTH = 190;

interface ColumnContext {
  language: KitLanguage;
  device: Device;
  params: ListParams;
  dictionaries: ServerDictionaries;
  /** Unmasked values of the rows the user revealed, by id. */
  revealed: Record<number, Record<string, unknown>>;
}

/** A list field's column: its header, width, sort and pinning, and its cell. */
function fieldColumn(
  field: FieldDeclaration,
  shown: ColumnContext,
): TableColumnsType<ResourceRecord>[number] {
  const { language, device, params, dictionaries, revealed } = shown;
  const placement = typeof field.list === 'object' ? field.list : {};
  return {
    key: field.name,
    dataIndex: field.name,
    title: localise(field.label, language),
    width: placement.width,
    sorter: isSortable(field),
    sortOrder: sortOrderOf(params, field.name),
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
}

/**
 * The list's columns: one per list field (sortable where the field allows it) and the pinned 操作
 * column with the row actions (look, edit, delete, reveal, the declaration's links). A revealed row
 * shows its unmasked values until the page closes.
 */
export function useListColumns(
  resource: ResourceDeclaration,
  source: ResourceDataSource,
  params: ListParams,
  dictionaries: ServerDictionaries,
): TableColumnsType<ResourceRecord> {
  const { t } = useResourceTranslation();
  const { language, device } = useKit();
  const { message, modal } = App.useApp();
  const { navigate, linkedListRoutes } = useResourceHost();
  const [revealed, setRevealed] = useState<Record<number, Record<string, unknown>>>({});

  return useMemo(() => {
    const recordTitle = (record: ResourceRecord) => recordTitleOf(resource, record);
    const shown = { language, device, params, dictionaries, revealed };
    const fields: TableColumnsType<ResourceRecord> = listFields(resource).map((field) =>
      fieldColumn(field, shown),
    );
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
  }, [
    resource,
    language,
    device,
    dictionaries,
    revealed,
    source,
    navigate,
    linkedListRoutes,
    modal,
    message,
    t,
    params,
  ]);
}
