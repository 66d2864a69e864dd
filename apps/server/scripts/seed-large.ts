/**
 * `pnpm --filter @eldercare/server seed:large -- --count 1000000 [--batch 1000]`
 * Inserts N generated elderly records into the configured database (DATA_DIR, or DATABASE_URL),
 * after bringing migrations and module tables up to date. Prints progress and rows/s.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { migrateToLatest, openDatabase } from '../src/db/database.js';
import { seedDemoData } from '../src/db/seed/index.js';
import { seedLargeElderly } from '../src/db/seed/resources/large.js';
import { ELDERLY_MODULE } from '../src/db/seed/resources/records.js';
import { buildCatalogue, syncResourceTables } from '../src/resources/index.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { count: { type: 'string', default: '100000' }, batch: { type: 'string', default: '1000' } },
});
const count = Number(values.count);
const batch = Number(values.batch);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(batch) || batch < 1 || batch > 20000) {
  console.error('Usage: seed:large -- --count N [--batch 1..20000]');
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase(config);
try {
  await migrateToLatest(handle.db);
  // Users, areas and roles first, so the records are visible to the demo accounts.
  if (config.seed) await seedDemoData(handle.db, config);
  const catalogue = buildCatalogue();
  await syncResourceTables(handle.db, catalogue);
  console.log(`Inserting ${count} elderly records into ${handle.kind} in batches of ${batch}...`);
  let lastPrint = 0;
  const result = await seedLargeElderly(handle.db, catalogue, count, {
    batch,
    onProgress: (p) => {
      if (Date.now() - lastPrint < 2000 && p.inserted < p.total) return;
      lastPrint = Date.now();
      console.log(
        `${p.inserted}/${p.total} (${((100 * p.inserted) / p.total).toFixed(1)}%) ${p.rowsPerSecond} rows/s`,
      );
    },
  });
  console.log(`Done: ${result.inserted} rows, ${result.rowsPerSecond} rows/s`);
  // Fresh statistics steer the list's plans (prefix-split.ts reads the grams' estimates); a vacuumed
  // visibility map lets its covering index answer without reading the table.
  const table = catalogue.find(ELDERLY_MODULE)?.table;
  if (table) {
    const started = Date.now();
    await sql`vacuum analyze ${sql.id(table)}`.execute(handle.db);
    console.log(`vacuum analyze ${table}: ${Date.now() - started} ms`);
  }
} finally {
  await handle.close();
}
