import type { FilterField } from '@eldercare/resources';
import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import { optionsOf } from './field-options';
import type { FieldInputContext } from './FieldInput';

interface RangeProps {
  value?: [number | null, number | null];
  onChange?: (value: [number | null, number | null]) => void;
  labels: [string, string];
}

function NumberRange({ value, onChange, labels }: RangeProps) {
  const [start, end] = value ?? [null, null];
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        aria-label={labels[0]}
        value={start}
        onChange={(v) => onChange?.([v, end])}
        style={{ width: '50%' }}
      />
      <InputNumber
        aria-label={labels[1]}
        value={end}
        onChange={(v) => onChange?.([start, v])}
        style={{ width: '50%' }}
      />
    </Space.Compact>
  );
}

/** The filter bar input of a declared filter field. */
export function filterInput(filter: FilterField, ctx: FieldInputContext & { rangeWords: [string, string] }) {
  const { field, mode } = filter;
  const label = field.label[ctx.locale];
  if (field.type === 'enum' || field.type === 'boolean') {
    return (
      <Select
        aria-label={label}
        allowClear
        placeholder={ctx.placeholder.select}
        options={optionsOf(field, ctx.dictionaries, ctx.locale)}
      />
    );
  }
  if (mode === 'range') {
    if (field.type === 'date' || field.type === 'datetime' || field.type === 'month') {
      return (
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          picker={field.type === 'month' ? 'month' : 'date'}
          aria-label={label}
        />
      );
    }
    return <NumberRange labels={[`${label} ${ctx.rangeWords[0]}`, `${label} ${ctx.rangeWords[1]}`]} />;
  }
  return <Input aria-label={label} allowClear placeholder={ctx.placeholder.input} />;
}
