import dayjs from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { useStorageNamespace } from '../../settings/storage-namespace';
import { withDeclaredDictionaries } from '../data/dictionary-options';
import { resourceKeysOf } from '../data/resource-keys';
import { hostRenderersOf } from '../fields/host-renderers';
import { ResourceHostContext, type ResourceHost, type ResourceHostValue } from './resource-host';

const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A moment in the browser's zone; a value that is not one is shown as it came. */
function defaultDateTime(value: string): string {
  const moment = dayjs(value);
  return moment.isValid() ? moment.format(DATE_TIME_FORMAT) : value;
}

export interface ResourceKitProviderProps {
  host: ResourceHost;
  children?: ReactNode;
}

/**
 * Gives the resource pages their host (data sources, inputs, navigation). Needs a react-query
 * `QueryClientProvider` and a `KitProvider` above it. Memoise `host`: a new object re-renders
 * every page below.
 */
export function ResourceKitProvider({ host, children }: ResourceKitProviderProps) {
  const namespace = useStorageNamespace();
  const value = useMemo<ResourceHostValue>(
    () => ({
      ...host,
      draftNamespace: host.draftNamespace ?? namespace,
      useDictionaries: withDeclaredDictionaries(host.useDictionaries, host.declaredDictionaries),
      keys: resourceKeysOf(host.queryKeyRoot ?? []),
      formatDateTime: host.formatDateTime ?? defaultDateTime,
      hostRenderers: hostRenderersOf(host.fieldTypes),
    }),
    [host, namespace],
  );
  return <ResourceHostContext.Provider value={value}>{children}</ResourceHostContext.Provider>;
}
