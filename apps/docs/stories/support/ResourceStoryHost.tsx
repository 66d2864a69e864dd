import {
  ResourceKitProvider,
  plainResourceInputs,
  type HostFieldTypeDefinition,
  type ResourceDataSource,
  type ResourceHost,
} from '@eldercare/admin-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { fixtureDictionaries } from './elderly-fixture';

/** The fixture's dictionaries as a server sends them. */
const dictionaries = Object.fromEntries(
  Object.entries(fixtureDictionaries).map(([type, entries]) => [
    type,
    entries.map((e, i) => ({
      dict_value: e.value,
      dict_label: e.label,
      // The fixture has Chinese labels only: localise shows zh-CN for the other languages.
      dict_label_i18n: { 'zh-CN': e.label },
      dict_sort: i,
    })),
  ]),
) as ReturnType<ResourceHost['useDictionaries']>;

export interface ResourceStoryHostProps {
  source: ResourceDataSource;
  /** Where the page navigates (a detail page, back to the list). */
  onNavigate?: (url: string) => void;
  /** The story's own field types, as a host registers them. */
  fieldTypes?: readonly HostFieldTypeDefinition[];
  children: ReactNode;
}

/** The host a story gives the resource pages: one in-memory source, plain inputs, no router. */
export function ResourceStoryHost({ source, onNavigate, fieldTypes, children }: ResourceStoryHostProps) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const host = useMemo<ResourceHost>(
    () => ({
      dataSource: () => source,
      useDictionaries: () => dictionaries,
      inputs: plainResourceInputs,
      navigate: (url) => onNavigate?.(url),
      download: () => undefined,
      draftOwner: { userId: 1, dataType: 'story' },
      fieldTypes,
    }),
    [source, onNavigate, fieldTypes],
  );
  return (
    <QueryClientProvider client={client}>
      <ResourceKitProvider host={host}>{children}</ResourceKitProvider>
    </QueryClientProvider>
  );
}
