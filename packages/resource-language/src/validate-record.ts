import {
  isEmptyValue,
  maxLengthMessage,
  minAgeMessage,
  normaliseForRules,
  parseIdCard,
  requiredMessage,
  validate,
  type UiLocale,
  type RuleName,
} from '@eldercare/validators';
import { fieldTypeTraits } from './field-types';
import { localise } from './text';
import type { FieldDeclaration, ResourceDeclaration } from './types';

/**
 * Declared rules that accept everything the implied rule accepts and more: a `phone` field that
 * declares `hotline` must take 400/800 numbers, so the narrower implied rule must not run first.
 */
const WIDER: Partial<Record<RuleName, readonly RuleName[]>> = {
  phone: ['hotline'],
  landline: ['phone', 'hotline'],
  mobile: ['phone', 'hotline'],
};

export function rulesOf(field: FieldDeclaration): RuleName[] {
  const implied = fieldTypeTraits(field.type).rule;
  const declared = field.rules ?? [];
  if (!implied || declared.includes(implied)) return [...declared];
  if (WIDER[implied]?.some((rule) => declared.includes(rule))) return [...declared];
  return [implied, ...declared];
}

/**
 * A typed or imported value as the field stores it: pasted spaces dropped from ID, phone and
 * bank-card numbers (the same normaliser in the form and on the server).
 */
export function normaliseFieldInput<T>(field: FieldDeclaration, value: T): T | string {
  return normaliseForRules(rulesOf(field), value);
}

/** The module's minimum age, when the ID number's holder is younger; checked after the rules. */
function minAgeProblem(field: FieldDeclaration, value: string, locale: UiLocale, today: Date) {
  if (!field.minAge) return undefined;
  const info = parseIdCard(value.toUpperCase(), today);
  return info && info.age < field.minAge
    ? minAgeMessage(localise(field.label, locale), field.minAge, locale)
    : undefined;
}

/** The first message of a field's rules, then of its minimum age. */
export function fieldProblem(
  field: FieldDeclaration,
  value: string | number,
  locale: UiLocale,
  today: Date = new Date(),
): string | undefined {
  for (const rule of rulesOf(field)) {
    const message = validate(rule, value, locale);
    if (message) return message;
  }
  return typeof value === 'string' ? minAgeProblem(field, value, locale, today) : undefined;
}

/**
 * Field errors of a record against its declaration (required + validator rules + minimum age), as
 * the server and the form both check them; `today` (local calendar) is the day ages are counted on.
 * Derived and hidden fields are not the user's input: skipped.
 */
export function validateRecord(
  resource: ResourceDeclaration,
  record: Record<string, unknown>,
  locale: UiLocale = 'zh-CN',
  today: Date = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of resource.fields) {
    if (field.derivedFrom || field.section === false) continue;
    const value = record[field.name];
    const empty = isEmptyValue(value) || (Array.isArray(value) && value.length === 0);
    if (empty) {
      if (field.required) errors[field.name] = requiredMessage(localise(field.label, locale), locale);
      continue;
    }
    if (typeof value === 'string' && field.maxLength && value.length > field.maxLength) {
      errors[field.name] = maxLengthMessage(localise(field.label, locale), field.maxLength, locale);
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const message = fieldProblem(field, value, locale, today);
    if (message) errors[field.name] = message;
  }
  return errors;
}
