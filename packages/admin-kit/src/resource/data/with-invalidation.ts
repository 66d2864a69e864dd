import type { QueryClient } from '@tanstack/react-query';
import type { ResourceDataSource } from './resource-data-source';
import type { ResourceKeys } from './resource-keys';

/**
 * Wraps a data source so each successful write reloads the module's lists, records and trails
 * before the write resolves: a caller awaiting `update` then sees fresh data, never the old row.
 * Reference options of other modules pointing here are keyed by this module, so they reload too.
 */
export function withInvalidation(
  source: ResourceDataSource,
  queryClient: QueryClient,
  keys: ResourceKeys,
): ResourceDataSource {
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.module(source.module) });
  const after =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await write(...args);
      await refresh();
      return result;
    };
  return {
    ...source,
    create: after(source.create.bind(source)),
    update: after(source.update.bind(source)),
    remove: after(source.remove.bind(source)),
    ...(source.removeMany ? { removeMany: after(source.removeMany.bind(source)) } : {}),
    importXlsx: after(source.importXlsx.bind(source)),
    step: after(source.step.bind(source)),
    // A reveal is written to the record's trail, and only there.
    reveal: async (id) => {
      const values = await source.reveal(id);
      await queryClient.invalidateQueries({ queryKey: keys.audit(source.module, id) });
      return values;
    },
  };
}
