import { fillPlaceholders } from './placeholders';
import { DEFAULT_LOCALE, type UiLocale } from './locale';
import { catalogueText } from './locale-pseudo';
import type { Locale } from './locale';

/**
 * Messages about a field as a whole rather than its format: the one text a form, the module
 * declarations and the server each show for an empty required field or an over-long value. They
 * live here, beside the rule messages, because browser and server both import this package.
 * `{label}` is the field's label in the caller's language; `{max}` a length; `{min}` an age in years.
 */
export const fieldMessages = {
  'zh-CN': {
    'validators.field.required': '{label}不能为空',
    'validators.field.maxLength': '{label}长度不能超过{max}',
    'validators.field.minAge': '{label}对应的年龄须满{min}周岁',
  },
  en: {
    'validators.field.required': '{label} is required',
    'validators.field.maxLength': '{label} must be at most {max} characters long',
    'validators.field.minAge': '{label}: the person must be at least {min} years old',
  },
  es: {
    'validators.field.required': '{label} es obligatorio',
    'validators.field.maxLength': '{label} debe tener como máximo {max} caracteres',
    'validators.field.minAge': '{label}: la persona debe tener al menos {min} años',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type FieldMessageKey = keyof (typeof fieldMessages)['zh-CN'];

/** A field message with its `{name}` placeholders filled; an unknown locale falls back to zh-CN. */
export function formatFieldMessage(
  key: FieldMessageKey,
  params: { label: string; max?: number; min?: number },
  locale: UiLocale = DEFAULT_LOCALE,
): string {
  const values: Record<string, string | number | undefined> = params;
  return fillPlaceholders(catalogueText(fieldMessages, locale, key), values);
}

/** `姓名不能为空` / `Name is required` / `Nombre es obligatorio`. */
export const requiredMessage = (label: string, locale: UiLocale = DEFAULT_LOCALE): string =>
  formatFieldMessage('validators.field.required', { label }, locale);

/** `备注长度不能超过500` / `Remarks must be at most 500 characters long`. */
export const maxLengthMessage = (label: string, max: number, locale: UiLocale = DEFAULT_LOCALE): string =>
  formatFieldMessage('validators.field.maxLength', { label, max }, locale);

/** `身份证号对应的年龄须满60周岁`: an ID number whose holder is younger than the module admits. */
export const minAgeMessage = (label: string, min: number, locale: UiLocale = DEFAULT_LOCALE): string =>
  formatFieldMessage('validators.field.minAge', { label, min }, locale);
