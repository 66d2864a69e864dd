import { fieldRules } from '../../form/antd-rules';
import type { FieldDeclaration, ResourceLocale } from '@eldercare/resource-language';
import type { FormRule } from 'antd';

/**
 * The declared rules, except that a masked value the form loaded (`3417**********1234`) passes
 * untouched: the server keeps the stored value when it comes back unchanged.
 */
export function rulesFor(
  field: FieldDeclaration,
  language: ResourceLocale,
  requiredMessage: string,
  loaded: unknown,
): FormRule[] {
  const rules = fieldRules(field, language, requiredMessage);
  if (!field.sensitive || typeof loaded !== 'string' || !loaded.includes('*')) return rules;
  return rules.map((rule) =>
    typeof rule === 'object' && 'validator' in rule && rule.validator
      ? {
          ...rule,
          validator: (r, value: unknown, callback) =>
            value === loaded ? Promise.resolve() : rule.validator?.(r, value, callback),
        }
      : rule,
  );
}
