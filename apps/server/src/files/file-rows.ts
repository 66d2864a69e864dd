import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** One upload as the `files` table keeps it (the bytes are the store's, under `sha256`). */
export interface FileRow {
  id: string;
  sha256: string;
  name: string;
  mime: string;
  size: number;
  uploadedBy: number | null;
  thumbnailSha256: string | null;
}

export const newFileId = (): string => randomBytes(16).toString('hex');

/** A name safe to keep and to send back in a header: no path, no control characters, ≤ 255. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

export const cleanFileName = (name: string | undefined): string => {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 255);
  return clean === '' ? 'file' : clean;
};

export const insertFile = async (
  db: Kysely<Database>,
  row: Omit<FileRow, 'thumbnailSha256'>,
): Promise<void> => {
  await sql`insert into files (id, sha256, name, mime, size, uploaded_by)
    values (${row.id}, ${row.sha256}, ${row.name}, ${row.mime}, ${row.size}, ${row.uploadedBy})`.execute(db);
};

export const findFile = async (db: Kysely<Database>, id: string): Promise<FileRow | undefined> => {
  const result = await sql<{
    id: string;
    sha256: string;
    name: string;
    mime: string;
    size: string | number;
    uploaded_by: number | null;
    thumbnail_sha256: string | null;
  }>`select id, sha256, name, mime, size, uploaded_by, thumbnail_sha256 from files where id = ${id}`.execute(
    db,
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    sha256: row.sha256,
    name: row.name,
    mime: row.mime,
    size: Number(row.size),
    uploadedBy: row.uploaded_by === null ? null : Number(row.uploaded_by),
    thumbnailSha256: row.thumbnail_sha256,
  };
};

export const setThumbnail = async (db: Kysely<Database>, id: string, sha256: string): Promise<void> => {
  await sql`update files set thumbnail_sha256 = ${sha256} where id = ${id}`.execute(db);
};
