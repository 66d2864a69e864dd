import { isBuiltInFieldType, type FieldType } from '@eldercare/resource-language';
import { useCallback } from 'react';
import { useResourceHost } from '../host/resource-host';
import { BUILT_IN_RENDERERS } from './built-in-renderers';
import type { FieldRenderers } from './field-renderers';

/** How each field type renders: the kit's table for built-in types, the host's `fieldTypes` for its own. */
export function useFieldRenderers(): (type: FieldType) => FieldRenderers {
  const { hostRenderers } = useResourceHost();
  return useCallback(
    (type: FieldType) => {
      if (isBuiltInFieldType(type)) return BUILT_IN_RENDERERS[type];
      const renderers = hostRenderers.get(type);
      if (!renderers)
        throw new Error(`field type ${String(type)} has no renderers: add it to ResourceHost.fieldTypes`);
      return renderers;
    },
    [hostRenderers],
  );
}
