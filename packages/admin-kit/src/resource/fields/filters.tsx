import { fieldTypeTraits } from '@eldercare/resource-language';
import { Input, Select } from 'antd';
import { choicesOf } from '../data/dictionary-options';
import { useResourceHost } from '../host/resource-host';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { NumberRange } from '../list/NumberRange';
import type { FieldFilterProps } from './field-renderers';
import { LazyDateRange } from './lazy-date-pickers';

/** Form.Item's control props, passed on to the input it wraps (each input types its own value). */
const controlOf = ({ id, value, onChange }: FieldFilterProps) => ({ id, value: value as never, onChange });

/** Contains the typed text. */
export function TextFilter(props: FieldFilterProps) {
  const { t } = useResourceTranslation();
  return (
    <Input
      allowClear
      placeholder={t('list.inputPlaceholder')}
      id={props.id}
      value={props.value as string | undefined}
      onChange={(e) => props.onChange?.(e.target.value)}
    />
  );
}

/** A start/end range of dates or numbers; a field filtered by its exact text gets the text filter. */
export function RangeFilter(props: FieldFilterProps) {
  const { t } = useResourceTranslation();
  if (props.mode !== 'range') return <TextFilter {...props} />;
  const { date } = fieldTypeTraits(props.field.type);
  if (!date) return <NumberRange {...controlOf(props)} />;
  return (
    <LazyDateRange
      {...controlOf(props)}
      picker={date === 'month' ? 'month' : 'date'}
      placeholder={[t('list.rangeStart'), t('list.rangeEnd')]}
    />
  );
}

function ChoiceFilter({
  options,
  ...props
}: FieldFilterProps & { options: { value: string; label: string }[] }) {
  const { t } = useResourceTranslation();
  return (
    <Select
      {...controlOf(props)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      placeholder={t('list.selectPlaceholder')}
    />
  );
}

export function EnumFilter(props: FieldFilterProps) {
  return <ChoiceFilter {...props} options={choicesOf(props.field, props.language, props.dictionaries)} />;
}

export function BooleanFilter(props: FieldFilterProps) {
  const { t } = useResourceTranslation();
  const options = [
    { value: 'true', label: t('list.yes') },
    { value: 'false', label: t('list.no') },
  ];
  return <ChoiceFilter {...props} options={options} />;
}

/** One area; the server matches it and everything below it. */
export function AreaFilter(props: FieldFilterProps) {
  const { inputs } = useResourceHost();
  return <inputs.area {...controlOf(props)} />;
}

export function ReferenceFilter(props: FieldFilterProps) {
  const { inputs } = useResourceHost();
  if (!props.field.reference) return <TextFilter {...props} />;
  return <inputs.reference {...controlOf(props)} module={props.field.reference.module} />;
}
