import { sql, type Kysely } from 'kysely';

/** Core tables: areas, depts, roles, menus, users, sessions, dictionaries, notices, audit. */
const statements = [
  `create table area (code text primary key, name text not null, level int not null check (level between 1 and 5), parent_code text references area(code))`,
  `create table dept (id serial primary key, name text not null, area_code text not null references area(code), parent_id int references dept(id))`,
  `create table role (id serial primary key, role_key text not null unique, name text not null, name_en text not null, name_es text not null, all_perms boolean not null default false, can_switch_data_type boolean not null default false)`,
  `create table menu (id serial primary key, parent_id int references menu(id), name text not null, name_en text not null, name_es text not null, url text not null default '', icon text not null default '', type text not null check (type in ('M','C','F')), perms text not null default '', sort int not null default 0)`,
  `create table role_menu (role_id int not null references role(id) on delete cascade, menu_id int not null references menu(id) on delete cascade, primary key (role_id, menu_id))`,
  `create table app_user (id serial primary key, user_name text not null, nick_name text not null, password_hash text not null, dept_id int not null references dept(id), account_type text not null, data_type text not null default 'prod' check (data_type in ('prod','test','trial')), assistive_rent_type text, phone text not null default '', email text not null default '', status text not null default '0' check (status in ('0','1')), avatar text not null default '', introduction text not null default '', is_initial_password boolean not null default true, sys_name text, sys_logo text, sys_title text, sys_ico text, deleted boolean not null default false, created_at timestamptz not null default now(), updated_at timestamptz not null default now())`,
  `create unique index app_user_name_live on app_user (lower(user_name)) where not deleted`,
  `create table user_role (user_id int not null references app_user(id) on delete cascade, role_id int not null references role(id) on delete cascade, primary key (user_id, role_id))`,
  `create table auth_token (id serial primary key, token_hash text not null unique, user_id int not null references app_user(id) on delete cascade, client_kind text not null default 'web', created_at timestamptz not null default now(), last_used_at timestamptz not null default now(), expires_at timestamptz not null, revoked_at timestamptz, revoked_reason text)`,
  `create index auth_token_user on auth_token (user_id) where revoked_at is null`,
  `create table captcha (device_id text primary key, answer_hash text not null, expires_at timestamptz not null)`,
  `create table login_failure (id serial primary key, throttle_key text not null, created_at timestamptz not null default now())`,
  `create index login_failure_key on login_failure (throttle_key, created_at)`,
  `create table dict_data (id serial primary key, dict_type text not null, label text not null, label_en text not null, label_es text not null, value text not null, sort int not null default 0, unique (dict_type, value))`,
  `create table sys_config (config_key text primary key, config_value text not null, name text not null)`,
  `create table message (id serial primary key, title text not null, content text not null, msg_type text not null, send_obj_type_name text not null, created_at timestamptz not null default now())`,
  `create table message_receiver (message_id int not null references message(id) on delete cascade, user_id int not null references app_user(id) on delete cascade, read_at timestamptz, primary key (message_id, user_id))`,
  `create table agenda (id serial primary key, user_id int not null references app_user(id) on delete cascade, agenda_type text not null, prompt_title text not null, total int not null, path text not null)`,
  `create table announcement (id serial primary key, title text not null, content text not null, announcement_type int not null, up_news text not null default '0', pop_up boolean not null default false, area_code text not null references area(code), data_type text not null default 'prod', created_by int references app_user(id) on delete set null, created_at timestamptz not null default now(), published_at timestamptz)`,
  `create index announcement_scope on announcement (area_code text_pattern_ops, data_type)`,
  `create table announcement_file (id serial primary key, announcement_id int not null references announcement(id) on delete cascade, file_name text not null, url text not null)`,
  `create table announcement_read (announcement_id int not null references announcement(id) on delete cascade, user_id int not null references app_user(id) on delete cascade, read_at timestamptz not null default now(), primary key (announcement_id, user_id))`,
  `create table fee_notice (id serial primary key, user_id int not null references app_user(id) on delete cascade, title text not null, read_at timestamptz, created_at timestamptz not null default now())`,
  `create table activity_notice (id serial primary key, activity_id int not null, title text not null, content text not null, area_code text not null references area(code), data_type text not null default 'prod', created_at timestamptz not null default now())`,
  `create table activity_read (notice_id int not null references activity_notice(id) on delete cascade, user_id int not null references app_user(id) on delete cascade, read_at timestamptz not null default now(), primary key (notice_id, user_id))`,
  `create table reminder (id serial primary key, role_key text not null, remind_handle text not null, remind_view_index text not null, active boolean not null default true)`,
  `create table audit_log (id serial primary key, user_id int, action text not null, target text not null, created_at timestamptz not null default now())`,
];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of statements) await sql.raw(statement).execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  const tables = statements
    .map((s) => /^create table (\w+)/.exec(s)?.[1])
    .filter((t): t is string => t !== undefined)
    .reverse();
  for (const table of tables) await sql.raw(`drop table if exists ${table} cascade`).execute(db);
};
