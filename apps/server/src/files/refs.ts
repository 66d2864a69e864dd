import { ErrorCode } from '@eldercare/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { ServedResource } from '../resources/schema/catalogue.js';
import { fileIdsOf } from './entries.js';

type Db = Kysely<Database>;

interface Ref {
  file_id: string;
  module: string;
  record_id: number;
  field: string;
}

const fileFieldsOf = (resource: ServedResource) =>
  resource.fields.filter((f) => f.type === 'file' || f.type === 'image');

const refsOf = (resource: ServedResource, recordId: number, values: Record<string, unknown>): Ref[] =>
  fileFieldsOf(resource).flatMap((field) =>
    field.name in values
      ? [...new Set(fileIdsOf(values[field.name]))].map((id) => ({
          file_id: id,
          module: resource.key,
          record_id: recordId,
          field: field.name,
        }))
      : [],
  );

const insertRefs = async (db: Db, refs: Ref[]): Promise<void> => {
  for (let i = 0; i < refs.length; i += 5_000) {
    await sql`
      insert into file_ref (file_id, module, record_id, field)
      select file_id, module, record_id, field
      from jsonb_to_recordset(${JSON.stringify(refs.slice(i, i + 5_000))}::jsonb)
        as x(file_id text, module text, record_id bigint, field text)
      on conflict do nothing`.execute(db);
  }
};

/**
 * Keeps `file_ref` in step with a record write (same transaction): the file fields the write
 * sets reference exactly the files they hold afterwards. A field naming a file the store does not know
 * is refused (the foreign key would refuse it too, without naming the field).
 */
export const syncFileRefs = async (
  db: Db,
  resource: ServedResource,
  recordId: number,
  values: Record<string, unknown>,
): Promise<void> => {
  const fields = fileFieldsOf(resource).filter((f) => f.name in values);
  if (fields.length === 0) return;
  const refs = refsOf(resource, recordId, values);
  const ids = [...new Set(refs.map((r) => r.file_id))];
  if (ids.length > 0) {
    const known = await sql<{ id: string }>`select id from files where id in (${sql.join(ids)})`.execute(db);
    const found = new Set(known.rows.map((r) => r.id));
    const missing = refs.find((r) => !found.has(r.file_id));
    if (missing) throw new AppError(ErrorCode.Invalid, 'valueRejected', undefined, {}, missing.field);
  }
  await sql`delete from file_ref where module = ${resource.key} and record_id = ${recordId}
    and field in (${sql.join(fields.map((f) => f.name))})`.execute(db);
  await insertRefs(db, refs);
};

/** The references of rows inserted in bulk (seeds, loads): their ids in the order of `rows`. */
export const addFileRefs = async (
  db: Db,
  resource: ServedResource,
  ids: readonly number[],
  rows: readonly { values: Record<string, unknown> }[],
): Promise<void> => {
  if (fileFieldsOf(resource).length === 0) return;
  const refs = ids.flatMap((id, i) => refsOf(resource, id, rows[i]?.values ?? {}));
  if (refs.length > 0) await insertRefs(db, refs);
};
