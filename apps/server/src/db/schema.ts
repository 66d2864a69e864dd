import type { LocalisedText } from '@eldercare/contract';
import type { ColumnType, Generated, GeneratedAlways, JSONColumnType } from 'kysely';

/** timestamptz columns: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz the database fills by default. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/**
 * A shown text in every language (jsonb): read as LocalisedText, written as its JSON
 * (`JSON.stringify`). Its zh-CN column (`name`, `label`) is generated from it.
 */
type LocalisedTextColumn = JSONColumnType<LocalisedText>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
export type DataType = 'prod' | 'test' | 'trial';

export interface AreaTable {
  code: string;
  name: string;
  level: number;
  parent_code: string | null;
}

export interface DeptTable {
  id: Generated<number>;
  name: string;
  area_code: string;
  parent_id: number | null;
}

export interface RoleTable {
  id: Generated<number>;
  role_key: string;
  name: GeneratedAlways<string>;
  name_i18n: LocalisedTextColumn;
  /** Roles marked all_perms (sup_admin) hold every permission, present and future. */
  all_perms: Generated<boolean>;
  can_switch_data_type: Generated<boolean>;
}

export interface MenuTable {
  id: Generated<number>;
  parent_id: number | null;
  name: GeneratedAlways<string>;
  name_i18n: LocalisedTextColumn;
  url: string;
  icon: string;
  type: 'M' | 'C' | 'F';
  perms: string;
  sort: number;
}

export interface RoleMenuTable {
  role_id: number;
  menu_id: number;
}

export interface UserTable {
  id: Generated<number>;
  user_name: string;
  nick_name: string;
  password_hash: string;
  dept_id: number;
  account_type: string;
  data_type: DataType;
  assistive_rent_type: string | null;
  phone: string;
  email: string;
  status: '0' | '1';
  avatar: string;
  introduction: string;
  is_initial_password: Generated<boolean>;
  /** Optimistic concurrency: bumped by every edit; a stale edit is refused. */
  version: Generated<number>;
  /** A demo account of `pnpm start` (published password): never present on a production start. */
  is_demo: Generated<boolean>;
  sys_name: string | null;
  sys_logo: string | null;
  sys_title: string | null;
  sys_ico: string | null;
  deleted: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

export interface TokenTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  client_kind: 'web' | 'mini';
  created_at: DefaultTimestamp;
  last_used_at: DefaultTimestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: 'logout' | 'forced' | 'elsewhere' | 'disabled' | null;
  /** The one role this session works in (role switch); null: every role the user holds. */
  active_role_id: number | null;
}

export interface CaptchaTable {
  device_id: string;
  answer_hash: string;
  expires_at: Timestamp;
}

/** One row per throttle key (`user:<name>`, `ip:<address>`): attempts in the current window. */
export interface LoginThrottleTable {
  throttle_key: string;
  attempts: number;
  last_at: DefaultTimestamp;
}

/** Addresses a user has signed in from (a captcha-verified login from one passes the throttle). */
export interface LoginAddressTable {
  user_id: number;
  address: string;
  last_at: DefaultTimestamp;
}

/** Nonces (or hashes) of login ciphertexts already used, kept while they could be replayed. */
export interface LoginNonceTable {
  nonce: string;
  expires_at: Timestamp;
}

export interface LoginFailureTable {
  id: Generated<number>;
  throttle_key: string;
  created_at: DefaultTimestamp;
}

export interface DictDataTable {
  id: Generated<number>;
  dict_type: string;
  label: GeneratedAlways<string>;
  label_i18n: LocalisedTextColumn;
  value: string;
  sort: number;
}

export interface ConfigTable {
  config_key: string;
  config_value: string;
  name: string;
}

export interface MessageTable {
  id: Generated<number>;
  title: string;
  content: string;
  msg_type: 'web_ment' | 'sys_notification' | 'job_notice';
  send_obj_type_name: string;
  created_at: DefaultTimestamp;
}

export interface MessageReceiverTable {
  message_id: number;
  user_id: number;
  read_at: NullableTimestamp;
}

export interface AgendaTable {
  id: Generated<number>;
  user_id: number;
  agenda_type: string;
  prompt_title: string;
  total: number;
  path: string;
}

export interface AnnouncementTable {
  id: Generated<number>;
  title: string;
  content: string;
  announcement_type: number;
  up_news: '0' | '1';
  pop_up: boolean;
  area_code: string;
  data_type: DataType;
  created_by: number | null;
  created_at: DefaultTimestamp;
  published_at: NullableTimestamp;
  /** Optimistic concurrency: bumped by every edit; a stale edit is refused. */
  version: Generated<number>;
}

export interface AnnouncementFileTable {
  id: Generated<number>;
  announcement_id: number;
  file_name: string;
  url: string;
}

export interface AnnouncementReadTable {
  announcement_id: number;
  user_id: number;
  read_at: DefaultTimestamp;
}

export interface FeeNoticeTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  read_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export interface ActivityNoticeTable {
  id: Generated<number>;
  activity_id: number;
  title: string;
  content: string;
  area_code: string;
  data_type: DataType;
  created_at: DefaultTimestamp;
}

export interface ActivityReadTable {
  notice_id: number;
  user_id: number;
  read_at: DefaultTimestamp;
}

export interface ReminderTable {
  id: Generated<number>;
  role_key: string;
  remind_handle: string;
  remind_view_index: string;
  active: boolean;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  target: string;
  created_at: DefaultTimestamp;
}

/** One write call (db/migrations/0165-system-logs.ts). */
export interface OperLogTable {
  id: Generated<number>;
  user_id: number | null;
  module: string;
  method: string;
  path: string;
  code: number;
  message_id: string | null;
  /** The message's parameters (an export's row count), when it has any. */
  params: Record<string, string | number> | null;
  ip: string;
  created_at: DefaultTimestamp;
}

/** One sign-in attempt (db/migrations/0165-system-logs.ts). */
export interface LoginLogTable {
  id: Generated<number>;
  user_name: string;
  ip: string;
  code: number;
  message_id: string | null;
  created_at: DefaultTimestamp;
}

export interface Database {
  area: AreaTable;
  dept: DeptTable;
  role: RoleTable;
  menu: MenuTable;
  role_menu: RoleMenuTable;
  app_user: UserTable;
  user_role: UserRoleTable;
  auth_token: TokenTable;
  captcha: CaptchaTable;
  login_failure: LoginFailureTable;
  login_throttle: LoginThrottleTable;
  login_address: LoginAddressTable;
  login_nonce: LoginNonceTable;
  dict_data: DictDataTable;
  sys_config: ConfigTable;
  message: MessageTable;
  message_receiver: MessageReceiverTable;
  agenda: AgendaTable;
  announcement: AnnouncementTable;
  announcement_file: AnnouncementFileTable;
  announcement_read: AnnouncementReadTable;
  fee_notice: FeeNoticeTable;
  activity_notice: ActivityNoticeTable;
  activity_read: ActivityReadTable;
  reminder: ReminderTable;
  audit_log: AuditLogTable;
  oper_log: OperLogTable;
  login_log: LoginLogTable;
}
