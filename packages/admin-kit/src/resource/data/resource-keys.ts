import type { ListParams } from './resource-data-source';

/**
 * react-query keys of the business modules, under the host's root (`ResourceKitProvider`'s
 * `queryKeyRoot`) so a global reset of the host's queries reaches them. One prefix per module:
 * any write to it reloads its lists, records, trails and the reference options pointing at it.
 */
export function resourceKeysOf(root: readonly unknown[]) {
  const module = (key: string) => [...root, 'resources', key] as const;
  return {
    all: [...root, 'resources'] as const,
    module,
    list: (key: string, params: ListParams) => [...module(key), 'list', params] as const,
    detail: (key: string, id: number) => [...module(key), 'detail', id] as const,
    audit: (key: string, id: number) => [...module(key), 'audit', id] as const,
    options: (key: string, keyword: string, providerId?: number) =>
      [...module(key), 'options', keyword, providerId ?? null] as const,
    labels: (key: string, ids: string) => [...module(key), 'labels', ids] as const,
    unique: (key: string, field: string, value: string, excludeId: number | undefined) =>
      [...module(key), 'unique', field, value, excludeId ?? 0] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeysOf>;
