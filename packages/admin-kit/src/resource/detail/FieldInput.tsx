import { IdCardInput } from '../../form/IdCardInput';
import { NumericInput } from '../../form/NumericInput';
import type { FieldDeclaration, ResourceLocale } from '@eldercare/resource-language';
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { useResourceHost } from '../host/resource-host';
import { choicesOf, type ServerDictionaries } from '../data/dictionary-options';
import type { AssigneeNarrowing } from './assignee';

export interface FieldInputProps {
  field: FieldDeclaration;
  language: ResourceLocale;
  dictionaries: ServerDictionaries;
  /** Looked at or derived: disabled, and without the 请选择 / 请输入 prompts of an input to fill. */
  readOnly: boolean;
  /** An assignee picker: the chosen provider's staff only, and none before a provider is chosen. */
  narrowing?: AssigneeNarrowing;
  /** Injected by Form.Item. */
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The antd input of one declared field type; Form.Item passes value / onChange. */
export function FieldInput({
  field,
  language,
  dictionaries,
  readOnly,
  narrowing,
  ...control
}: FieldInputProps) {
  const { t } = useResourceTranslation();
  const { inputs } = useResourceHost();
  const common = { id: control.id, disabled: readOnly };
  const value = control.value;
  const onChange = (next: unknown) => control.onChange?.(next);
  switch (field.type) {
    case 'idCard':
      return <IdCardInput {...common} value={value as string | undefined} onChange={onChange} />;
    case 'enum':
      return (
        <Select
          {...common}
          allowClear
          showSearch
          optionFilterProp="label"
          mode={field.multiple ? 'multiple' : undefined}
          options={choicesOf(field, language, dictionaries)}
          placeholder={readOnly ? undefined : t('list.selectPlaceholder')}
          value={value as string | string[] | undefined}
          onChange={onChange}
        />
      );
    case 'boolean':
      return <Switch {...common} checked={value === true} onChange={onChange} />;
    case 'date':
    case 'month':
    case 'datetime':
      return (
        <DatePicker
          {...common}
          style={{ width: '100%' }}
          picker={field.type === 'month' ? 'month' : 'date'}
          placeholder={readOnly ? '' : undefined}
          showTime={field.type === 'datetime'}
          value={value as never}
          onChange={onChange}
        />
      );
    case 'integer':
      return (
        <InputNumber
          {...common}
          style={{ width: '100%' }}
          precision={0}
          value={value as number}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <InputNumber {...common} style={{ width: '100%' }} value={value as number} onChange={onChange} />
      );
    case 'money':
      return (
        <NumericInput
          {...common}
          mode="money"
          value={value === undefined || value === null ? '' : String(value)}
          onChange={onChange}
        />
      );
    case 'area':
      // Look mode reads as the name (full path on hover) like the list does.
      return readOnly ? (
        <span className="ant-form-text">
          <inputs.areaName id={control.id} value={value} />
        </span>
      ) : field.multiple ? (
        <inputs.areaMulti id={control.id} value={value as string[] | undefined} onChange={onChange} />
      ) : (
        <inputs.area id={control.id} value={value as string | undefined} onChange={onChange} />
      );
    case 'reference':
      if (readOnly && field.reference)
        return (
          <span className="ant-form-text" id={control.id}>
            <inputs.referenceLabel module={field.reference.module} value={value} />
          </span>
        );
      return field.reference ? (
        <inputs.reference
          {...common}
          disabled={common.disabled || (narrowing !== undefined && narrowing.providerId === undefined)}
          providerId={narrowing?.providerId}
          placeholder={
            narrowing && narrowing.providerId === undefined
              ? t('detail.select', { label: narrowing.providerLabel })
              : undefined
          }
          module={field.reference.module}
          mode={field.multiple ? 'multiple' : undefined}
          value={value as number | number[] | undefined}
          onChange={onChange}
        />
      ) : null;
    case 'textarea':
    case 'richText':
      // Looked at, rich text is shown as text (sanitised), never as its HTML source.
      if (readOnly)
        return (
          <inputs.richText html={typeof value === 'string' ? value : ''} className="resource-rich-text" />
        );
      return (
        <Input.TextArea
          {...common}
          autoSize={{ minRows: 3, maxRows: 12 }}
          maxLength={field.maxLength}
          value={value as string}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'image':
    case 'file':
      return (
        <inputs.files
          {...common}
          accept={field.type === 'image' ? 'image/*' : undefined}
          value={value}
          onChange={onChange}
        />
      );
    default:
      return (
        <Input
          {...common}
          allowClear={!readOnly}
          maxLength={field.maxLength}
          value={value as string | undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
