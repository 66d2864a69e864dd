import { sql, type Kysely } from 'kysely';

/**
 * Login throttling counted atomically in one row per key (one upsert reserves an
 * attempt, so parallel guesses cannot exceed the limit); the addresses each user has signed in
 * from (their captcha-verified logins pass an account throttle); optimistic versions on users and
 * announcements; expired captchas are purged by expiry, hence the index.
 */
const statements = [
  `create table login_throttle (throttle_key text primary key, attempts int not null, last_at timestamptz not null default now())`,
  `create table login_address (user_id int not null references app_user(id) on delete cascade, address text not null, last_at timestamptz not null default now(), primary key (user_id, address))`,
  `alter table app_user add column version int not null default 1`,
  `alter table announcement add column version int not null default 1`,
  `create index captcha_expiry on captcha (expires_at)`,
];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of statements) await sql.raw(statement).execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index if exists captcha_expiry`.execute(db);
  await sql`alter table announcement drop column if exists version`.execute(db);
  await sql`alter table app_user drop column if exists version`.execute(db);
  await sql`drop table if exists login_address`.execute(db);
  await sql`drop table if exists login_throttle`.execute(db);
};
