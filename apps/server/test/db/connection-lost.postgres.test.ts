import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../src/config.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { createDatabase, dropDatabase, randomName } from '../helpers/postgres.js';

const base = process.env.DATABASE_URL ?? '';
const name = randomName('lost');
let handle: DatabaseHandle | undefined;
afterAll(async () => {
  await handle?.close();
  await dropDatabase(base, name);
});

/** Ends a server process of the database as PostgreSQL's shutdown does (57P01 to its client). */
const terminate = async (url: string, pid: number) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await client.end();
  }
};

describe('a PostgreSQL connection ended while checked out of the pool', () => {
  it('fails its own work only: the process lives on and the next query gets a new connection', async () => {
    const url = await createDatabase(base, name);
    handle = await openDatabase({ databaseUrl: url, dataDir: '' } as unknown as ServerConfig);
    const db = handle.db;
    const inTransaction = db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      await terminate(url, rows[0]?.pid ?? 0);
      // Between statements: the connection hears PostgreSQL's goodbye while nobody waits on it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await sql`select 1`.execute(trx);
    });
    await expect(inTransaction).rejects.toThrow();
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
