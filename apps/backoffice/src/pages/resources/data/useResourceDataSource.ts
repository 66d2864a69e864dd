import { useApiClient } from '@eldercare/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createResourceDataSource, type ResourceDataSource } from './resource-data-source';
import { withInvalidation } from './with-invalidation';

/** The module's data source, reloading the module's queries after every write. */
export function useResourceDataSource(module: string): ResourceDataSource {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMemo(
    () => withInvalidation(createResourceDataSource(client, module), queryClient),
    [client, module, queryClient],
  );
}
