import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export const FILE_API = '/prod-api/biz/file';

/** The server on a real port: uploads and downloads stream over HTTP, not through inject. */
export const listen = async (app: FastifyInstance): Promise<string> => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

/** Closes the keep-alive sockets fetch leaves open, so closing the server does not wait on them. */
export const stopListening = async (server: { app: FastifyInstance; close: () => Promise<void> }) => {
  server.app.server.closeAllConnections();
  await server.close();
};

export interface Uploaded {
  id: string;
  name: string;
  size: number;
  mime: string;
  url: string;
}

export const upload = async (
  base: string,
  token: string,
  bytes: Uint8Array,
  name: string,
  type = 'application/octet-stream',
): Promise<{ code: number; msg: string; data: Uploaded }> => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const response = await fetch(`${base}${FILE_API}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string; data: Uploaded };
};

export const download = (base: string, token: string, path: string) =>
  fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });

/** A download's bytes, or its envelope's code when it was refused (refusals answer HTTP 200 too). */
export const fetchFile = async (
  base: string,
  token: string,
  path: string,
): Promise<{ type: string; bytes: Buffer } | { code: number }> => {
  const answer = await download(base, token, path);
  const type = answer.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) return { code: ((await answer.json()) as { code: number }).code };
  return { type, bytes: Buffer.from(await answer.arrayBuffer()) };
};
