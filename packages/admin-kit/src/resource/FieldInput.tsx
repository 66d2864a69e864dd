import type { FieldDeclaration, ResourceLocale } from '@eldercare/resources';
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { NumericInput } from '../form/NumericInput';
import type { Dictionaries } from './data-source';
import { optionsOf } from './field-options';

export interface FieldInputContext {
  dictionaries: Dictionaries;
  locale: ResourceLocale;
  placeholder: { input: string; select: string };
}

/** The input a declared field gets in the detail form (IdCard fields are handled by the form). */
export function fieldInput(field: FieldDeclaration, ctx: FieldInputContext): ReactNode {
  const label = field.label[ctx.locale];
  const readOnly = Boolean(field.derivedFrom);
  switch (field.type) {
    case 'textarea':
    case 'richText':
      return (
        <Input.TextArea
          rows={3}
          maxLength={field.maxLength}
          showCount={Boolean(field.maxLength)}
          placeholder={ctx.placeholder.input}
        />
      );
    case 'enum':
      return (
        <Select
          aria-label={label}
          mode={field.multiple ? 'multiple' : undefined}
          allowClear
          disabled={readOnly}
          placeholder={ctx.placeholder.select}
          options={optionsOf(field, ctx.dictionaries, ctx.locale)}
        />
      );
    case 'date':
    case 'month':
    case 'datetime':
      return (
        <DatePicker
          style={{ width: '100%' }}
          disabled={readOnly}
          picker={field.type === 'month' ? 'month' : 'date'}
          showTime={field.type === 'datetime'}
          placeholder={ctx.placeholder.select}
        />
      );
    case 'integer':
      return (
        <InputNumber
          style={{ width: '100%' }}
          min={0}
          precision={0}
          readOnly={readOnly}
          disabled={readOnly}
          placeholder={ctx.placeholder.input}
        />
      );
    case 'number':
      return <InputNumber style={{ width: '100%' }} placeholder={ctx.placeholder.input} />;
    case 'money':
      return <NumericInput mode="money" placeholder={ctx.placeholder.input} />;
    case 'boolean':
      return <Switch aria-label={label} />;
    case 'mobile':
    case 'landline':
    case 'phone':
      return <Input inputMode="tel" maxLength={20} placeholder={ctx.placeholder.input} />;
    default:
      // area, reference, image and file fall back to text until the host supplies a renderer.
      return <Input maxLength={field.maxLength} readOnly={readOnly} placeholder={ctx.placeholder.input} />;
  }
}
