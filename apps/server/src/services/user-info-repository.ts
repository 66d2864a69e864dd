import { sql, type Kysely } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { Database, UserTable } from '../db/schema.js';
import { menuPrint } from './menu-cache.js';
import { notifiedCache, sessionConcerns } from './notified-cache.js';

export type UserInfoRow = Pick<
  UserTable,
  'avatar' | 'introduction' | 'sys_name' | 'sys_logo' | 'sys_title' | 'sys_ico'
> & { menu_print: string };

// The user's row changes announce the user (migration 0150), grants and menus announce everyone.
const userInfoRows = notifiedCache<UserInfoRow | undefined>(sessionConcerns);

/**
 * The caller's own columns and the fingerprint of their menus, read in one statement and kept per
 * user and role set until a notification concerns them (services/notified-cache.ts).
 */
export const userInfoRow = (db: Kysely<Database>, session: Session) =>
  userInfoRows(
    db,
    session.userId,
    `${session.userId}|${session.roles.map((r) => r.roleId).join(',')}`,
    async () => {
      const { rows } = await sql<UserInfoRow>`
        select avatar, introduction, sys_name, sys_logo, sys_title, sys_ico,
          (${menuPrint(session)}) as menu_print
        from app_user where id = ${session.userId}`.execute(db);
      return rows[0];
    },
  );
