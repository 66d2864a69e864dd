import { RESOURCE_SELECTION_MAX, type ResourceRecord } from '@eldercare/contract';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { App, Button, Space, Typography, theme, type TableProps } from 'antd';
import { useEffect, useState, type Key, type ReactNode } from 'react';
import { useResourceTranslation } from '../i18n/useResourceTranslation';

export interface RowSelectionActions {
  /** Deletes the chosen records (all or none); absent when the user may not delete. */
  remove?: (ids: number[]) => Promise<number>;
  /** Exports the chosen records; absent when the user may not export. */
  exportRows?: (ids: number[]) => Promise<void>;
  /** Names a chosen record in the delete confirmation. */
  titleOf: (record: ResourceRecord) => string;
}

/** Titles listed in the delete confirmation before "…": enough to recognise a mistaken pick. */
const NAMED_IN_CONFIRM = 5;

/**
 * Row selection of a list page for its bulk actions. The choice survives paging (staff pick rows
 * on several pages) and is dropped when the filters change (`resetKey`): rows outside the new
 * filters would be acted on unseen.
 */
export function useRowSelection(resetKey: unknown, actions: RowSelectionActions) {
  const { t } = useResourceTranslation();
  const { message, modal } = App.useApp();
  const [chosen, setChosen] = useState<Map<number, ResourceRecord>>(new Map());
  const [busy, setBusy] = useState<'export' | 'delete'>();
  useEffect(() => setChosen(new Map()), [resetKey]);

  const enabled = Boolean(actions.remove || actions.exportRows);
  const ids = [...chosen.keys()];
  const full = ids.length >= RESOURCE_SELECTION_MAX;

  const rowSelection: TableProps<ResourceRecord>['rowSelection'] = enabled
    ? {
        selectedRowKeys: ids,
        preserveSelectedRowKeys: true,
        columnWidth: 40,
        fixed: 'left',
        columnTitle: (checkbox) => <SelectAllTitle>{checkbox}</SelectAllTitle>,
        getCheckboxProps: (record) => ({
          disabled: full && !chosen.has(record.id),
          'aria-label': t('list.selectRow', { title: actions.titleOf(record) }),
        }),
        onChange: (keys, rows) => setChosen((previous) => nextChoice(previous, keys, rows)),
      }
    : undefined;

  const run = async (kind: 'export' | 'delete', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(undefined);
    }
  };

  const confirmRemove = (remove: (ids: number[]) => Promise<number>) => {
    const titles = [...chosen.values()].slice(0, NAMED_IN_CONFIRM).map(actions.titleOf);
    modal.confirm({
      title: t('list.removeChosenConfirm', { count: ids.length }),
      content: `${titles.join('、')}${ids.length > NAMED_IN_CONFIRM ? ' …' : ''}`,
      okText: t('list.removeChosen'),
      okButtonProps: { danger: true },
      onOk: () =>
        run('delete', async () => {
          const deleted = await remove(ids);
          setChosen(new Map());
          message.success(t('list.removedChosen', { count: deleted }));
        }),
    });
  };

  const bar =
    enabled && ids.length > 0 ? (
      <SelectionBar count={ids.length} full={full} onClear={() => setChosen(new Map())}>
        {actions.exportRows && (
          <Button
            icon={<DownloadOutlined />}
            loading={busy === 'export'}
            onClick={() => void run('export', () => actions.exportRows!(ids))}
          >
            {t('list.exportChosen')}
          </Button>
        )}
        {actions.remove && (
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={busy === 'delete'}
            onClick={() => confirmRemove(actions.remove!)}
          >
            {t('list.removeChosen')}
          </Button>
        )}
      </SelectionBar>
    ) : null;

  return { rowSelection, bar };
}

/**
 * The choice after a change of the table's selection: antd gives the rows of the page shown only,
 * so rows chosen on other pages keep their records from the previous choice; at most the limit.
 */
function nextChoice(
  previous: Map<number, ResourceRecord>,
  keys: readonly Key[],
  rows: readonly (ResourceRecord | undefined)[],
): Map<number, ResourceRecord> {
  const next = new Map<number, ResourceRecord>();
  const byId = new Map(rows.filter((row) => row !== undefined).map((row) => [row.id, row]));
  for (const key of keys.slice(0, RESOURCE_SELECTION_MAX)) {
    const id = Number(key);
    const row = byId.get(id) ?? previous.get(id);
    if (row) next.set(id, row);
  }
  return next;
}

/**
 * The select-all checkbox. antd copies every column title into a hidden row that measures the
 * columns (`aria-hidden`): there the copy is made inert, so keyboard and screen reader users meet
 * one select-all checkbox, not a second, invisible one.
 */
function SelectAllTitle({ children }: { children: ReactNode }) {
  return (
    <span
      ref={(node) => {
        if (node?.closest('.ant-table-measure-row')) node.inert = true;
      }}
    >
      {children}
    </span>
  );
}

interface SelectionBarProps {
  count: number;
  full: boolean;
  onClear: () => void;
  children: ReactNode;
}

/** The bulk actions above the table, announced to screen readers as the count changes. */
function SelectionBar({ count, full, onClear, children }: SelectionBarProps) {
  const { t } = useResourceTranslation();
  const { token } = theme.useToken();
  return (
    <div role="region" aria-label={t('list.selection')} className="ek-selection-bar">
      <Typography.Text aria-live="polite" className="ek-selection-count">
        {t('list.chosen', { count })}
        {full && (
          <Typography.Text type="secondary">
            {' '}
            {t('list.chosenFull', { max: RESOURCE_SELECTION_MAX })}
          </Typography.Text>
        )}
      </Typography.Text>
      <Space wrap size={token.marginXS}>
        {children}
        <Button type="link" onClick={onClear}>
          {t('list.clearChosen')}
        </Button>
      </Space>
    </div>
  );
}
