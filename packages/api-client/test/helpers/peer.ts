import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type PeerHandler = (
  request: SeenRequest,
) => { status?: number; body: unknown; contentType?: string; delayMs?: number } | 'hang';

export interface Peer {
  baseURL: string;
  seen: SeenRequest[];
  close: () => Promise<void>;
}

/**
 * A real HTTP server on a free port for the client's transport behaviour (headers, envelopes,
 * failures). It is the peer over the wire, not a stand-in for any of our own modules.
 */
export async function startPeer(handler: PeerHandler): Promise<Peer> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      const answer = handler(request);
      if (answer === 'hang') return;
      const send = () => {
        const isText = typeof answer.body === 'string';
        res.writeHead(answer.status ?? 200, {
          'content-type': answer.contentType ?? (isText ? 'text/plain' : 'application/json'),
        });
        res.end(isText ? answer.body : JSON.stringify(answer.body));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/prod-api`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port that refuses connections: listen, note the port, close. */
export async function closedPortURL(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/prod-api`;
}

export const ok = (data: unknown) => ({ body: { code: 0, msg: 'ok', data } });
export const fail = (code: number, msg: string) => ({ body: { code, msg, data: null } });
