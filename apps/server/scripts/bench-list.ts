/**
 * `pnpm --filter @eldercare/server bench:list [-- --runs 20 --json out.json]` — latency of the
 * elderly list under every filter it offers (1-, 2- and 3-character names, ID-number fragments,
 * areas, age, categories, self-care ability, combinations) through the real routes (app.inject),
 * on the configured database, plus the dashboard summary's first call. Run seed:large first.
 */
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { tokenFor } from '../test/helpers/server.js';

const QUERIES = {
  'no filter, page 1': '',
  'no filter, page 50': 'current=50',
  'name 王 (1 char)': 'name=王',
  'name 英 (1 char, rarer)': 'name=英',
  'name 秀英 (2 chars)': 'name=秀英',
  'name 秀英 + area 341702001': 'name=秀英&areaCode=341702001',
  'name 王秀英 (3 chars)': 'name=王秀英',
  'name 张 + age 80-90': 'name=张&ageStart=80&ageEnd=90',
  'idCard 3417 (4 chars)': 'idCard=3417',
  'idCard 12 (2 chars)': 'idCard=12',
  'hukou area eq + age range': 'hukouArea=341702002001&ageStart=80&ageEnd=90',
  'age range 95-100': 'ageStart=95&ageEnd=100',
  'categories veteran': 'categories=veteran',
  'area 341721100 + categories alone': 'areaCode=341721100&categories=alone',
};

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { runs: { type: 'string', default: '20' }, json: { type: 'string' } },
});
const runs = Number(values.runs);

const config = loadConfig({ ELDERCARE_CAPTCHA: 'off', ELDERCARE_LOG_LEVEL: 'silent', ...process.env });
const app = await buildApp(config, { logger: false });
const out: Record<string, unknown> = { db: app.eldercare.dbKind, at: new Date().toISOString() };
try {
  const token = await tokenFor(app, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  // The dashboard's figures are cached per scope for 60 s: the first call is the one staff wait for.
  const cold = performance.now();
  await app.inject({ url: '/prod-api/biz/dashboard/summary', headers });
  out.dashboardFirstCallMs = Math.round(performance.now() - cold);
  console.log(`${app.eldercare.dbKind}: dashboard summary, first call: ${out.dashboardFirstCallMs} ms`);
  const queries: Record<string, unknown> = {};
  for (const [label, query] of Object.entries(QUERIES)) {
    const times: number[] = [];
    let page: { total?: number; isTotalEstimated?: boolean } = {};
    for (let i = 0; i < runs + 3; i += 1) {
      const started = performance.now();
      const response = await app.inject({
        url: `/prod-api/biz/resource/elderlyInfo?size=10&${query}`,
        headers,
      });
      if (i >= 3) times.push(performance.now() - started);
      page = response.json<{ data: typeof page }>().data;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Number((times[Math.ceil(q * times.length) - 1] ?? 0).toFixed(1));
    const row = { total: page.total, estimated: page.isTotalEstimated ?? false, p50: at(0.5), p95: at(0.95) };
    queries[label] = row;
    console.log(
      `${label}: ${row.total}${row.estimated ? ' (estimate)' : ''} matches, p50 ${row.p50} ms, p95 ${row.p95} ms`,
    );
  }
  out.queries = queries;
  if (values.json) await fs.writeFile(values.json, `${JSON.stringify(out, null, 2)}\n`);
} finally {
  await app.close();
}
