import type { FieldDeclaration, ResourceLocale } from '@eldercare/resources';
import type { Dictionaries, DictionaryEntry } from './data-source';

/** An enum field's options: its fixed options in the UI language, else its dictionary's. */
export function optionsOf(
  field: FieldDeclaration,
  dictionaries: Dictionaries,
  locale: ResourceLocale,
): DictionaryEntry[] {
  if (field.options?.length) return field.options.map((o) => ({ value: o.value, label: o.label[locale] }));
  if (field.dict) return [...(dictionaries[field.dict] ?? [])];
  return [];
}

/** A stored value as text for a list cell. */
export function displayValue(
  field: FieldDeclaration,
  value: unknown,
  dictionaries: Dictionaries,
  locale: ResourceLocale,
): string {
  if (value === undefined || value === null || value === '') return '';
  if (field.type === 'enum') {
    const options = optionsOf(field, dictionaries, locale);
    const label = (v: unknown) => options.find((o) => o.value === String(v))?.label ?? String(v);
    return Array.isArray(value) ? value.map(label).join('、') : label(value);
  }
  if (field.type === 'money' && (typeof value === 'number' || typeof value === 'string')) {
    const n = Number(value);
    return Number.isFinite(n) ? n.toFixed(2) : String(value);
  }
  if (field.type === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) return value.map(String).join('、');
  return String(value);
}
