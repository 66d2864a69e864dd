import { sql, type Kysely } from 'kysely';
import { DEMO_FILES } from '../../files/demo-files.js';

/**
 * The file store: records hold file ids, never contents. `files` is one upload (its
 * own name and uploader); the bytes live in the store under their sha256, shared by identical
 * uploads. `file_ref` says which record field holds a file, so a download can be allowed to
 * whoever may read that record. The demo attachments are rows here so demo records can point at
 * them (the bytes are put in the store at start).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table files (
      id text primary key,
      sha256 text not null,
      name text not null,
      mime text not null,
      size bigint not null,
      uploaded_by integer,
      created_at timestamptz not null default now(),
      thumbnail_sha256 text
    )`.execute(db);
  await sql`create index files_sha256 on files (sha256)`.execute(db);
  await sql`
    create table file_ref (
      file_id text not null references files (id),
      module text not null,
      record_id bigint not null,
      field text not null,
      primary key (file_id, module, record_id, field)
    )`.execute(db);
  await sql`create index file_ref_record on file_ref (module, record_id, field)`.execute(db);
  for (const file of Object.values(DEMO_FILES)) {
    await sql`insert into files (id, sha256, name, mime, size)
      values (${file.id}, ${file.sha256}, ${file.name}, ${file.mime}, ${file.bytes.length})`.execute(db);
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop table if exists file_ref`.execute(db);
  await sql`drop table if exists files`.execute(db);
};
