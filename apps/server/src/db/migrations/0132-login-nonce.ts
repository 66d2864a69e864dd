import { sql, type Kysely } from 'kysely';

/**
 * Login ciphertexts are single use: each one's nonce (or, for a ciphertext without
 * one, its hash) is remembered until it could no longer be accepted anyway.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table login_nonce (nonce text primary key, expires_at timestamptz not null)`.execute(db);
  await sql`create index login_nonce_expiry on login_nonce (expires_at)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop table if exists login_nonce`.execute(db);
};
