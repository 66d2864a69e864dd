import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../helpers/server.js';
import { startOtlpReceiver } from './otlp-receiver.js';
import { signIn, startServerProcess, type StartedServer } from './started-server.js';

type Receiver = Awaited<ReturnType<typeof startOtlpReceiver>>;

const waitFor = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return check();
};

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_SPAN = '00f067aa0ba902b7';

describe('the started server: request ids in logs, traces over OTLP, draining on SIGTERM', () => {
  let receiver: Receiver;
  let server: StartedServer;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    server = await startServerProcess({
      ELDERCARE_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'eldercare-test',
      ELDERCARE_SHUTDOWN_DRAIN_SECONDS: '3',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.cleanup();
    await receiver?.close();
  });

  it('exports a span per request, joined to the caller’s trace, with its statements as children', async () => {
    const token = await signIn(server.url, 'admin');
    const answer = await fetch(`${server.url}/prod-api/uaa/user/info`, {
      headers: {
        authorization: `Bearer ${token}`,
        traceparent: `00-${TRACE_ID}-${PARENT_SPAN}-01`,
        'x-request-id': 'balancer-req-000123',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('balancer-req-000123');
    const isOurs = (s: { traceId: string; parentSpanId?: string }) =>
      s.traceId === TRACE_ID && s.parentSpanId === PARENT_SPAN;
    expect(await waitFor(() => receiver.spans.some(isOurs))).toBe(true);
    const span = receiver.spans.find(isOurs);
    expect(span?.name).toBe('GET /prod-api/uaa/user/info');
    expect(span?.serviceName).toBe('eldercare-test');
    expect(span?.attributes['http.response.status_code']).toBe(200);
    expect(span?.attributes['eldercare.request_id']).toBe('balancer-req-000123');
    const statements = receiver.spans.filter((s) => s.parentSpanId === span?.spanId);
    expect(statements.length).toBeGreaterThan(0);
    expect(
      statements.every((s) => s.name === 'db.query' && typeof s.attributes['db.query.text'] === 'string'),
    ).toBe(true);
    // The login's password never travels in a span.
    expect(JSON.stringify(receiver.spans)).not.toContain(DEMO_PASSWORD);
  });

  it('writes the request id on every log line about a request', async () => {
    const json = server.lines
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const aboutRequests = json.filter((l) => 'req' in l || 'res' in l || 'responseTime' in l);
    expect(aboutRequests.length).toBeGreaterThan(3);
    expect(aboutRequests.every((l) => typeof l.reqId === 'string' && l.reqId.length >= 8)).toBe(true);
    expect(aboutRequests.filter((l) => l.reqId === 'balancer-req-000123')).toHaveLength(2);
  });

  it('on SIGTERM answers not ready, keeps answering with connections closed, finishes the request in flight, then exits 0', async () => {
    const token = await signIn(server.url, 'admin');
    const exporting = fetch(`${server.url}/prod-api/biz/resource/elderlyInfo/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    server.child.kill('SIGTERM');
    // The signal is handled on the event loop, between the export's pages: readiness turns false
    // within the drain, and the port still answers meanwhile.
    let ready = 200;
    for (let tries = 0; ready === 200 && tries < 30; tries += 1)
      ready = (await fetch(`${server.url}/prod-api/ready`)).status;
    expect(ready).toBe(503);
    // Still serving while the balancer notices, but ending each connection after its answer.
    const during = await fetch(`${server.url}/prod-api/health`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');
    const exported = await exporting;
    expect(exported.status).toBe(200);
    expect((await exported.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    expect(await server.exited).toBe(0);
  }, 60_000);
});
