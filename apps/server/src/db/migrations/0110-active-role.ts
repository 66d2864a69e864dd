import { sql, type Kysely } from 'kysely';

/**
 * The role switch (SPEC §4) is remembered per session: a token may be narrowed to one of its
 * user's roles. Removing the role ends the narrowing rather than the session.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table auth_token add column active_role_id int references role(id) on delete set null`.execute(
    db,
  );
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table auth_token drop column if exists active_role_id`.execute(db);
};
