import { Perm, resourcePerm } from '@eldercare/contract';
import { sql, type Kysely } from 'kysely';
import { hasPermission, type Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import type { Catalogue } from '../resources/schema/catalogue.js';
import { DEMO_FILES } from './demo-files.js';
import { fileUrlOf } from './entries.js';
import type { FileStore } from './store.js';

const holdsFiles = (fields: readonly { type: string }[]) =>
  fields.some((field) => field.type === 'file' || field.type === 'image');

/**
 * Uploading any accepted type is for people who can put a file somewhere: a writer (add or edit) of
 * a module with a file or image field, or of announcements (attachments). Anyone else may upload
 * pictures only (their own profile's, profile-pictures.ts): other files could only sit in the store
 * unattached, using space.
 */
export const mayUpload = (catalogue: Catalogue, session: Session): boolean =>
  session.allPerms ||
  hasPermission(session, Perm.announcementAdd) ||
  hasPermission(session, Perm.announcementEdit) ||
  catalogue.served.some(
    (resource) =>
      holdsFiles(resource.fields) &&
      (hasPermission(session, resourcePerm(resource.key, 'add')) ||
        hasPermission(session, resourcePerm(resource.key, 'edit'))),
  );

export interface QuotaUse {
  mine: number;
  everyone: number;
}

/** Bytes of the uploads kept for this user, and of all uploads (what the quotas count). */
export const quotaUse = async (db: Kysely<Database>, userId: number): Promise<QuotaUse> => {
  const result = await sql<{ mine: string; everyone: string }>`
    select coalesce(sum(size) filter (where uploaded_by = ${userId}), 0) as mine,
           coalesce(sum(size), 0) as everyone
    from files`.execute(db);
  const row = result.rows[0];
  return { mine: Number(row?.mine ?? 0), everyone: Number(row?.everyone ?? 0) };
};

const DEMO_IDS = Object.values(DEMO_FILES).map((file) => file.id);

/**
 * Housekeeping of the store: forgets references of records that no longer exist (a deleted
 * record's files), then deletes uploads attached nowhere — no record field, no announcement — for
 * longer than the grace period, and the bytes no remaining upload or thumbnail shares. Returns the
 * number of uploads removed.
 */
export const purgeUnattached = async (
  db: Kysely<Database>,
  catalogue: Catalogue,
  store: FileStore,
  graceSeconds: number,
): Promise<number> => {
  for (const resource of catalogue.served) {
    if (!holdsFiles(resource.fields)) continue;
    await sql`delete from file_ref r where r.module = ${resource.key}
      and not exists (select 1 from ${sql.id(resource.table)} t where t.id = r.record_id)`.execute(db);
  }
  const removed = await sql<{ sha256: string; thumbnail_sha256: string | null }>`
    delete from files f
    where f.created_at < now() - make_interval(secs => ${graceSeconds}::float8)
      and f.id not in (${sql.join(DEMO_IDS)})
      and not exists (select 1 from file_ref r where r.file_id = f.id)
      and not exists (select 1 from announcement_file a where a.url = ${fileUrlOf('')} || f.id)
    returning sha256, thumbnail_sha256`.execute(db);
  const keys = new Set(removed.rows.flatMap((row) => [row.sha256, row.thumbnail_sha256 ?? []].flat()));
  for (const key of keys) {
    const shared = await sql<{ id: string }>`
      select id from files where sha256 = ${key} or thumbnail_sha256 = ${key} limit 1`.execute(db);
    if (shared.rows.length === 0) await store.remove(key);
  }
  return removed.rows.length;
};
