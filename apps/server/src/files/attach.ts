import { localise } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import { sql, type Kysely } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import { invalid } from '../http/app-error.js';
import type { Catalogue, ServedResource } from '../resources/schema/catalogue.js';
import { readableRecord } from './access.js';
import { fileIdsOf } from './entries.js';
import { t } from '../http/messages.js';

/** The ids `recordId` already holds (any field): keeping them on an edit needs no new right. */
const heldBy = async (db: Kysely<Database>, module: string, recordId: number | undefined) => {
  if (recordId === undefined) return new Set<string>();
  const rows = await sql<{ file_id: string }>`
    select file_id from file_ref where module = ${module} and record_id = ${recordId}`.execute(db);
  return new Set(rows.rows.map((r) => r.file_id));
};

/**
 * A file id is not a key: a write may attach a file only when the caller uploaded it or may read
 * a record already holding it (which is also who may download it). Otherwise anyone who learnt
 * an id — from a link, a log, a colleague — could attach it to a record of their own and read it
 * through that record. Ids the store does not know are left to the reference check (refs.ts).
 */
export const assertAttachable = async (
  db: Kysely<Database>,
  catalogue: Catalogue,
  session: Session,
  resource: ServedResource,
  values: Record<string, unknown>,
  recordId: number | undefined,
  locale: Locale,
): Promise<void> => {
  const fields = resource.fields.filter((f) => (f.type === 'file' || f.type === 'image') && f.name in values);
  if (fields.length === 0) return;
  const held = await heldBy(db, resource.key, recordId);
  for (const field of fields) {
    const added = fileIdsOf(values[field.name]).filter((id) => !held.has(id));
    if (added.length === 0) continue;
    const uploads = await sql<{ id: string; uploaded_by: number | null }>`
      select id, uploaded_by from files where id in (${sql.join(added)})`.execute(db);
    for (const file of uploads.rows) {
      if (file.uploaded_by !== null && Number(file.uploaded_by) === session.userId) continue;
      if ((await readableRecord(db, catalogue, session, file.id)).readable) continue;
      throw invalid(t('notAttachable', locale, { label: localise(field.label, locale) }), field.name);
    }
  }
};
