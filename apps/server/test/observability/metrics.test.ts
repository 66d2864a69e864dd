import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_OBSERVABILITY } from '../../src/observability/index.js';
import { call, login, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A metric's value for these labels in Prometheus text (0 when the series is absent). */
const valueIn = (text: string, name: string, labels: Record<string, string> = {}): number => {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `) ? wanted.every((w) => l.includes(w)) : false,
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe('metrics behind a bearer token on the main port', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { observability: { ...NO_OBSERVABILITY, metricsToken: TOKEN } });
  });
  afterAll(() => server.close());

  const scrape = async () => {
    const response = await server.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('refuses a scrape without the token or with another one', async () => {
    expect((await server.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await server.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('eldercare_');
  });

  it('counts requests by route template and status, with latency histograms', async () => {
    const token = await tokenFor(server.app, 'admin');
    for (const id of [1, 2, 3])
      await server.app.inject({
        url: `/prod-api/biz/resource/elderlyInfo/${id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    await server.app.inject({ url: '/prod-api/no/such/route' });
    const text = await scrape();
    const route = '/prod-api/biz/resource/:module/:id';
    expect(valueIn(text, 'eldercare_http_requests_total', { route, status: '200' })).toBe(3);
    expect(valueIn(text, 'eldercare_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(
      valueIn(text, 'eldercare_http_request_duration_seconds_count', { route, status_class: '2xx' }),
    ).toBe(3);
    expect(text).toMatch(
      /eldercare_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/prod-api\/biz\/resource\/:module\/:id"/,
    );
    // The raw ids never become labels.
    expect(text).not.toContain('elderlyInfo/1');
  });

  it('reports database latency, event-loop delay, session cache, Excel jobs and readiness', async () => {
    const token = await tokenFor(server.app, 'operator');
    for (let i = 0; i < 3; i += 1) await call(server.app, { url: '/prod-api/uaa/user/info', token });
    const text = await scrape();
    expect(valueIn(text, 'eldercare_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(valueIn(text, 'eldercare_session_cache_lookups', { result: 'miss' })).toBeGreaterThan(0);
    expect(text).toContain('eldercare_session_cache_hit_ratio');
    expect(valueIn(text, 'eldercare_excel_jobs', { state: 'limit' })).toBe(2);
    expect(valueIn(text, 'eldercare_ready')).toBe(1);
    if (process.env.DATABASE_URL)
      expect(valueIn(text, 'eldercare_db_pool_connections', { state: 'max' })).toBe(10);
  });

  it('counts refused logins by reason and throttled ones', async () => {
    for (let i = 0; i < 6; i += 1) await login(server.app, 'lishan', 'Wrong@123456', {}, '10.9.8.7');
    const text = await scrape();
    expect(
      valueIn(text, 'eldercare_login_failures_total', { reason: 'badCredentials' }),
    ).toBeGreaterThanOrEqual(5);
    expect(valueIn(text, 'eldercare_login_throttled_total')).toBeGreaterThanOrEqual(1);
  });
});

describe('metrics on their own port', () => {
  it('serves /metrics there and not on the public port', async () => {
    const port = await freePort();
    const server = await startTestServer({}, { observability: { ...NO_OBSERVABILITY, metricsPort: port } });
    try {
      await server.app.inject({ url: '/prod-api/health' });
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(
        'eldercare_http_requests_total{method="GET",route="/prod-api/health",status="200"} 1',
      );
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      expect((await server.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('request ids', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers with a new id, or with the balancer’s when it is sane', async () => {
    const fresh = await server.app.inject({ url: '/prod-api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await server.app.inject({
      url: '/prod-api/health',
      headers: { 'x-request-id': 'lb-0a1b2c3d:42' },
    });
    expect(given.headers['x-request-id']).toBe('lb-0a1b2c3d:42');
    for (const bad of ['short', 'with space and "quotes"', 'x'.repeat(129), 'line\\nbreak']) {
      const answer = await server.app.inject({ url: '/prod-api/health', headers: { 'x-request-id': bad } });
      expect(answer.headers['x-request-id']).not.toBe(bad);
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
