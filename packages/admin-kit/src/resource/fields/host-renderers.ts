import type { FieldRenderers, HostFieldTypeDefinition } from './field-renderers';

/**
 * The host's own types by name. Nothing else is read here: the provider sits in the host's shell,
 * and the built-in renderers (pickers, uploads) and the type traits belong in the pages' code.
 */
export function hostRenderersOf(
  hostTypes: readonly HostFieldTypeDefinition[] = [],
): ReadonlyMap<string, FieldRenderers> {
  return new Map<string, FieldRenderers>(hostTypes.map((definition) => [definition.type, definition]));
}
