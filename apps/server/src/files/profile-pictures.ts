import { Perm } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import { sql, type Kysely } from 'kysely';
import { hasPermission, type Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import { invalid } from '../http/app-error.js';
import { scopedUsers } from '../services/users.js';
import { FILE_URL_PREFIX, fileIdOfUrl, isHttpsUrl } from './entries.js';
import { t } from '../http/messages.js';
import { IMAGE_TYPES } from './sniff.js';

/**
 * The `file_ref` module of a user's own pictures (record id = the user's id). Not a resource key
 * (those have no colon), so the record rules of access.ts and hygiene.ts never read it as one.
 */
export const PROFILE_MODULE = 'sys:user';

/** The profile fields that may hold a picture; the avatar is seen by others, the rest only by its user. */
export type ProfilePictureField = 'avatar' | 'sysLogo' | 'sysIco';

const heldBy = async (db: Kysely<Database>, userId: number): Promise<Set<string>> => {
  const rows = await sql<{ file_id: string }>`
    select file_id from file_ref where module = ${PROFILE_MODULE} and record_id = ${userId}`.execute(db);
  return new Set(rows.rows.map((row) => row.file_id));
};

/** A path of this site's own (`/logo.png`): not `//host` (another site), not the file store's. */
const isSitePath = (value: string): boolean =>
  /^\/(?!\/)[^\s\\]*$/.test(value) && !value.startsWith(FILE_URL_PREFIX);

/**
 * Refuses a picture value the caller may not save (translated, on the field): it must be empty
 * (no picture), an https link or a path of the site (values saved before uploads existed, still
 * accepted so the contract's plain string keeps its meaning), or the file-store URL
 * of an image the caller uploaded or already shows on their own profile. Unlike a record's file
 * field, a file readable through some record is not enough: the avatar is shown to everyone who
 * lists users, who might not be allowed to read that record. Answers the file id, if any.
 */
export const checkProfilePicture = async (
  db: Kysely<Database>,
  session: Session,
  field: ProfilePictureField,
  value: string,
  locale: Locale,
): Promise<string | undefined> => {
  if (value === '') return undefined;
  const id = fileIdOfUrl(value);
  if (id === undefined) {
    if (isHttpsUrl(value) || isSitePath(value)) return undefined;
    throw invalid(t('badPicture', locale), field);
  }
  const result = await sql<{ mime: string; uploaded_by: number | null }>`
    select mime, uploaded_by from files where id = ${id}`.execute(db);
  const file = result.rows[0];
  const own = file !== undefined && file.uploaded_by !== null && Number(file.uploaded_by) === session.userId;
  // An unknown id is answered like someone else's: the answer must not tell which ids exist.
  if (!file || (!own && !(await heldBy(db, session.userId)).has(id)))
    throw invalid(t('notOwnPicture', locale), field);
  if (!IMAGE_TYPES.has(file.mime)) throw invalid(t('notPicture', locale), field);
  return id;
};

/**
 * Points the user's picture field at `fileId` (or at nothing): an attached file is kept by the
 * housekeeping and downloadable by whom `mayDownloadPicture` says. Run in the save's transaction.
 */
export const attachProfilePicture = async (
  db: Kysely<Database>,
  userId: number,
  field: ProfilePictureField,
  fileId: string | undefined,
): Promise<void> => {
  await sql`delete from file_ref where module = ${PROFILE_MODULE} and record_id = ${userId}
    and field = ${field}`.execute(db);
  if (fileId === undefined) return;
  await sql`insert into file_ref (file_id, module, record_id, field)
    values (${fileId}, ${PROFILE_MODULE}, ${userId}, ${field}) on conflict do nothing`.execute(db);
};

/**
 * Whether a file shown on a profile reaches the caller: every picture reaches its own user; an
 * avatar also reaches those who may list that user (user list permission, the user in their area
 * and data type). Answers whether the file is on a profile at all, too.
 */
export const readableProfilePicture = async (
  db: Kysely<Database>,
  session: Session,
  fileId: string,
): Promise<{ referenced: boolean; readable: boolean }> => {
  const refs = await sql<{ record_id: string | number; field: string }>`
    select record_id, field from file_ref where module = ${PROFILE_MODULE} and file_id = ${fileId}`.execute(
    db,
  );
  for (const ref of refs.rows) {
    const userId = Number(ref.record_id);
    if (userId === session.userId) return { referenced: true, readable: true };
    if (ref.field !== 'avatar' || !hasPermission(session, Perm.userList)) continue;
    const seen = await scopedUsers(db, session).select('u.id').where('u.id', '=', userId).executeTakeFirst();
    if (seen) return { referenced: true, readable: true };
  }
  return { referenced: refs.rows.length > 0, readable: false };
};
