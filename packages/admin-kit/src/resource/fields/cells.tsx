import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { useResourceHost } from '../host/resource-host';
import { choicesOf, labelOf } from '../data/dictionary-options';
import { joinValues } from '../data/join-values';
import type { FieldCellProps } from './field-renderers';

/** The value as written; several values joined as the language joins a list. */
export function TextCell({ value, language }: FieldCellProps) {
  return <>{Array.isArray(value) ? joinValues(value.map(String), language) : String(value)}</>;
}

export function EnumCell({ field, value, language, dictionaries }: FieldCellProps) {
  return <>{labelOf(choicesOf(field, language, dictionaries), value, language)}</>;
}

export function BooleanCell({ value }: FieldCellProps) {
  const { t } = useResourceTranslation();
  return <>{value === true ? t('list.yes') : t('list.no')}</>;
}

export function DateTimeCell({ value }: FieldCellProps) {
  const { formatDateTime } = useResourceHost();
  return <>{formatDateTime(String(value))}</>;
}

export function MoneyCell({ value }: FieldCellProps) {
  return <>{Number(value).toFixed(2)}</>;
}

export function AreaCell({ value }: FieldCellProps) {
  const { inputs } = useResourceHost();
  return <inputs.areaName value={value} />;
}

export function ReferenceCell({ field, value, referenceLabel }: FieldCellProps) {
  const { inputs } = useResourceHost();
  if (referenceLabel) return <>{referenceLabel}</>;
  return field.reference ? (
    <inputs.referenceLabel module={field.reference.module} value={value} />
  ) : (
    <>{String(value)}</>
  );
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

/** The files' names, or how many there are when they have none. */
export function FilesCell({ value, language }: FieldCellProps) {
  const names = fileNames(value, language);
  return <>{names || (Array.isArray(value) ? value.length : 1)}</>;
}

/** The text of the first 40 characters, without its markup. */
export function RichTextCell({ value }: FieldCellProps) {
  return (
    <>
      {String(value)
        .replace(/<[^>]*>/g, '')
        .slice(0, 40)}
    </>
  );
}
