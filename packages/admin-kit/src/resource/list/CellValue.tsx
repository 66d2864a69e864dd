import type { FieldDeclaration, ResourceLocale } from '@eldercare/resource-language';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { useResourceHost } from '../host/resource-host';
import { choicesOf, labelOf, type ServerDictionaries } from '../data/dictionary-options';
import { joinValues } from '../data/join-values';

export interface CellValueProps {
  field: FieldDeclaration;
  value: unknown;
  language: ResourceLocale;
  dictionaries: ServerDictionaries;
  /** A reference field's text as the server labelled it (`record.referenceLabels`). */
  referenceLabel?: string;
}

function fileNames(value: unknown, language: string): string {
  const list = Array.isArray(value) ? value : [value];
  const names = list
    .map((entry) =>
      typeof entry === 'object' && entry !== null ? ((entry as { name?: string }).name ?? '') : '',
    )
    .filter(Boolean);
  return joinValues(names, language);
}

/** One table cell: dictionary labels, yes/no, dates, amounts, area names, reference labels, file names. */
export function CellValue({ field, value, language, dictionaries, referenceLabel }: CellValueProps) {
  const { t } = useResourceTranslation();
  const { inputs, formatDateTime } = useResourceHost();
  if (value === null || value === undefined || value === '') return null;
  switch (field.type) {
    case 'enum':
      return <>{labelOf(choicesOf(field, language, dictionaries), value, language)}</>;
    case 'boolean':
      return <>{value === true ? t('list.yes') : t('list.no')}</>;
    case 'datetime':
      return <>{formatDateTime(String(value))}</>;
    case 'money':
      return <>{Number(value).toFixed(2)}</>;
    case 'area':
      return <inputs.areaName value={value} />;
    case 'reference':
      if (referenceLabel) return <>{referenceLabel}</>;
      return field.reference ? (
        <inputs.referenceLabel module={field.reference.module} value={value} />
      ) : (
        <>{String(value)}</>
      );
    case 'image':
    case 'file': {
      const names = fileNames(value, language);
      return <>{names || (Array.isArray(value) ? value.length : 1)}</>;
    }
    case 'richText':
      return (
        <>
          {String(value)
            .replace(/<[^>]*>/g, '')
            .slice(0, 40)}
        </>
      );
    default:
      return <>{Array.isArray(value) ? joinValues(value.map(String), language) : String(value)}</>;
  }
}
