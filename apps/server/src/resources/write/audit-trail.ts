import type { FieldDeclaration } from '@eldercare/resources';
import { sql } from 'kysely';
import type { Session } from '../../auth/session-context.js';
import type { ServedResource } from '../schema/catalogue.js';
import { maskValue } from '../fields/mask.js';
import type { Db } from '../schema/db.js';

export type AuditAction = 'create' | 'update' | 'delete' | 'reveal' | 'import' | 'step';

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * Where the record stood when the entry was written (its area and data type), and for workflow
 * steps which step ran with which opinion. The scope lets the trail be read after a delete.
 */
export interface AuditContext {
  areaCode: string;
  dataType: string;
  step?: string;
  comment?: string;
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

const row = (
  resource: ServedResource,
  recordId: number,
  action: AuditAction,
  session: Pick<Session, 'userId' | 'userName'>,
  changes: AuditChange[],
  context: AuditContext,
) =>
  sql`(${resource.key}, ${recordId}, ${action}, ${session.userId}, ${session.userName}, ${JSON.stringify(
    changes,
  )}::jsonb, ${context.areaCode}, ${context.dataType}, ${context.step ?? null}, ${context.comment ?? null})`;

export const recordAudit = async (
  db: Db,
  resource: ServedResource,
  recordId: number,
  action: AuditAction,
  session: Pick<Session, 'userId' | 'userName'>,
  changes: AuditChange[],
  context: AuditContext,
): Promise<void> => {
  await sql`insert into biz_audit
    (module, record_id, action, user_id, user_name, changes, area_code, data_type, step, comment)
    values ${row(resource, recordId, action, session, changes, context)}`.execute(db);
};

/** Many rows' trails in one statement (imports). */
export const recordAuditBatch = async (
  db: Db,
  resource: ServedResource,
  action: AuditAction,
  session: Pick<Session, 'userId' | 'userName'>,
  entries: { recordId: number; changes: AuditChange[]; context: AuditContext }[],
): Promise<void> => {
  if (entries.length === 0) return;
  const rows = entries.map((e) => row(resource, e.recordId, action, session, e.changes, e.context));
  await sql`insert into biz_audit
    (module, record_id, action, user_id, user_name, changes, area_code, data_type, step, comment)
    values ${sql.join(rows)}`.execute(db);
};

export interface AuditEntry {
  id: number;
  action: AuditAction;
  userId: number | null;
  userName: string;
  changes: AuditChange[];
  createdAt: string;
  step?: string;
  comment?: string;
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
    step: string | null;
    comment: string | null;
  }>`select id, action, user_id, user_name, changes, created_at, step, comment from biz_audit
     where module = ${resource.key} and record_id = ${recordId} order by id`.execute(db);
  return result.rows.map((r) => ({
    id: Number(r.id),
    action: r.action,
    userId: r.user_id,
    userName: r.user_name,
    changes: typeof r.changes === 'string' ? (JSON.parse(r.changes) as AuditChange[]) : r.changes,
    createdAt: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
    ...(r.step === null ? {} : { step: r.step }),
    ...(r.comment === null ? {} : { comment: r.comment }),
  }));
};

/**
 * Whether the caller may read the trail of a record that no longer exists: it was deleted (the
 * trail ends with a `delete` entry) and the scope it had then — kept on that entry — is inside
 * the caller's area and data type, exactly as a live record's would be.
 */
export const canReadDeletedTrail = async (
  db: Db,
  resource: ServedResource,
  recordId: number,
  session: Pick<Session, 'areaCode' | 'dataType'>,
): Promise<boolean> => {
  const result = await sql<{ area_code: string | null; data_type: string | null }>`
    select area_code, data_type from biz_audit
    where module = ${resource.key} and record_id = ${recordId} and action = 'delete'
    order by id desc limit 1`.execute(db);
  const last = result.rows[0];
  if (!last || last.area_code === null || last.data_type === null) return false;
  return last.area_code.startsWith(session.areaCode) && last.data_type === session.dataType;
};
