import { apiKeys } from '@eldercare/api-client/react';
import type { ListParams } from './resource-data-source';

/**
 * react-query keys of the business modules, under the api-client's root so a global reset
 * reaches them. One prefix per module: any write to it reloads its lists, records and trails.
 */
export const resourceKeys = {
  all: [...apiKeys.all, 'resources'] as const,
  module: (module: string) => [...apiKeys.all, 'resources', module] as const,
  list: (module: string, params: ListParams) =>
    [...apiKeys.all, 'resources', module, 'list', params] as const,
  detail: (module: string, id: number) => [...apiKeys.all, 'resources', module, 'detail', id] as const,
  audit: (module: string, id: number) => [...apiKeys.all, 'resources', module, 'audit', id] as const,
  options: (module: string, keyword: string) =>
    [...apiKeys.all, 'resources', module, 'options', keyword] as const,
  labels: (module: string, ids: string) => [...apiKeys.all, 'resources', module, 'labels', ids] as const,
};
