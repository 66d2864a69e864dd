import { validate, type RuleName, type UiLocale } from '@eldercare/validators';
import { fieldProblem, type FieldDeclaration } from '@eldercare/resource-language';
import type { FormRule } from 'antd';

/** An antd rule that runs one @eldercare/validators rule (empty values pass, as SPEC §5 says). */
export function antdRule(rule: RuleName, locale?: UiLocale): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const input = typeof value === 'string' || typeof value === 'number' ? value : undefined;
      const message = validate(rule, input, locale);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

/**
 * antd rules for a declared field: required (with its localised message), then its validators and
 * its minimum age as the server checks them (`fieldProblem`: the first problem found).
 */
export function fieldRules(field: FieldDeclaration, locale: UiLocale, requiredMessage: string): FormRule[] {
  const out: FormRule[] = [];
  if (field.required) out.push({ required: true, message: requiredMessage });
  if (field.maxLength) out.push({ max: field.maxLength });
  out.push({
    validator: (_rule, value: unknown) => {
      if (typeof value !== 'string' && typeof value !== 'number') return Promise.resolve();
      const message = value === '' ? undefined : fieldProblem(field, value, locale);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
  return out;
}
