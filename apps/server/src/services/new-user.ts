import type { Kysely } from 'kysely';
import type { Database, DataType } from '../db/schema.js';

/** What creating an account decides; the rest of its row is the same for every account. */
export interface NewUser {
  userName: string;
  nickName: string;
  passwordHash: string;
  deptId: number;
  accountType: string;
  dataType: DataType;
  roleIds: readonly number[];
  /** Server-enforced change of the password at the next sign-in (created or reset by someone else). */
  mustChangePassword: boolean;
  assistiveRentType?: string | null;
  phone?: string;
  email?: string;
  status?: '0' | '1';
}

/**
 * Inserts an account and its roles, the one way the users route, the demo seed and the production seed
 * create one: no avatar or introduction yet, no system name/logo of its own (the platform's apply).
 */
export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<number> {
  const { id } = await db
    .insertInto('app_user')
    .values({
      user_name: user.userName,
      nick_name: user.nickName,
      password_hash: user.passwordHash,
      dept_id: user.deptId,
      account_type: user.accountType,
      data_type: user.dataType,
      assistive_rent_type: user.assistiveRentType ?? null,
      phone: user.phone ?? '',
      email: user.email ?? '',
      status: user.status ?? '0',
      avatar: '',
      introduction: '',
      is_initial_password: user.mustChangePassword,
      sys_name: null,
      sys_logo: null,
      sys_title: null,
      sys_ico: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (user.roleIds.length > 0) {
    await db
      .insertInto('user_role')
      .values(user.roleIds.map((role_id) => ({ user_id: id, role_id })))
      .execute();
  }
  return id;
}
