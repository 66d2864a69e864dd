import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Every role's key and names, in id order. */
export const listRoleKeys = async (db: Kysely<Database>) => {
  const rows = await db
    .selectFrom('role')
    .select(['id', 'role_key', 'name', 'name_en', 'name_es'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    roleId: r.id,
    roleKey: r.role_key,
    roleName: r.name,
    roleNameEn: r.name_en,
    roleNameEs: r.name_es,
  }));
};
