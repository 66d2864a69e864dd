import { allowedStep, CellValue, useKit } from '@eldercare/admin-kit';
import type { ResourceRecord } from '@eldercare/api-client/contract';
import { useAllDicts } from '@eldercare/api-client/react';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { Table } from 'antd';
import { DISPATCH_STEP } from './dispatch-orders';
import { useKitTexts } from './useKitTexts';

const COLUMNS = ['demandNo', 'elderlyId', 'serviceItemId', 'neededAt', 'providerId', 'staffId', 'status'];

export interface DispatchOrdersTableProps {
  resource: ResourceDeclaration;
  records: ResourceRecord[];
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
}

/** The requests to pick from, with the columns a dispatcher needs; only dispatchable ones can be picked. */
export function DispatchOrdersTable({
  resource,
  records,
  loading,
  selected,
  onSelect,
}: DispatchOrdersTableProps) {
  const kitTexts = useKitTexts();
  const { language } = useKit();
  const { data: dictionaries } = useAllDicts({ staleTime: 5 * 60_000 });
  const fields = COLUMNS.flatMap((name) => resource.fields.filter((f) => f.name === name));
  return (
    <Table<ResourceRecord>
      rowKey="id"
      size="small"
      sticky
      scroll={{ x: 'max-content' }}
      loading={loading}
      dataSource={records}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(Number)),
        // Only requests whose state still allows the dispatch step can be picked.
        getCheckboxProps: (row) => ({ disabled: !allowedStep(resource.workflow, row, DISPATCH_STEP) }),
      }}
      pagination={false}
      locale={{ emptyText: kitTexts.empty }}
      columns={fields.map((field) => ({
        key: field.name,
        title: localise(field.label, language),
        render: (_: unknown, row: ResourceRecord) => (
          <CellValue
            field={field}
            value={row[field.name]}
            language={language}
            dictionaries={dictionaries}
            referenceLabel={row.referenceLabels?.[field.name]}
          />
        ),
      }))}
    />
  );
}
