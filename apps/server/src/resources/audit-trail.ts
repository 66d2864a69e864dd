import type { FieldDeclaration } from '@eldercare/resources';
import { sql } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { ServedResource } from './catalogue.js';
import { maskValue } from './mask.js';
import type { Db } from './repository.js';

export type AuditAction = 'create' | 'update' | 'delete' | 'reveal' | 'import';

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The trail never holds a sensitive value in clear: it would leak what masking hides. */
const shown = (field: FieldDeclaration | undefined, value: unknown) =>
  field?.sensitive ? maskValue(field, value ?? null) : (value ?? null);

/** Field-by-field differences between two versions of a record (create: before = {}). */
export const diffRecords = (
  resource: ServedResource,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditChange[] =>
  resource.fields
    .filter((f) => f.name in after && !same(before[f.name], after[f.name]))
    .map((f) => ({ field: f.name, before: shown(f, before[f.name]), after: shown(f, after[f.name]) }));

export const recordAudit = async (
  db: Db,
  resource: ServedResource,
  recordId: number,
  action: AuditAction,
  session: Pick<Session, 'userId' | 'userName'>,
  changes: AuditChange[],
): Promise<void> => {
  await sql`insert into biz_audit (module, record_id, action, user_id, user_name, changes)
    values (${resource.key}, ${recordId}, ${action}, ${session.userId}, ${session.userName}, ${JSON.stringify(
      changes,
    )}::jsonb)`.execute(db);
};

/** Many rows' trails in one statement (imports). */
export const recordAuditBatch = async (
  db: Db,
  resource: ServedResource,
  action: AuditAction,
  session: Pick<Session, 'userId' | 'userName'>,
  entries: { recordId: number; changes: AuditChange[] }[],
): Promise<void> => {
  if (entries.length === 0) return;
  const rows = entries.map(
    (e) =>
      sql`(${resource.key}, ${e.recordId}, ${action}, ${session.userId}, ${session.userName}, ${JSON.stringify(
        e.changes,
      )}::jsonb)`,
  );
  await sql`insert into biz_audit (module, record_id, action, user_id, user_name, changes)
    values ${sql.join(rows)}`.execute(db);
};

export interface AuditEntry {
  id: number;
  action: AuditAction;
  userId: number | null;
  userName: string;
  changes: AuditChange[];
  createdAt: string;
}

export const readAudit = async (
  db: Db,
  resource: ServedResource,
  recordId: number,
): Promise<AuditEntry[]> => {
  const result = await sql<{
    id: string | number;
    action: AuditAction;
    user_id: number | null;
    user_name: string;
    changes: AuditChange[] | string;
    created_at: Date | string;
  }>`select id, action, user_id, user_name, changes, created_at from biz_audit
     where module = ${resource.key} and record_id = ${recordId} order by id`.execute(db);
  return result.rows.map((r) => ({
    id: Number(r.id),
    action: r.action,
    userId: r.user_id,
    userName: r.user_name,
    changes: typeof r.changes === 'string' ? (JSON.parse(r.changes) as AuditChange[]) : r.changes,
    createdAt: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
  }));
};
