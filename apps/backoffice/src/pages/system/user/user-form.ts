import type { QueryOf } from '@eldercare/api-client';
import { checkPassword, passwordMessage, type Locale } from '@eldercare/validators';
import type { CreateUser, UpdateUser, UserRecord } from '@eldercare/api-client/contract';

type UserListQuery = QueryOf<'listUsers'>;

/** What the user dialog edits; ids and dictionary values as the selects hold them. */
export interface UserFormValues {
  userName: string;
  password?: string;
  nickName: string;
  phonenumber?: string;
  email?: string;
  deptId?: number;
  roleIds: number[];
  accountType?: string;
  assistiveRentType?: string | null;
  status: '0' | '1';
}

export const EMPTY_USER_FORM: UserFormValues = { userName: '', nickName: '', roleIds: [], status: '0' };

export function toFormValues(user: UserRecord): UserFormValues {
  return {
    userName: user.userName,
    nickName: user.nickName,
    phonenumber: user.phonenumber,
    email: user.email,
    deptId: user.deptId,
    roleIds: user.roles.map((role) => role.roleId),
    accountType: user.accountType,
    assistiveRentType: user.assistiveRentType,
    status: user.status,
  };
}

const text = (value: string | undefined): string => value?.trim() ?? '';

function sharedFields(values: UserFormValues) {
  if (values.deptId === undefined || !values.accountType) {
    // The dialog's required rules stop this earlier; reaching it is a programming error.
    throw new Error('deptId and accountType are required');
  }
  return {
    nickName: values.nickName.trim(),
    phonenumber: text(values.phonenumber),
    email: text(values.email),
    deptId: values.deptId,
    roleIds: values.roleIds,
    accountType: values.accountType,
    assistiveRentType: values.assistiveRentType || null,
    status: values.status,
  };
}

/** `POST /admin/system/user`: an empty password lets the server set the configured initial one. */
export function toCreateBody(values: UserFormValues): CreateUser {
  const password = values.password?.trim();
  return { userName: values.userName.trim(), ...(password ? { password } : {}), ...sharedFields(values) };
}

/** `version` is what the dialog read: the server refuses the save over a newer edit (50016). */
export function toUpdateBody(userId: number, values: UserFormValues, version: number): UpdateUser {
  return { userId, version, ...sharedFields(values) };
}

/** Filter bar values (already trimmed and blank-free) plus paging → the list query. */
export function toUserQuery(filters: Record<string, unknown>, current: number, size: number): UserListQuery {
  const query: UserListQuery = { current, size };
  const str = (key: string) => (typeof filters[key] === 'string' ? (filters[key] as string) : undefined);
  const userName = str('userName');
  const nickName = str('nickName');
  const phonenumber = str('phonenumber');
  const status = str('status');
  const accountType = str('accountType');
  if (userName) query.userName = userName;
  if (nickName) query.nickName = nickName;
  if (phonenumber) query.phonenumber = phonenumber;
  if (status === '0' || status === '1') query.status = status;
  if (accountType) query.accountType = accountType;
  if (typeof filters.deptId === 'number') query.deptId = filters.deptId;
  return query;
}

/** Client-side mirror of the server's user-name rule (CreateUserSchema), for a message before the round trip. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9_.@-]{2,64}$/;

/**
 * The server's password policy (packages/validators, also the contract's NewPasswordSchema): the
 * translated problem, or null when acceptable, so the form says it before the round trip.
 */
export function passwordProblemText(password: string, userName: string, language: string): string | null {
  const problem = checkPassword(password, userName);
  return problem ? passwordMessage(problem, language as Locale) : null;
}
