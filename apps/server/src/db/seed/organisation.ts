import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { AREAS, ROLES, type DEPTS } from './org.js';
import { seedText } from './seed-text.js';

type Dept = (typeof DEPTS)[number];

/**
 * The organisation both seeds start from (the demo seed and a production start): the area tree,
 * the given depts (parents first) and every role. Rows that already exist are kept, so a role
 * provisioned another way does not break a seed. Returns the ids by dept key and role key.
 */
export const insertOrganisation = async (
  trx: Transaction<Database>,
  depts: readonly Dept[],
): Promise<{ deptIds: Record<string, number>; roleIds: Record<string, number> }> => {
  for (const area of AREAS)
    await trx
      .insertInto('area')
      .values(area)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  const deptIds: Record<string, number> = {};
  for (const dept of depts) {
    const { id } = await trx
      .insertInto('dept')
      .values({
        name: dept.name,
        area_code: dept.area,
        parent_id: dept.parent ? (deptIds[dept.parent] ?? null) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    deptIds[dept.key] = id;
  }
  for (const role of ROLES)
    await trx
      .insertInto('role')
      .values({
        role_key: role.key,
        name_i18n: seedText(role),
        all_perms: role.allPerms ?? false,
        can_switch_data_type: role.canSwitch ?? false,
      })
      .onConflict((oc) => oc.column('role_key').doNothing())
      .execute();
  const roles = await trx.selectFrom('role').select(['id', 'role_key']).execute();
  return { deptIds, roleIds: Object.fromEntries(roles.map((r) => [r.role_key, r.id])) };
};
