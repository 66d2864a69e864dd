import { useKit } from '../../settings/kit-context';
import { useResourceHost } from '../host/resource-host';
import { localise, type ResourceDeclaration } from '@eldercare/resource-language';
import { Descriptions } from 'antd';
import { CellValue } from '../list/CellValue';

export interface RecordSummaryProps {
  resource: ResourceDeclaration;
  record: Record<string, unknown>;
  /** Only these fields, in this order; all visible fields by default. */
  fields?: readonly string[];
  columns?: number;
}

/** A read-only view of a record's fields with their labels (reports, workflow pages). */
export function RecordSummary({ resource, record, fields, columns = 2 }: RecordSummaryProps) {
  const { language, device } = useKit();
  const dictionaries = useResourceHost().useDictionaries();
  const labels = record.referenceLabels as Record<string, string> | undefined;
  const shown = fields
    ? fields.flatMap((name) => resource.fields.filter((f) => f.name === name))
    : resource.fields.filter((f) => f.section !== false || f.list);
  return (
    <Descriptions
      bordered
      size="small"
      column={device === 'mobile' ? 1 : columns}
      items={shown.map((field) => ({
        key: field.name,
        label: localise(field.label, language),
        children: (
          <CellValue
            field={field}
            value={record[field.name]}
            language={language}
            dictionaries={dictionaries}
            referenceLabel={labels?.[field.name]}
          />
        ),
      }))}
    />
  );
}
