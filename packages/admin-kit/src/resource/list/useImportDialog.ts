import type { ResourceImportResult } from '@eldercare/contract';
import { useState } from 'react';
import type { ResourceDataSource } from '../data/resource-data-source';
import { readResourceError } from '../data/resource-error';
import { useResourceHost } from '../host/resource-host';
import { useResourceTranslation } from '../i18n/useResourceTranslation';

/** The import dialog's state: the picked file, the server's report, and the actions on them. */
export function useImportDialog(source: ResourceDataSource, onClose: () => void, templateName?: string) {
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
  const pick = (picked: File | undefined) => {
    setFile(picked);
    setResult(undefined);
    setFailure(undefined);
  };
  const close = () => {
    pick(undefined);
    setValidOnly(false);
    onClose();
  };
  const failedRows = result ? new Set(result.errors.map((e) => e.row)).size : 0;
  const validRows = result ? result.total - failedRows : 0;
  return {
    file,
    pick,
    // Removing the file keeps the last report on screen, to compare with the next file's.
    removeFile: () => setFile(undefined),
    validOnly,
    setValidOnly,
    busy,
    result,
    failure,
    failedRows,
    validRows,
    run,
    fetchTemplate,
    close,
  };
}
