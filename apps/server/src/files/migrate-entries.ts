import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Catalogue, ServedResource } from '../resources/schema/catalogue.js';
import { toApiValue } from '../resources/fields/values.js';
import { DEMO_FILES } from './demo-files.js';
import { cleanFileName, insertFile, newFileId } from './file-rows.js';
import { spoolBytes } from './put-bytes.js';
import { syncFileRefs } from './refs.js';
import { sniffType } from './sniff.js';
import type { FileStore } from './store.js';

type Db = Kysely<Database>;

/** `data:<type>;base64,<bytes>` (the only form the old back-office wrote). */
const DATA_URL = /^data:[^,]*?(;base64)?,/i;

interface Converter {
  store: FileStore;
  spoolDir: string;
}

/** One old entry in its new form: a data URL becomes a stored file, a demo placeholder the demo file. */
const convert = async (
  db: Db,
  entry: unknown,
  index: number,
  uploadedBy: number | null,
  { store, spoolDir }: Converter,
): Promise<unknown> => {
  const url = typeof entry === 'string' ? entry : (entry as { url?: unknown } | null)?.url;
  const name = typeof entry === 'object' && entry !== null ? (entry as { name?: unknown }).name : undefined;
  if (typeof url !== 'string') return entry;
  if (url.startsWith('/demo/')) {
    const demo = /\.(png|jpe?g|gif|webp)$/i.test(url) ? DEMO_FILES.image : DEMO_FILES.file;
    return { id: demo.id, name: typeof name === 'string' ? name : url.slice('/demo/'.length) };
  }
  const match = DATA_URL.exec(url);
  if (!match) return entry;
  const payload = url.slice(match[0].length);
  const bytes = match[1] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload));
  const spooled = await spoolBytes(bytes, spoolDir);
  try {
    // Kept whatever it is (it was the user's file), but served as bytes to save when not allowed.
    const mime = (await sniffType(spooled.path, spooled.head)) ?? 'application/octet-stream';
    await store.put(spooled.path, spooled);
    const id = newFileId();
    const fileName = cleanFileName(typeof name === 'string' ? name : `file-${index + 1}`);
    await insertFile(db, {
      id,
      sha256: spooled.sha256,
      name: fileName,
      mime,
      size: spooled.size,
      uploadedBy,
    });
    return { id, name: fileName };
  } finally {
    await spooled.remove();
  }
};

const convertRecords = async (db: Db, resource: ServedResource, converter: Converter): Promise<number> => {
  const fields = resource.fields.filter((f) => f.type === 'file' || f.type === 'image');
  if (fields.length === 0) return 0;
  const columns = fields.map((f) => resource.columns.get(f.name) ?? '');
  // Only rows still holding an old entry: a second run finds none (idempotent).
  const old = sql.join(
    columns.map((c) => sql`(${sql.ref(c)}::text like '%"data:%' or ${sql.ref(c)}::text like '%"/demo/%')`),
    sql` or `,
  );
  const rows = await sql<Record<string, unknown>>`
    select id, created_by, ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.id(resource.table)}
    where ${old}`.execute(db);
  for (const row of rows.rows) {
    const values: Record<string, unknown> = {};
    for (const [i, field] of fields.entries()) {
      const stored = toApiValue(field, row[columns[i] ?? '']);
      if (stored === null) continue;
      const list = Array.isArray(stored) ? stored : [stored];
      const createdBy = row.created_by === null ? null : Number(row.created_by);
      const converted: unknown[] = [];
      for (const [index, entry] of list.entries())
        converted.push(await convert(db, entry, index, createdBy, converter));
      values[field.name] = converted;
    }
    await db.transaction().execute(async (trx) => {
      for (const [i, field] of fields.entries()) {
        if (!(field.name in values)) continue;
        await sql`update ${sql.id(resource.table)} set ${sql.ref(columns[i] ?? '')} = ${JSON.stringify(values[field.name])}::jsonb
          where id = ${row.id}`.execute(trx);
      }
      await syncFileRefs(trx, resource, Number(row.id), values);
    });
  }
  return rows.rows.length;
};

/**
 * Start-up task: records written before the file store kept their files inside the record as
 * data URLs (and demo records pointed at placeholders under /demo/). Each such entry becomes a
 * stored file and the record keeps its id. Answers the number of records converted.
 */
export const migrateFileEntries = async (
  db: Db,
  catalogue: Catalogue,
  converter: Converter,
): Promise<number> => {
  let total = 0;
  for (const resource of catalogue.served) total += await convertRecords(db, resource, converter);
  return total;
};

/** The demo files' bytes, in the store on every start (their rows come with the migration). */
export const ensureDemoFiles = async ({ store, spoolDir }: Converter): Promise<void> => {
  for (const demo of Object.values(DEMO_FILES)) {
    if (await store.exists(demo.sha256)) continue;
    const spooled = await spoolBytes(demo.bytes, spoolDir);
    try {
      await store.put(spooled.path, spooled);
    } finally {
      await spooled.remove();
    }
  }
};
