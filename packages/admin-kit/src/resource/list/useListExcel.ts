import { localise, type ResourceDeclaration } from '@eldercare/resource-language';
import { App } from 'antd';
import { useState } from 'react';
import type { ResourceDataSource } from '../data/resource-data-source';
import { useResourceHost } from '../host/resource-host';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { useKit } from '../../settings/kit-context';
import type { ImportDialogProps } from './ImportDialog';

/** 导出 (the filtered list, or the chosen rows) and 导入 of a list page. */
export function useListExcel(
  resource: ResourceDeclaration,
  source: ResourceDataSource,
  filters: Record<string, unknown>,
) {
  const { t } = useResourceTranslation();
  const { language } = useKit();
  const { message } = App.useApp();
  const { download } = useResourceHost();
  // undefined until the first import: the dialog's code is fetched then.
  const [importing, setImporting] = useState<boolean>();
  const [exporting, setExporting] = useState(false);
  const title = localise(resource.title, language);
  const exportName = `${title}.xlsx`;

  const exportRows = async (ids?: number[]) => {
    download(await source.exportXlsx(filters, ids), exportName);
    message.success(t('list.exported', { name: exportName }));
  };
  const exportAll = async () => {
    setExporting(true);
    try {
      await exportRows();
    } finally {
      setExporting(false);
    }
  };
  const importDialogProps: ImportDialogProps | undefined =
    importing === undefined
      ? undefined
      : {
          open: importing,
          onClose: () => setImporting(false),
          source,
          templateName: `${title}-${t('import.templateName')}`,
          fieldLabel: (name) => {
            const field = resource.fields.find((f) => f.name === name);
            return field ? localise(field.label, language) : name;
          },
        };
  return {
    exporting,
    exportAll: () => void exportAll(),
    exportRows,
    openImport: () => setImporting(true),
    importDialogProps,
  };
}
