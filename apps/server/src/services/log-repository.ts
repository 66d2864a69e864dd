import type { LoginLogQuerySchema, LogResult, OperLogQuerySchema } from '@eldercare/contract';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import { zonedDayBounds } from '../time-zone.js';
import { inArea } from './scope.js';
import { countRows, onePage } from './paging.js';

type Db = Kysely<Database>;

interface LogFilters {
  userName?: string | undefined;
  result?: LogResult | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Applies the filters every log shares to a query over a table aliased `l` joined to users `u`. */
const filtered = <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  nameColumn: string,
  filters: LogFilters,
): SelectQueryBuilder<DB, TB, O> => {
  let q = query;
  if (filters.userName) q = q.where(sql<boolean>`${sql.ref(nameColumn)} ilike ${`%${filters.userName}%`}`);
  if (filters.result === 'success') q = q.where(sql<boolean>`l.code = 0`);
  if (filters.result === 'failure') q = q.where(sql<boolean>`l.code <> 0`);
  if (filters.from) q = q.where(sql<boolean>`l.created_at >= ${zonedDayBounds(filters.from).start}`);
  if (filters.to) q = q.where(sql<boolean>`l.created_at < ${zonedDayBounds(filters.to).next}`);
  return q;
};

/** Rows of users the caller's scope reaches; a row of no known account only for all-permission roles. */
const scopedUser = (session: Session) =>
  session.allPerms
    ? sql<boolean>`true`
    : sql<boolean>`d.id is not null and ${inArea('d.area_code', session)}`;

/** One page of 操作日志 in the caller's scope, newest first. */
export const listOperLogs = async (db: Db, session: Session, query: z.output<typeof OperLogQuerySchema>) => {
  let base = db
    .selectFrom('oper_log as l')
    .leftJoin('app_user as u', 'u.id', 'l.user_id')
    .leftJoin('dept as d', 'd.id', 'u.dept_id')
    .where(scopedUser(session));
  base = filtered(base, 'u.user_name', query);
  if (query.module) base = base.where('l.module', '=', query.module);
  const total = await countRows(base);
  const rows = await base
    .select([
      'l.id',
      'l.module',
      'l.method',
      'l.path',
      'l.code',
      'l.message_id',
      'l.params',
      'l.ip',
      'l.created_at',
    ])
    .select(['u.user_name', 'u.nick_name'])
    .orderBy('l.id', 'desc')
    .$call((q) => onePage(q, query))
    .execute();
  return { rows, total };
};

/** One page of 登录日志 in the caller's scope, newest first. */
export const listLoginLogs = async (
  db: Db,
  session: Session,
  query: z.output<typeof LoginLogQuerySchema>,
) => {
  let base = db
    .selectFrom('login_log as l')
    .leftJoin('app_user as u', (join) =>
      join.on(sql<boolean>`lower(u.user_name) = lower(l.user_name) and u.deleted = false`),
    )
    .leftJoin('dept as d', 'd.id', 'u.dept_id')
    .where(scopedUser(session));
  base = filtered(base, 'l.user_name', query);
  if (query.ip) base = base.where('l.ip', 'like', `${query.ip}%`);
  const total = await countRows(base);
  const rows = await base
    .select(['l.id', 'l.user_name', 'l.ip', 'l.code', 'l.message_id', 'l.created_at'])
    .orderBy('l.id', 'desc')
    .$call((q) => onePage(q, query))
    .execute();
  return { rows, total };
};

/** One call of the operation log. */
export interface OperLogEntry {
  userId: number | null;
  module: string;
  method: string;
  path: string;
  code: number;
  messageId: string | null;
  params?: Record<string, string | number>;
  ip: string;
}

export const insertOperLog = async (db: Db, entry: OperLogEntry) => {
  await db
    .insertInto('oper_log')
    .values({
      user_id: entry.userId,
      module: entry.module,
      method: entry.method,
      path: entry.path,
      code: entry.code,
      message_id: entry.messageId,
      ...(entry.params ? { params: JSON.stringify(entry.params) as never } : {}),
      ip: entry.ip,
    })
    .execute();
};

export const insertLoginLog = async (
  db: Db,
  entry: { userName: string; ip: string; code: number; messageId: string | null },
) => {
  await db
    .insertInto('login_log')
    .values({ user_name: entry.userName, ip: entry.ip, code: entry.code, message_id: entry.messageId })
    .execute();
};
