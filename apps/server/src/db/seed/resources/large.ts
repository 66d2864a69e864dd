import { sql, type Kysely } from 'kysely';
import type { Catalogue } from '../../../resources/schema/catalogue.js';
import { insertRows, type NewRow } from '../../../resources/query/repository.js';
import type { Database } from '../../schema.js';
import { deriveFields } from '../../../resources/fields/derive.js';
import { coherePerson } from './person-coherence.js';
import { createRandom } from './random.js';
import { demoPerson, demoRow, DEMO_AREAS, ELDERLY_MODULE } from './records.js';

export interface LargeSeedProgress {
  inserted: number;
  total: number;
  rowsPerSecond: number;
}

/**
 * Inserts `count` generated elderly records in batches (one transaction per batch, so progress
 * survives an interruption). A pool of rows is generated and validated like the demo seed's;
 * each inserted row is a pooled one with a new person (name, ID number with a valid check
 * digit, mobile) and the fields derived from that ID number, which is valid by construction.
 */
export const seedLargeElderly = async (
  db: Kysely<Database>,
  catalogue: Catalogue,
  count: number,
  options: { batch?: number; seed?: number; onProgress?: (p: LargeSeedProgress) => void } = {},
): Promise<LargeSeedProgress> => {
  const resource = catalogue.find(ELDERLY_MODULE);
  if (!resource) throw new Error(`module ${ELDERLY_MODULE} is not declared`);
  const batch = options.batch ?? 1000;
  const random = createRandom(options.seed ?? Date.now());
  const started = Date.now();
  let inserted = 0;
  const progress = (): LargeSeedProgress => ({
    inserted,
    total: count,
    rowsPerSecond: Math.round(inserted / Math.max(0.001, (Date.now() - started) / 1000)),
  });
  const pool: NewRow[] = [];
  while (pool.length < 500) {
    const row = demoRow(resource, random, () => [], [60, 100]);
    if (row) pool.push(row);
  }
  const areaField = resource.declaration.areaField;
  // ID numbers are unique per data type (unique.ts): a million random ones repeat some, so each
  // is drawn again until it is new, the stored ones included.
  const stored = await sql<{ key: string }>`
    select data_type || '|' || lower(id_card) as key from ${sql.id(resource.table)}
    where id_card is not null`.execute(db);
  const taken = new Set(stored.rows.map((r) => r.key));
  while (inserted < count) {
    const rows: NewRow[] = [];
    const size = Math.min(batch, count - inserted);
    while (rows.length < size) {
      const template = random.pick(pool);
      const area = random.pick(DEMO_AREAS);
      const person = demoPerson(random, area, 60, 100);
      const key = `${template.dataType}|${person.idCard.toLowerCase()}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const values: Record<string, unknown> = { ...template.values, ...person };
      if (areaField && typeof values[areaField] === 'string') values[areaField] = area.code;
      // The pooled row's tags, self-care and household were made for another person's age.
      coherePerson(values, (name) => resource.byName.has(name), resource.key, random);
      Object.assign(values, deriveFields(resource.fields, values));
      rows.push({ values, areaCode: areaField ? area.code : template.areaCode, dataType: template.dataType });
    }
    await db.transaction().execute((trx) => insertRows(trx, resource, rows));
    inserted += rows.length;
    options.onProgress?.(progress());
  }
  return progress();
};
