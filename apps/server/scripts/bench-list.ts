/**
 * `pnpm --filter @eldercare/server bench:list` — latency of the elderly list with a `like` name
 * filter and an area filter, through the real routes (app.inject), on the configured database.
 * Run seed:large first to get a realistic volume.
 */
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { tokenFor } from '../test/helpers/server.js';

const QUERIES = {
  'name like 王': 'name=王',
  'name like 秀英 + area 341702001': 'name=秀英&areaCode=341702001',
  'hukou area eq + age range': 'hukouArea=341702002001&ageStart=80&ageEnd=90',
  'no filter, page 50': 'current=50',
};

const config = loadConfig({ ELDERCARE_CAPTCHA: 'off', ELDERCARE_LOG_LEVEL: 'silent', ...process.env });
const app = await buildApp(config, { logger: false });
try {
  const token = await tokenFor(app, 'admin');
  const total = await app.inject({
    url: '/prod-api/biz/resource/elderlyInfo?size=1',
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(
    `${app.eldercare.dbKind}: ${total.json<{ data: { total: number } }>().data.total} formal elderly records`,
  );
  // The dashboard's figures are cached per scope for 60 s: the first call is the one staff wait for.
  const cold = performance.now();
  await app.inject({ url: '/prod-api/biz/dashboard/summary', headers: { authorization: `Bearer ${token}` } });
  console.log(`dashboard summary, first call: ${(performance.now() - cold).toFixed(0)} ms`);
  for (const [label, query] of Object.entries(QUERIES)) {
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < 23; i += 1) {
      const started = performance.now();
      const response = await app.inject({
        url: `/prod-api/biz/resource/elderlyInfo?size=10&${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (i >= 3) times.push(performance.now() - started);
      found = response.json<{ data: { total: number } }>().data.total;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.floor(q * (times.length - 1))]?.toFixed(1);
    console.log(`${label}: ${found} matches, median ${at(0.5)} ms, p90 ${at(0.9)} ms`);
  }
} finally {
  await app.close();
}
