import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useResourceHost } from '../host/resource-host';
import type { ResourceDataSource } from './resource-data-source';
import { withInvalidation } from './with-invalidation';

/** The module's data source from the host, reloading the module's queries after every write. */
export function useResourceDataSource(module: string): ResourceDataSource {
  const host = useResourceHost();
  const queryClient = useQueryClient();
  return useMemo(
    () => withInvalidation(host.dataSource(module), queryClient, host.keys),
    [host, module, queryClient],
  );
}
