import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, getHealth, listUsers, REQUEST_TIMEOUT_MS } from '../src/index.js';
import { startPeer, ok, type Peer } from './helpers/peer.js';

let peer: Peer | undefined;
afterEach(async () => {
  await peer?.close();
  peer = undefined;
});

describe('SPEC §7 transport', () => {
  it('sends bearer Authorization and filterMode when a token exists', async () => {
    peer = await startPeer(() => ok(null));
    const client = createApiClient({
      baseURL: peer.baseURL,
      getToken: () => 'tok-1',
      getDataType: () => 'test',
    });
    await getHealth(client);
    expect(peer.seen[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(peer.seen[0]?.headers.filtermode).toBe('test');
  });

  it('sends neither header without a token (even if a data type is stored)', async () => {
    peer = await startPeer(() => ok(null));
    const client = createApiClient({
      baseURL: peer.baseURL,
      getToken: () => undefined,
      getDataType: () => 'test',
    });
    await getHealth(client);
    expect(peer.seen[0]?.headers.authorization).toBeUndefined();
    expect(peer.seen[0]?.headers.filtermode).toBeUndefined();
  });

  it('omits filterMode when no data type is stored', async () => {
    peer = await startPeer(() => ok(null));
    const client = createApiClient({ baseURL: peer.baseURL, getToken: () => 't', getDataType: () => null });
    await getHealth(client);
    expect(peer.seen[0]?.headers.authorization).toBe('Bearer t');
    expect(peer.seen[0]?.headers).not.toHaveProperty('filtermode');
  });

  it('reads the token at each request, not once', async () => {
    peer = await startPeer(() => ok(null));
    let token = 'first';
    const client = createApiClient({ baseURL: peer.baseURL, getToken: () => token });
    await getHealth(client);
    token = 'second';
    await getHealth(client);
    expect(peer.seen.map((r) => r.headers.authorization)).toEqual(['Bearer first', 'Bearer second']);
  });

  it('sends Accept-Language in the host language when told it', async () => {
    peer = await startPeer(() => ok(null));
    const client = createApiClient({ baseURL: peer.baseURL, getLocale: () => 'es' });
    await getHealth(client);
    expect(peer.seen[0]?.headers['accept-language']).toBe('es');
  });

  it('serialises array params without indices and drops empty values', async () => {
    peer = await startPeer(() => ok({ records: [], total: 0, size: 10, current: 1 }));
    const client = createApiClient({ baseURL: peer.baseURL });
    await client.request({
      method: 'GET',
      url: '/admin/system/user',
      params: { ids: [1, 2, 3], name: '张三', status: undefined, deptId: null, page: { current: 2 } },
    });
    const url = new URL(peer.seen[0]!.url, 'http://x');
    expect(url.pathname).toBe('/prod-api/admin/system/user');
    expect(url.searchParams.getAll('ids')).toEqual(['1', '2', '3']);
    expect(peer.seen[0]!.url).not.toMatch(/ids%5B|ids\[/);
    expect(url.searchParams.get('name')).toBe('张三');
    expect(url.searchParams.has('status')).toBe(false);
    expect(url.searchParams.has('deptId')).toBe(false);
    expect(url.searchParams.get('page.current')).toBe('2');
  });

  it('fills path parameters and sends JSON bodies', async () => {
    peer = await startPeer((r) => ok(r.method === 'GET' ? { userId: 7 } : { id: 9 }));
    const client = createApiClient({ baseURL: peer.baseURL });
    await client.request({
      method: 'POST',
      url: '/admin/system/user',
      data: { nickName: '王五', roleIds: [1, 2] },
    });
    expect(peer.seen[0]?.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(peer.seen[0]!.body)).toEqual({ nickName: '王五', roleIds: [1, 2] });
  });

  it('declares no content type for a POST without a body (the login grant travels in the query)', async () => {
    peer = await startPeer(() => ok(null));
    const client = createApiClient({ baseURL: peer.baseURL });
    await client.request({ method: 'POST', url: '/biz/site/announcement/upNews', params: { id: 3 } });
    expect(peer.seen[0]?.headers['content-type']).toBeUndefined();
    expect(peer.seen[0]?.url).toBe('/prod-api/biz/site/announcement/upNews?id=3');
  });

  it('unwraps { code: 0, data } and passes the typed data on', async () => {
    peer = await startPeer(() => ok({ records: [{ userId: 1 }], total: 1, size: 10, current: 1 }));
    const client = createApiClient({ baseURL: peer.baseURL });
    const page = await listUsers(client, { current: 1, size: 10, userName: 'adm' });
    expect(page.total).toBe(1);
    expect(page.records[0]?.userId).toBe(1);
    expect(new URL(peer.seen[0]!.url, 'http://x').search).toBe('?current=1&size=10&userName=adm');
  });

  it('defaults to /prod-api, credentials and a 60 000 ms timeout', () => {
    const client = createApiClient();
    expect(client.baseURL).toBe('/prod-api');
    expect(client.axios.defaults.baseURL).toBe('/prod-api');
    expect(client.axios.defaults.withCredentials).toBe(true);
    expect(client.axios.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('adds the auth headers to direct axios calls too', async () => {
    peer = await startPeer(() => ok(null));
    const client = createApiClient({ baseURL: peer.baseURL, getToken: () => 'raw' });
    await client.axios.get('/health');
    expect(peer.seen[0]?.headers.authorization).toBe('Bearer raw');
  });
});
