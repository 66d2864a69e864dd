import http from 'node:http';
import { isIdCardChecksumValid } from '@eldercare/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyPreparedData,
  freePort,
  signIn,
  spawnServer,
  type ServerData,
  type StartedServer,
} from '../observability/started-server.js';
import { workbookOf } from '../resources/fixtures.js';

/**
 * kill -9 while an import writes: the started server is killed as the import's insert starts (as
 * near as the statement count shows it; a busy machine may let the import answer first), started
 * again on the same data, and must hold the sheet's rows all or not at all (all when the import had
 * answered), answer its lists, and take the same import again.
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

/** Statements the server's database has answered, from its metrics port (which needs no database). */
const statements = (metricsUrl: string): Promise<number> =>
  new Promise((resolve, reject) => {
    // A connection of its own per scrape: the scrapes follow each other closely.
    http
      .get(`${metricsUrl}/metrics`, { agent: false }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const counts = text.match(/^eldercare_db_query_duration_seconds_count\{[^}]*\} \d+/gm) ?? [];
          resolve(counts.reduce((sum, line) => sum + Number(line.split(' ').pop()), 0));
        });
      })
      .on('error', reject);
  });

/**
 * Statements the import runs before its insert: the enum labels and the areas, and one read per
 * thousand ID numbers (are they held already?). Scraping takes a few milliseconds more than a
 * 500-row insert, so the kill lands among the inserts.
 */
const READS = 2 + Math.ceil(ROWS / 1_000);

/**
 * Resolves once the import's reads are done, counting the statements the server answers from the
 * moment the import was sent (the metrics port answers while the database is busy), or once the
 * import ended. Spans would say which statement ran, but reach a collector in batches, after
 * the half-second the whole insert takes.
 */
const insertStarting = async (metricsUrl: string, from: number, ended: () => boolean) => {
  while (!ended()) {
    if ((await statements(metricsUrl)) - from >= READS) return true;
  }
  return false;
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

    const metricsUrl = `http://127.0.0.1:${await freePort()}`;
    server = await spawnServer(data, { ELDERCARE_METRICS_PORT: metricsUrl.split(':').pop() ?? '' });
    const token = await signIn(server.url, 'admin');
    const before = await importedRows(token);
    const from = await statements(metricsUrl);
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
    // Best effort: on a busy machine the import may answer first; the checks below hold either way.
    await insertStarting(metricsUrl, from, () => ended);
    server.child.kill('SIGKILL');
    await server.exited;
    await importing;

    server = await spawnServer(data, {});
    const again = await signIn(server.url, 'admin');
    const kept = (await importedRows(again)) - before;
    expect([0, ROWS]).toContain(kept);
    if (answered) expect(kept).toBe(ROWS);
    // Nothing half-written blocks the same sheet: it imports whole (or was in whole already).
    if (kept === 0) {
      const redo = await api<{ imported: number; failed: number }>(again, '/elderlyInfo/import', {
        method: 'POST',
        body: JSON.stringify({ file }),
      });
      expect(redo.code, redo.msg).toBe(0);
      expect(redo.data).toMatchObject({ imported: ROWS, failed: 0 });
      expect((await importedRows(again)) - before).toBe(ROWS);
    }
  }, 240_000);
});
