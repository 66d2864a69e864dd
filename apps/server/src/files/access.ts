import { Perm, resourcePerm } from '@eldercare/contract';
import { sql, type Kysely } from 'kysely';
import { hasPermission, type Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import type { Catalogue } from '../resources/schema/catalogue.js';
import { findRecord } from '../resources/query/repository.js';
import { inArea, inDataType, reachesArea } from '../services/scope.js';
import { fileUrlOf } from './entries.js';
import { readableProfilePicture } from './profile-pictures.js';

export interface FileOwner {
  id: string;
  uploadedBy: number | null;
}

/** A record holding the file that the caller may read: the module's list permission, in scope. */
export const readableRecord = async (
  db: Kysely<Database>,
  catalogue: Catalogue,
  session: Session,
  fileId: string,
): Promise<{ referenced: boolean; readable: boolean }> => {
  const refs = await sql<{ module: string; record_id: string | number }>`
    select distinct module, record_id from file_ref where file_id = ${fileId}`.execute(db);
  for (const ref of refs.rows) {
    const resource = catalogue.find(ref.module);
    if (!resource || !hasPermission(session, resourcePerm(resource.key, 'list'))) continue;
    if (await findRecord(db, resource, session, Number(ref.record_id)))
      return { referenced: true, readable: true };
  }
  return { referenced: refs.rows.length > 0, readable: false };
};

/** An announcement attaching the file that reaches the caller (published) or that they manage. */
const readableAnnouncement = async (
  db: Kysely<Database>,
  session: Session,
  fileId: string,
): Promise<{ referenced: boolean; readable: boolean }> => {
  const manages = hasPermission(session, Perm.announcementList);
  const result = await sql<{ readable: boolean }>`
    select (${inDataType('a.data_type', session)} and ((a.up_news = '1' and ${reachesArea('a.area_code', session)})
      or (${manages} and ${inArea('a.area_code', session)}))) as readable
    from announcement_file f join announcement a on a.id = f.announcement_id
    where f.url = ${fileUrlOf(fileId)}`.execute(db);
  const rows = result.rows;
  return { referenced: rows.length > 0, readable: rows.some((r) => r.readable === true) };
};

/**
 * Who may download a file (apps/server/README.md, "File store"): whoever may read a record that
 * holds it (the module's list permission and the record in their area and data type), whoever an
 * announcement attaching it reaches, whoever a profile picture reaches (profile-pictures.ts), and —
 * until it is attached anywhere — the user who uploaded it.
 */
export const mayDownload = async (
  db: Kysely<Database>,
  catalogue: Catalogue,
  session: Session,
  file: FileOwner,
): Promise<boolean> => {
  const record = await readableRecord(db, catalogue, session, file.id);
  if (record.readable) return true;
  const announcement = await readableAnnouncement(db, session, file.id);
  if (announcement.readable) return true;
  const picture = await readableProfilePicture(db, session, file.id);
  if (picture.readable) return true;
  const attached = record.referenced || announcement.referenced || picture.referenced;
  return !attached && file.uploadedBy === session.userId;
};
