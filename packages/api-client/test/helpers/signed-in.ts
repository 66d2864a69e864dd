import { inject } from 'vitest';
import { createApiClient, signIn, type ApiClient, type ApiClientOptions } from '../../src/index.js';
import { recordingUi } from './ui-spy.js';

export const DEMO_PASSWORD = 'Admin@123456';

/** URL of the server the global setup started. */
export const serverURL = (): string => inject('serverURL');

/** A client whose token lives in memory, as a Node host would keep it. */
export function memoryClient(baseURL: string, options: ApiClientOptions = {}) {
  const store: { token: string | undefined; dataType: string | undefined } = {
    token: undefined,
    dataType: undefined,
  };
  const recorded = recordingUi();
  const client: ApiClient = createApiClient({
    baseURL,
    ui: recorded.ui,
    getToken: () => store.token,
    getDataType: () => store.dataType,
    clearToken: () => (store.token = undefined),
    ...options,
  });
  return { client, store, ...recorded };
}

/** Signs a demo user in through the real login (public key, RSA-encrypted password). */
export async function signedIn(
  userName = 'admin',
  baseURL = serverURL(),
  options: ApiClientOptions = {},
  password = DEMO_PASSWORD,
) {
  const session = memoryClient(baseURL, options);
  const token = await signIn(session.client, {
    username: userName,
    password,
    deviceId: `test-${userName}`,
  });
  session.store.token = token.access_token;
  return session;
}
