import { fieldTypeTraits } from '@eldercare/resource-language';
import { Input, InputNumber, Select, Switch } from 'antd';
import { IdCardInput as IdCardField } from '../../form/IdCardInput';
import { NumericInput } from '../../form/NumericInput';
import { choicesOf } from '../data/dictionary-options';
import { useResourceHost } from '../host/resource-host';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import type { FieldInputProps } from './field-renderers';
import { LazyDateField } from './lazy-date-pickers';

const commonOf = ({ id, readOnly }: FieldInputProps) => ({ id, disabled: readOnly });
const change = (props: FieldInputProps) => (next: unknown) => props.onChange?.(next);

export function TextInput(props: FieldInputProps) {
  return (
    <Input
      {...commonOf(props)}
      allowClear={!props.readOnly}
      maxLength={props.field.maxLength}
      value={props.value as string | undefined}
      onChange={(e) => props.onChange?.(e.target.value)}
    />
  );
}

export function IdCardInput(props: FieldInputProps) {
  return (
    <IdCardField {...commonOf(props)} value={props.value as string | undefined} onChange={change(props)} />
  );
}

export function EnumInput(props: FieldInputProps) {
  const { t } = useResourceTranslation();
  const { field, language, dictionaries, readOnly } = props;
  return (
    <Select
      {...commonOf(props)}
      allowClear
      showSearch
      optionFilterProp="label"
      mode={field.multiple ? 'multiple' : undefined}
      options={choicesOf(field, language, dictionaries)}
      placeholder={readOnly ? undefined : t('list.selectPlaceholder')}
      value={props.value as string | string[] | undefined}
      onChange={change(props)}
    />
  );
}

export function BooleanInput(props: FieldInputProps) {
  return <Switch {...commonOf(props)} checked={props.value === true} onChange={change(props)} />;
}

/** A date, month or moment, as the type's traits say. */
export function DateInput(props: FieldInputProps) {
  const { date } = fieldTypeTraits(props.field.type);
  return (
    <LazyDateField
      {...commonOf(props)}
      picker={date === 'month' ? 'month' : 'date'}
      placeholder={props.readOnly ? '' : undefined}
      showTime={date === 'datetime'}
      value={props.value as never}
      onChange={change(props)}
    />
  );
}

export function IntegerInput(props: FieldInputProps) {
  return (
    <InputNumber
      {...commonOf(props)}
      className="ek-fill"
      precision={0}
      value={props.value as number}
      onChange={change(props)}
    />
  );
}

export function NumberInput(props: FieldInputProps) {
  return (
    <InputNumber
      {...commonOf(props)}
      className="ek-fill"
      value={props.value as number}
      onChange={change(props)}
    />
  );
}

export function MoneyInput(props: FieldInputProps) {
  const { value } = props;
  return (
    <NumericInput
      {...commonOf(props)}
      mode="money"
      value={value === undefined || value === null ? '' : String(value)}
      onChange={change(props)}
    />
  );
}

export function AreaInput({ field, readOnly, id, value, onChange }: FieldInputProps) {
  const { inputs } = useResourceHost();
  // Look mode reads as the name (full path on hover) like the list does.
  if (readOnly)
    return (
      <span className="ant-form-text">
        <inputs.areaName id={id} value={value} />
      </span>
    );
  return field.multiple ? (
    <inputs.areaMulti id={id} value={value as string[] | undefined} onChange={onChange} />
  ) : (
    <inputs.area id={id} value={value as string | undefined} onChange={onChange} />
  );
}

export function ReferenceInput(props: FieldInputProps) {
  const { t } = useResourceTranslation();
  const { inputs } = useResourceHost();
  const { field, readOnly, narrowing, id, value } = props;
  if (!field.reference) return null;
  if (readOnly)
    return (
      <span className="ant-form-text" id={id}>
        <inputs.referenceLabel module={field.reference.module} value={value} />
      </span>
    );
  const waiting = narrowing !== undefined && narrowing.providerId === undefined;
  return (
    <inputs.reference
      {...commonOf(props)}
      disabled={waiting}
      providerId={narrowing?.providerId}
      placeholder={waiting ? t('detail.select', { label: narrowing.providerLabel }) : undefined}
      module={field.reference.module}
      mode={field.multiple ? 'multiple' : undefined}
      value={value as number | number[] | undefined}
      onChange={change(props)}
    />
  );
}

/** Several lines; looked at, rich text is shown as text (sanitised), never as its HTML source. */
export function LongTextInput(props: FieldInputProps) {
  const { inputs } = useResourceHost();
  const { value } = props;
  if (props.readOnly)
    return <inputs.richText html={typeof value === 'string' ? value : ''} className="resource-rich-text" />;
  return (
    <Input.TextArea
      {...commonOf(props)}
      autoSize={{ minRows: 3, maxRows: 12 }}
      maxLength={props.field.maxLength}
      value={value as string}
      onChange={(e) => props.onChange?.(e.target.value)}
    />
  );
}

function Uploads({ accept, ...props }: FieldInputProps & { accept?: string }) {
  const { inputs } = useResourceHost();
  return <inputs.files {...commonOf(props)} accept={accept} value={props.value} onChange={change(props)} />;
}

export const FilesInput = (props: FieldInputProps) => <Uploads {...props} />;
export const ImagesInput = (props: FieldInputProps) => <Uploads {...props} accept="image/*" />;
