import { ResourceKitProvider, type ResourceHost } from '@eldercare/admin-kit';
import { getDataType } from '@eldercare/api-client';
import { CATALOGUE_LINKS, DICTIONARIES } from '@eldercare/resources';
import { apiKeys, useAllDicts, useApiClient } from '@eldercare/api-client/react';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../format/date-time';
import { resourceInputs } from '../../resource-inputs';
import { useSession } from '../../session/session-store';
import { createResourceDataSource } from './data/resource-data-source';

const useDictionaries = () => useAllDicts({ staleTime: 5 * 60_000 }).data;

/** The back-office as the kit's resource pages see it: the api-client, its inputs, the router. */
export function BackofficeResourceHost({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const userId = useSession().user?.userId;
  const host = useMemo<ResourceHost>(
    () => ({
      dataSource: (module) => createResourceDataSource(client, module),
      useDictionaries,
      declaredDictionaries: DICTIONARIES,
      ...CATALOGUE_LINKS,
      inputs: resourceInputs,
      navigate: (url) => void navigate(url),
      // Loaded when a download happens: its file type comes with the contract's resource schemas
      // (zod), which a detail page's first paint does not need.
      download: (bytes, name) =>
        void import('./data/files').then(({ downloadBytes }) => downloadBytes(bytes, name)),
      ...(userId === undefined ? {} : { draftOwner: { userId, dataType: getDataType() } }),
      formatDateTime: (value) => formatDateTime(value),
      queryKeyRoot: apiKeys.all,
    }),
    [client, navigate, userId],
  );
  return <ResourceKitProvider host={host}>{children}</ResourceKitProvider>;
}
