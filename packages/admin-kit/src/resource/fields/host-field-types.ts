import {
  defineFieldType,
  isBuiltInFieldType,
  type FieldType,
  type HostFieldType,
} from '@eldercare/resource-language';
import { BUILT_IN_RENDERERS } from './built-in-renderers';
import type { FieldRenderers, HostFieldTypeDefinition } from './field-renderers';

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

/** The renderers of each type: the kit's for built-in types, the host's for its own. */
export function fieldRenderersOf(
  hostTypes: readonly HostFieldTypeDefinition[] = [],
): (type: FieldType) => FieldRenderers {
  const own = new Map<string, FieldRenderers>(hostTypes.map((definition) => [definition.type, definition]));
  return (type) => {
    if (isBuiltInFieldType(type)) return BUILT_IN_RENDERERS[type];
    const renderers = own.get(type);
    if (!renderers)
      throw new Error(`field type ${String(type)} has no renderers: add it to ResourceHost.fieldTypes`);
    return renderers;
  };
}
