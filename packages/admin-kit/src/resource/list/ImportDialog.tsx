import { DraggableDialog } from '../../dialog/DraggableDialog';
import { Alert, Button, Checkbox, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import type { ResourceDataSource } from '../data/resource-data-source';
import { ImportReport } from './ImportReport';
import { useImportDialog } from './useImportDialog';

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
  const dialog = useImportDialog(source, onClose, templateName);
  const { result, busy, validRows } = dialog;

  return (
    <DraggableDialog
      open={open}
      title={t('import.title')}
      onCancel={dialog.close}
      footer={
        <Space>
          <Button onClick={dialog.close}>{t('import.close')}</Button>
          {result && result.imported === 0 && result.errors.length > 0 && validRows > 0 && (
            <Button onClick={() => void dialog.run(true)} loading={busy}>
              {t('import.importValid', { count: validRows })}
            </Button>
          )}
          <Button
            type="primary"
            disabled={!dialog.file}
            loading={busy}
            onClick={() => void dialog.run(dialog.validOnly)}
          >
            {t('import.start')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" className="ek-fill">
        <Typography.Text type="secondary">{t('import.hint')}</Typography.Text>
        {source.importTemplate && (
          <Button icon={<DownloadOutlined />} onClick={() => void dialog.fetchTemplate()}>
            {t('import.template')}
          </Button>
        )}
        <Upload
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(picked) => {
            dialog.pick(picked);
            return false;
          }}
          onRemove={dialog.removeFile}
          fileList={dialog.file ? [{ uid: 'file', name: dialog.file.name, status: 'done' }] : []}
        >
          <Button icon={<UploadOutlined />}>{t('import.pick')}</Button>
        </Upload>
        <Checkbox checked={dialog.validOnly} onChange={(e) => dialog.setValidOnly(e.target.checked)}>
          {t('import.validOnly')}
        </Checkbox>
        {dialog.failure && (
          <Alert type="error" showIcon title={dialog.failure} data-testid="import-failure" />
        )}
        {result && <ImportReport result={result} failedRows={dialog.failedRows} fieldLabel={fieldLabel} />}
      </Space>
    </DraggableDialog>
  );
}
