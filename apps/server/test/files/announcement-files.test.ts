import { ErrorCode } from '@eldercare/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { fetchFile, listen, stopListening, upload } from './helpers.js';

/** A file attached to an announcement: readable by whoever the announcement reaches, once published. */
let server: TestServer;
let base: string;
const tokens: Record<string, string> = {};
const as = (user: string) => tokens[user] ?? '';

beforeAll(async () => {
  server = await startTestServer();
  base = await listen(server.app);
  for (const user of ['admin', 'lishan']) tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => stopListening(server));

describe('announcement attachments in the file store', () => {
  it('are accepted as file-store URLs and follow the announcement’s reach', async () => {
    const saved = await upload(base, as('admin'), Buffer.from('%PDF-1.4\n% agenda\n%%EOF\n'), '议程.pdf');
    expect(saved.code, saved.msg).toBe(0);
    const created = await call<{ id: number }>(server.app, {
      method: 'POST',
      url: '/prod-api/biz/site/announcement',
      token: as('admin'),
      payload: {
        title: '培训通知',
        content: '<p>议程见附件</p>',
        anannouncement_type: 4,
        files: [{ fileName: '议程.pdf', url: saved.data.url }],
      },
    });
    expect(created.code, created.msg).toBe(0);
    // A draft: street staff are not reached yet; its manager is.
    expect(await fetchFile(base, as('lishan'), saved.data.url)).toEqual({ code: ErrorCode.Forbidden });
    expect(await fetchFile(base, as('admin'), saved.data.url)).toMatchObject({ type: 'application/pdf' });

    const published = await call(server.app, {
      method: 'POST',
      url: `/prod-api/biz/site/announcement/upNews?id=${created.data.id}`,
      token: as('admin'),
    });
    expect(published.code, published.msg).toBe(0);
    expect(await fetchFile(base, as('lishan'), saved.data.url)).toMatchObject({ type: 'application/pdf' });
  });

  it('still refuses other schemes', async () => {
    const refused = await call(server.app, {
      method: 'POST',
      url: '/prod-api/biz/site/announcement',
      token: as('admin'),
      payload: {
        title: 't',
        content: 'x',
        anannouncement_type: 4,
        files: [{ fileName: 'a', url: 'data:text/html,<b>x</b>' }],
      },
    });
    expect(refused.code).toBe(ErrorCode.Invalid);
  });
});
