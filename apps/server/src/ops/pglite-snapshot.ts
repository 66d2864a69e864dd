import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';

/**
 * A consistent copy of the embedded database's folder, as an uncompressed tar archive that PGlite
 * opens again through its `loadDataDir` option.
 *
 * PGlite's own dump takes only its query lock, so on its own it copies the files between two
 * statements of an open transaction. Every query and transaction of the server goes through Kysely's
 * one PGlite connection; holding it waits for the transactions in flight to end and keeps new ones
 * out until the copy is made, so the copy holds each transaction whole or not at all. The checkpoint
 * first writes every committed change to the table files: the copy needs no log replay to open.
 */
export const pgliteSnapshot =
  <DB>(db: Kysely<DB>, pglite: PGlite) =>
  (): Promise<Blob> =>
    db.connection().execute(async (connection) => {
      await sql`checkpoint`.execute(connection);
      return pglite.dumpDataDir('none');
    });
