import type { QueryClient } from '@tanstack/react-query';
import type { ResourceDataSource } from './resource-data-source';
import { resourceKeys } from './resource-keys';

/**
 * Wraps a data source so each successful write reloads the module's lists, records and trails
 * before the write resolves: a caller awaiting `update` then sees fresh data, never the old row.
 * Reference options of other modules pointing here are keyed by this module, so they reload too.
 */
export function withInvalidation(source: ResourceDataSource, queryClient: QueryClient): ResourceDataSource {
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.module(source.module) });
  const after =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await write(...args);
      await refresh();
      return result;
    };
  return {
    ...source,
    create: after(source.create),
    update: after(source.update),
    remove: after(source.remove),
    importXlsx: after(source.importXlsx),
    step: after(source.step),
    // A reveal is written to the record's trail, and only there.
    reveal: async (id) => {
      const values = await source.reveal(id);
      await queryClient.invalidateQueries({ queryKey: resourceKeys.audit(source.module, id) });
      return values;
    },
  };
}
