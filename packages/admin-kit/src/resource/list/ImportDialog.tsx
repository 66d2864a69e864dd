import { DraggableDialog } from '../../dialog/DraggableDialog';
import type { ResourceImportResult } from '@eldercare/contract';
import { Alert, Button, Checkbox, Space, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import type { ResourceDataSource } from '../data/resource-data-source';
import { readResourceError } from '../data/resource-error';
import { useResourceHost } from '../host/resource-host';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  source: ResourceDataSource;
  /** Field name → label in the current language, for the error report. */
  fieldLabel: (name: string) => string;
  /** The template's file name (the module's title in the current language). */
  templateName?: string;
}

/**
 * Import from Excel: the server checks every row; with errors nothing is written and the report
 * lists them, with the choice of importing only the valid rows.
 */
export function ImportDialog({ open, onClose, source, fieldLabel, templateName }: ImportDialogProps) {
  const { t } = useResourceTranslation();
  const { download } = useResourceHost();
  const [failure, setFailure] = useState<string | undefined>();
  const [file, setFile] = useState<File | undefined>();
  const [validOnly, setValidOnly] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ResourceImportResult | undefined>();

  const run = async (onlyValid: boolean) => {
    if (!file) return;
    setBusy(true);
    setFailure(undefined);
    try {
      setResult(await source.importXlsx(file, onlyValid));
    } catch (error) {
      // A refused file (not a workbook, unknown column, too many rows) is said in the dialog.
      setResult(undefined);
      setFailure(readResourceError(error)?.msg ?? t('import.failed'));
    } finally {
      setBusy(false);
    }
  };
  const fetchTemplate = async () => {
    const importTemplate = source.importTemplate?.bind(source);
    if (!importTemplate) return;
    setFailure(undefined);
    try {
      download(await importTemplate(), `${templateName ?? t('import.templateName')}.xlsx`);
    } catch (error) {
      setFailure(readResourceError(error)?.msg ?? t('import.failed'));
    }
  };
  const close = () => {
    setFile(undefined);
    setResult(undefined);
    setFailure(undefined);
    setValidOnly(false);
    onClose();
  };
  const failedRows = result ? new Set(result.errors.map((e) => e.row)).size : 0;
  const validRows = result ? result.total - failedRows : 0;

  return (
    <DraggableDialog
      open={open}
      title={t('import.title')}
      onCancel={close}
      footer={
        <Space>
          <Button onClick={close}>{t('import.close')}</Button>
          {result && result.imported === 0 && result.errors.length > 0 && validRows > 0 && (
            <Button onClick={() => void run(true)} loading={busy}>
              {t('import.importValid', { count: validRows })}
            </Button>
          )}
          <Button type="primary" disabled={!file} loading={busy} onClick={() => void run(validOnly)}>
            {t('import.start')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('import.hint')}</Typography.Text>
        {source.importTemplate && (
          <Button icon={<DownloadOutlined />} onClick={() => void fetchTemplate()}>
            {t('import.template')}
          </Button>
        )}
        <Upload
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(picked) => {
            setFile(picked);
            setResult(undefined);
            setFailure(undefined);
            return false;
          }}
          onRemove={() => setFile(undefined)}
          fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
        >
          <Button icon={<UploadOutlined />}>{t('import.pick')}</Button>
        </Upload>
        <Checkbox checked={validOnly} onChange={(e) => setValidOnly(e.target.checked)}>
          {t('import.validOnly')}
        </Checkbox>
        {failure && <Alert type="error" showIcon title={failure} data-testid="import-failure" />}
        {result && (
          <div data-testid="import-report">
            <Alert
              type={result.errors.length === 0 ? 'success' : result.imported > 0 ? 'warning' : 'error'}
              showIcon
              title={
                result.errors.length === 0
                  ? t('import.resultOk', result)
                  : t('import.resultFailed', { ...result, failed: failedRows })
              }
              description={
                result.imported === 0 && result.errors.length > 0 ? t('import.nothingImported') : undefined
              }
            />
            {result.errors.length > 0 && (
              <Table
                size="small"
                style={{ marginTop: 8 }}
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
        )}
      </Space>
    </DraggableDialog>
  );
}
