import { ErrorCode } from '@eldercare/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';

/**
 * Refuses a change that would leave no active holder of an all-permissions role: nobody could
 * then grant one again, or manage the accounts only such a holder may manage. Runs inside the
 * change's transaction and locks every active holder's row, so two administrators removing two
 * different holders at once are decided one after the other (the second sees the first's change).
 */
export const keepOneActiveSupAdmin = async (
  trx: Transaction<Database> | Kysely<Database>,
  userId: number,
) => {
  const holders = await sql<{ id: string }>`
    select u.id from app_user u
    where u.deleted = false and u.status = '0'
      and exists (select 1 from user_role ur join role r on r.id = ur.role_id
                  where ur.user_id = u.id and r.all_perms)
    order by u.id
    for update of u`.execute(trx);
  const ids = holders.rows.map((row) => Number(row.id));
  if (ids.includes(userId) && ids.length <= 1) throw new AppError(ErrorCode.Forbidden, 'lastSupAdmin');
};

/** Whether these roles include an all-permissions one (a user keeping them stays a sup_admin). */
export const includesAllPermsRole = async (trx: Transaction<Database>, roleIds: readonly number[]) => {
  const row = await trx
    .selectFrom('role')
    .select('id')
    .where('id', 'in', [...roleIds])
    .where('all_perms', '=', true)
    .executeTakeFirst();
  return row !== undefined;
};
