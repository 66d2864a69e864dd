import { deflateSync } from 'node:zlib';
import { RESOURCES, type FieldDeclaration, type ResourceDeclaration } from '@eldercare/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

/**
 * The classes of hostile input that once answered code 500, sent on purpose to every field type
 * and filter kind (the random fuzzer in routes/http-fuzz.test.ts meets them only by chance):
 * years 0 and 10000 in date-times, prototype keys as values and as JSON keys, a multipart body cut
 * short, and an image whose header claims 16000 × 16000 pixels. None may answer 500 or HTTP 5xx.
 */
let server: TestServer;
let token = '';

const HOSTILE_VALUES = [
  '+010000-01-01T00:00:00Z',
  '10000-01-01 00:00:00',
  '0000-01-01T00:00:00',
  '0000-01-01',
  '-000001-01-01T00:00:00Z',
  '__proto__',
  'constructor',
];

interface Answer {
  status: number;
  code: unknown;
  msg: unknown;
}

const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<Answer> => {
  const response = await server.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
  const json = response.json<{ code: unknown; msg: unknown }>();
  return { status: response.statusCode, code: json.code, msg: json.msg };
};

const failed = (answer: Answer) => answer.status >= 500 || answer.code === 500;

/** Up to `perKind` fields of each kind (type, multiple, filter), each from another module. */
const representatives = (kindOf: (field: FieldDeclaration) => string | null, perKind = 3) => {
  const chosen = new Map<string, { module: ResourceDeclaration; field: FieldDeclaration }[]>();
  for (const module of RESOURCES) {
    for (const field of module.fields) {
      const kind = kindOf(field);
      if (kind === null) continue;
      const list = chosen.get(kind) ?? [];
      if (list.length < perKind && !list.some((entry) => entry.module.key === module.key))
        list.push({ module, field });
      chosen.set(kind, list);
    }
  }
  return [...chosen.values()].flat();
};

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, 'admin');
});
afterAll(async () => server?.close());

describe('hostile values in every field type', () => {
  it('creates and edits answer a refusal or success, never 500', async () => {
    const problems: string[] = [];
    const fields = representatives((field) =>
      field.derivedFrom ? null : `${field.type}:${field.multiple ?? false}`,
    );
    expect(fields.length).toBeGreaterThan(10);
    for (const { module, field } of fields) {
      const base = `/prod-api/biz/resource/${module.key}`;
      const list = await send('GET', `${base}?size=1`);
      const record = (list as unknown as { code: number }).code === 0 ? await firstRecord(base) : undefined;
      for (const value of HOSTILE_VALUES) {
        for (const given of [value, [value]]) {
          const created = await send('POST', base, { [field.name]: given });
          if (failed(created))
            problems.push(
              `POST ${module.key}.${field.name}=${JSON.stringify(given)}: ${String(created.msg)}`,
            );
          if (!record) continue;
          const edited = await send('PUT', `${base}/${record.id}`, {
            version: record.version,
            [field.name]: given,
          });
          if (failed(edited))
            problems.push(`PUT ${module.key}.${field.name}=${JSON.stringify(given)}: ${String(edited.msg)}`);
          if (edited.code === 0) Object.assign(record, await firstRecord(base, record.id));
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('prototype keys as JSON keys are refused as input', async () => {
    for (const module of RESOURCES.slice(0, 10)) {
      for (const body of ['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
        const answer = await send('POST', `/prod-api/biz/resource/${module.key}`, body);
        expect(failed(answer), `${module.key} ${body}`).toBe(false);
      }
    }
  });
});

describe('hostile values in every filter kind', () => {
  it('lists answer a refusal or a page, never 500', async () => {
    const problems: string[] = [];
    const filtered = representatives((field) =>
      field.filter ? `${field.type}:${field.multiple ?? false}` : null,
    );
    expect(filtered.length).toBeGreaterThan(5);
    for (const { module, field } of filtered) {
      for (const value of HOSTILE_VALUES) {
        for (const name of [
          field.name,
          `${field.name}Start`,
          `${field.name}End`,
          '__proto__',
          'constructor',
        ]) {
          const query = new URLSearchParams({ [name]: value }).toString();
          const answer = await send('GET', `/prod-api/biz/resource/${module.key}?${query}`);
          if (failed(answer)) problems.push(`${module.key}?${query}: ${String(answer.msg)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

const firstRecord = async (
  base: string,
  id?: number,
): Promise<{ id: number; version: number } | undefined> => {
  const response = await server.app.inject({
    method: 'GET',
    url: id === undefined ? `${base}?size=1` : `${base}/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const data = response.json<{
    data: { records?: { id: number; version: number }[]; id?: number; version?: number };
  }>().data;
  const record =
    id === undefined ? data?.records?.[0] : (data as { id: number; version: number } | undefined);
  return record ? { id: record.id, version: record.version } : undefined;
};

describe('hostile uploads', () => {
  const multipart = (body: string, boundary = 'xBOUNDARYx') =>
    server.app.inject({
      method: 'POST',
      url: '/prod-api/biz/file/upload',
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });

  it('a multipart body without its closing boundary is refused as incomplete', async () => {
    const head =
      '--xBOUNDARYx\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n';
    for (const body of [
      `${head}hello world`,
      head,
      '--xBOUNDARYx\r\nContent-Disposition: form-da',
      '--xBOUND',
    ]) {
      const response = await multipart(body);
      expect(response.statusCode, body).toBeLessThan(500);
      const json = response.json<{ code: number; msg: string }>();
      expect(json.code, body).toBe(-1);
      expect(json.msg, body).not.toMatch(/Internal/);
    }
  });

  it('an image claiming 16000 × 16000 pixels uploads, downloads, and has no thumbnail (translated), never 500', async () => {
    const png = pngClaiming(16_000, 16_000);
    const head = `--xBOUNDARYx\r\nContent-Disposition: form-data; name="file"; filename="bomb.png"\r\nContent-Type: image/png\r\n\r\n`;
    const payload = Buffer.concat([Buffer.from(head), png, Buffer.from('\r\n--xBOUNDARYx--\r\n')]);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/prod-api/biz/file/upload',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=xBOUNDARYx',
      },
      payload,
    });
    const { code, data } = uploaded.json<{ code: number; data: { id: string } }>();
    expect(code).toBe(0);
    for (const language of ['en', 'zh-CN', 'es']) {
      const thumbnail = await server.app.inject({
        method: 'GET',
        url: `/prod-api/biz/file/${data.id}/thumbnail`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      });
      expect(thumbnail.statusCode).toBe(200);
      const answer = thumbnail.json<{ code: number; msg: string }>();
      expect(answer.code).toBe(-1);
      if (language === 'en')
        expect(answer.msg).toBe('This image is too large or damaged to preview; download it instead');
      if (language === 'zh-CN') expect(answer.msg).toMatch(/缩略图/);
    }
  });
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small PNG whose header claims a huge grey image (the IDAT holds one row; decoders stop at the header). */
const pngClaiming = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
