import type { ResourceImportResult } from '@eldercare/contract';
import { Alert, Table } from 'antd';
import { useResourceTranslation } from '../i18n/useResourceTranslation';

export interface ImportReportProps {
  result: ResourceImportResult;
  /** Rows with at least one problem. */
  failedRows: number;
  /** Field name → label in the current language. */
  fieldLabel: (name: string) => string;
}

/** What the server said about an import: the outcome, then each refused cell and why. */
export function ImportReport({ result, failedRows, fieldLabel }: ImportReportProps) {
  const { t } = useResourceTranslation();
  const refused = result.errors.length > 0;
  return (
    <div data-testid="import-report">
      <Alert
        type={!refused ? 'success' : result.imported > 0 ? 'warning' : 'error'}
        showIcon
        title={
          !refused
            ? t('import.resultOk', result)
            : t('import.resultFailed', { ...result, failed: failedRows })
        }
        description={result.imported === 0 && refused ? t('import.nothingImported') : undefined}
      />
      {refused && (
        <Table
          size="small"
          className="ek-import-errors"
          rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
          pagination={result.errors.length > 10 ? { pageSize: 10 } : false}
          dataSource={result.errors}
          columns={[
            { title: t('import.row'), dataIndex: 'row', width: 70 },
            {
              title: t('import.field'),
              dataIndex: 'field',
              width: 140,
              // The column as the sheet names it; the field's label when the problem is the row's.
              render: (f: string, e) => e.column ?? fieldLabel(f),
            },
            {
              title: t('import.value'),
              dataIndex: 'value',
              width: 160,
              render: (v?: string) => v ?? t('import.emptyCell'),
            },
            { title: t('import.message'), dataIndex: 'message' },
          ]}
        />
      )}
    </div>
  );
}
