import type { AccountDataType, LocalisedText } from '@eldercare/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { GRANTS_PRINT } from './perm-sets.js';

export interface HeldRoleRow {
  id: number;
  role_key: string;
  name: string;
  name_i18n: LocalisedText;
  all_perms: boolean;
  can_switch_data_type: boolean;
}

/** The token, its user (null columns when the user row is gone) and the user's roles, read together. */
export interface SessionRow {
  token_id: number;
  user_id: number;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
  active_role_id: number | null;
  user_name: string | null;
  nick_name: string;
  account_type: string;
  data_type: AccountDataType;
  assistive_rent_type: string | null;
  status: string | null;
  deleted: boolean | null;
  is_initial_password: boolean;
  dept_id: number;
  dept_name: string;
  area_code: string;
  area_level: number;
  held: HeldRoleRow[];
  /** The roles the session works in: the active one while still held, else every held role. */
  effective_role_ids: number[];
  /** Fingerprint of the effective roles' grants (perm-sets.ts); null when one holds all permissions. */
  perm_print: string | null;
}

/**
 * Everything authentication needs in one statement: four queries
 * (token, user, roles, permissions) would be most of a small read's cost on the embedded
 * database, which answers one statement at a time. The row is kept for a few seconds per token
 * (auth/session-cache.ts), dropped by the database's notification of any write it depends on, so a
 * sign-out, a forced sign-out, a password change, a role switch or a disabled account is still
 * seen by the very next request on every server instance. The permission list behind `perm_print`
 * is kept in process, keyed by a fingerprint of its content read in this same statement.
 */
export const readSessionRow = async (
  db: Kysely<Database>,
  tokenHash: string,
): Promise<SessionRow | undefined> => {
  const result = await sql<SessionRow>`
    with t as (
      select id, user_id, created_at, expires_at, revoked_at, revoked_reason, active_role_id
      from auth_token where token_hash = ${tokenHash}
    ),
    held as (
      select r.id, r.role_key, r.name, r.name_i18n, r.all_perms, r.can_switch_data_type
      from t join user_role ur on ur.user_id = t.user_id join role r on r.id = ur.role_id
    ),
    eff as (
      select h.id, h.all_perms from held h
      where h.id = (select active_role_id from t)
         or not exists (select 1 from held x where x.id = (select active_role_id from t))
    )
    select t.id as token_id, t.user_id, t.created_at, t.expires_at, t.revoked_at, t.revoked_reason,
      t.active_role_id, u.user_name, u.nick_name, u.account_type, u.data_type, u.assistive_rent_type,
      u.status, u.deleted, u.is_initial_password, d.id as dept_id, d.name as dept_name,
      a.code as area_code, a.level as area_level,
      coalesce((select json_agg(held order by held.id) from held), '[]'::json) as held,
      coalesce((select array_agg(eff.id order by eff.id) from eff), '{}'::int[]) as effective_role_ids,
      case when exists (select 1 from eff where eff.all_perms) then null
        else (${GRANTS_PRINT(sql`array(select id from eff)`)}) end as perm_print
    from t
    left join app_user u on u.id = t.user_id
    left join dept d on d.id = u.dept_id
    left join area a on a.code = d.area_code
  `.execute(db);
  return result.rows[0];
};
