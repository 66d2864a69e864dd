import { defineFieldType, type HostFieldType } from '@eldercare/resource-language';
import type { HostFieldTypeDefinition } from './field-renderers';

/**
 * A host's field type: its traits become known to the declarations (and to a server that imports
 * the same definition), its renderers go to `ResourceHost.fieldTypes`. Declare the name first:
 * `declare module '@eldercare/resource-language' { interface HostFieldTypes { amount: number } }`.
 */
export function defineHostFieldType<T extends HostFieldType>(
  definition: HostFieldTypeDefinition<T>,
): HostFieldTypeDefinition<T> {
  return defineFieldType(definition);
}
