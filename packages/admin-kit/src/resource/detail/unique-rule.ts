import type { FieldDeclaration } from '@eldercare/resource-language';
import type { FormRule } from 'antd';
import type { ResourceDataSource } from '../data/resource-data-source';

/** Declarations may mark a field `unique` (a person's ID number); older catalogues do not. */
export function isUniqueField(field: FieldDeclaration): boolean {
  return (field as FieldDeclaration & { unique?: boolean }).unique === true;
}

/**
 * Checks a unique field's value with the data source when the input loses focus and before a
 * save; the message names the record that holds the value. A blank value, an unchanged one
 * (`loaded`, possibly masked) or a source without `checkUnique` is not checked.
 */
export function uniqueRule(
  field: FieldDeclaration,
  source: ResourceDataSource,
  excludeId: number | undefined,
  loaded: unknown,
  message: (existing: string) => string,
): FormRule | undefined {
  const check = source.checkUnique?.bind(source);
  if (!check || !isUniqueField(field)) return undefined;
  return {
    validateTrigger: 'onBlur',
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '' || value === loaded) return;
      // A check that cannot run (offline, an older server) lets the value through: the server
      // refuses a duplicate on save anyway, with the same message.
      const answer = await check(field.name, value, excludeId).catch(() => undefined);
      if (answer && !answer.unique)
        throw new Error(answer.existing ? message(answer.existing.label) : (answer.message ?? message('')));
    },
  };
}
