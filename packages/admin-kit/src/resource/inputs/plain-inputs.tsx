import { Input, InputNumber, Select } from 'antd';
import type { ResourceInputs } from './resource-inputs';

// The plain inputs edit raw stored values (codes, ids): a plain comma keeps them readable in every language.
const text = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));

/**
 * Inputs for a host without an area tree, a record picker or a file store (a prototype, a
 * story): each edits the stored value as it is — an area code, a record id, file names.
 */
export const plainResourceInputs: ResourceInputs = {
  area: ({ value, onChange, ...rest }) => (
    <Input {...rest} value={value ?? ''} onChange={(e) => onChange?.(e.target.value || undefined)} />
  ),
  areaMulti: ({ value, onChange, ...rest }) => (
    <Select {...rest} mode="tags" value={value ?? []} onChange={(next: string[]) => onChange?.(next)} />
  ),
  areaName: ({ value, id }) => <span id={id}>{text(value)}</span>,
  reference: ({ value, onChange, mode, module: _module, ...rest }) =>
    mode === 'multiple' ? (
      <Select<number[]> {...rest} mode="tags" value={value as number[] | undefined} onChange={onChange} />
    ) : (
      <InputNumber<number>
        {...rest}
        value={value as number | undefined}
        onChange={(next) => onChange?.(next ?? [])}
      />
    ),
  referenceLabel: ({ value }) => <>{text(value)}</>,
  files: ({ value, id }) => (
    <span id={id}>
      {text((Array.isArray(value) ? value : []).map((f: { name?: string }) => f?.name ?? ''))}
    </span>
  ),
  richText: ({ html, className }) => <div className={className}>{html.replace(/<[^>]*>/g, '')}</div>,
};
