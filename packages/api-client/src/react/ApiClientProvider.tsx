import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client/types.js';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/** Makes one client (with the host's UI wiring) available to every hook below it. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client)
    throw new Error('useApiClient: wrap the app in <ApiClientProvider client={createApiClient(...)}>');
  return client;
}
