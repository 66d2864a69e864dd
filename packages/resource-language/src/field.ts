import { fieldTypeTraits, type FieldTypeDefinition } from './field-types';
import type { FieldDeclaration, FieldType, LocalisedText } from './types';

/** A label as `[zh-CN, en, es]`: declarations hold ~1 500 labels, so the short form keeps them readable. */
export type Label = LocalisedText | readonly [zhCN: string, en: string, es: string];

export function label(value: Label): LocalisedText {
  if ('en' in value) return value;
  const [zh, en, es] = value;
  return { 'zh-CN': zh, en, es };
}

export type FieldOptions = Omit<FieldDeclaration, 'name' | 'type' | 'label'>;

/** The type's defaults (masked in lists, a whole form row, a gallery of several files) under the options. */
function make(type: FieldType) {
  return (name: string, text: Label, options: FieldOptions = {}): FieldDeclaration => {
    const traits = fieldTypeTraits(type);
    return {
      name,
      type,
      label: label(text),
      ...(traits.sensitive ? { sensitive: true } : {}),
      ...(traits.wide || (options.multiple && traits.files) ? { wide: true } : {}),
      ...options,
    };
  };
}

/** Field builders: `f.text('name', ['姓名', 'Name', 'Nombre'], { required: true, list: true })`. */
export const f = {
  text: make('text'),
  textarea: make('textarea'),
  idCard: make('idCard'),
  mobile: make('mobile'),
  landline: make('landline'),
  phone: make('phone'),
  email: make('email'),
  date: make('date'),
  datetime: make('datetime'),
  month: make('month'),
  integer: make('integer'),
  number: make('number'),
  money: make('money'),
  boolean: make('boolean'),
  area: make('area'),
  image: make('image'),
  file: make('file'),
  richText: make('richText'),
  /** An enum whose options are the entries of dictionary `dict`. */
  enum: (name: string, dict: string, text: Label, options: FieldOptions = {}): FieldDeclaration =>
    make('enum')(name, text, { dict, ...options }),
  /** A link to a record of module `module`, shown by that module's `labelField`. */
  ref: (name: string, module: string, labelField: string, text: Label, options: FieldOptions = {}) =>
    make('reference')(name, text, { reference: { module, labelField }, ...options }),
  /** A field of a host's own type (see `defineFieldType`). */
  custom: (definition: FieldTypeDefinition, name: string, text: Label, options: FieldOptions = {}) =>
    make(definition.type)(name, text, options),
};
