import { isIdCardChecksumValid } from '@eldercare/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_PAUSED_LINE } from '../../src/resources/write/write-service.js';
import {
  copyPreparedData,
  signIn,
  spawnServer,
  type ServerData,
  type StartedServer,
} from '../observability/started-server.js';
import { workbookOf } from '../resources/fixtures.js';

/**
 * kill -9 while an import writes: the started server holds the import's transaction open after its
 * first batch (a test setting), is killed there, started again on the same data, and must hold none
 * of the sheet's rows, answer its lists, and take the same import again whole.
 */
const ROWS = 5_000;
const MARK = '钱';
/** Names from a counter: the mark, then the digits as the ten heavenly stems (valid names, distinct). */
const STEMS = '甲乙丙丁戊己庚辛壬癸';
const nameOf = (n: number) => MARK + [...String(n).padStart(4, '0')].map((d) => STEMS[Number(d)]).join('');

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A valid ID number of an elder born in 1940 (day from `n`, sequence from `n`), distinct per n. */
const idOf = (n: number) => {
  const day = new Date(Date.UTC(1940, 0, 1) + Math.floor(n / 500) * 86_400_000);
  const body = `341702${day.toISOString().slice(0, 10).replaceAll('-', '')}${String(100 + (n % 500)).padStart(3, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (WEIGHTS[i] ?? 0), 0);
  return body + '10X98765432'[sum % 11];
};

let data: ServerData;
let server: StartedServer | undefined;

beforeAll(async () => {
  data = await copyPreparedData();
}, 120_000);
afterAll(async () => {
  await server?.cleanup();
  await data?.remove();
});

const api = async <T>(token: string, path: string, init: RequestInit = {}) => {
  const response = await fetch(`${server?.url}/prod-api/biz/resource${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  return (await response.json()) as { code: number; msg: string; data: T };
};

const importedRows = async (token: string) =>
  (await api<{ total: number }>(token, `/elderlyInfo?name=${encodeURIComponent(MARK)}&size=1`)).data.total;

/** Resolves once the paused server says its import has written a first batch, or the import ended. */
const firstBatchWritten = async (lines: readonly string[], ended: () => boolean) => {
  while (!ended() && !lines.includes(IMPORT_PAUSED_LINE)) await new Promise((r) => setTimeout(r, 50));
  return lines.includes(IMPORT_PAUSED_LINE);
};

describe('kill -9 during an import', () => {
  it('leaves all the rows or none, and a server that starts and answers', async () => {
    const rows = Array.from({ length: ROWS }, (_, n) => [
      nameOf(n),
      idOf(n),
      '341702001001',
      `139${String(n).padStart(8, '0')}`,
    ]);
    expect(rows.every(([, id]) => isIdCardChecksumValid(id ?? ''))).toBe(true);
    const file = await workbookOf([['姓名', 'ID number', 'Comunidad', '手机'], ...rows]);

    // The import holds its transaction open after its first 500 rows until the kill.
    server = await spawnServer(data, { ELDERCARE_TEST_IMPORT_PAUSE_MS: '120000' });
    const token = await signIn(server.url, 'admin');
    const before = await importedRows(token);
    let answered = false;
    let ended = false;
    const importing = api<{ imported: number }>(token, '/elderlyInfo/import', {
      method: 'POST',
      body: JSON.stringify({ file }),
    }).then(
      (answer) => {
        answered = answer.code === 0;
        ended = true;
      },
      () => (ended = true),
    );
    expect(await firstBatchWritten(server.lines, () => ended)).toBe(true);
    server.child.kill('SIGKILL');
    await server.exited;
    await importing;
    expect(answered).toBe(false);

    server = await spawnServer(data, {});
    const again = await signIn(server.url, 'admin');
    // The first batch was written in the import's transaction, never committed: none of it stays.
    expect((await importedRows(again)) - before).toBe(0);
    // Nothing half-written blocks the same sheet: it imports whole.
    const redo = await api<{ imported: number; failed: number }>(again, '/elderlyInfo/import', {
      method: 'POST',
      body: JSON.stringify({ file }),
    });
    expect(redo.code, redo.msg).toBe(0);
    expect(redo.data).toMatchObject({ imported: ROWS, failed: 0 });
    expect((await importedRows(again)) - before).toBe(ROWS);
  }, 240_000);
});
