import { ErrorCode } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import type { Session } from '../../auth/session-context.js';
import { assertAttachable } from '../../files/attach.js';
import { AppError, notFound } from '../../http/app-error.js';
import { areaCodeOf } from '../query/area-scope.js';
import {
  diffRecords,
  recordAudit,
  recordAuditBatch,
  type AuditChange,
  type AuditContext,
} from './audit-trail.js';
import type { Catalogue, ServedResource } from '../schema/catalogue.js';
import { prepareOrThrow } from './input.js';
import { t } from '../../http/messages.js';
import {
  deleteRecord,
  findRecord,
  insertRecord,
  insertRows,
  updateRecord,
  type ApiRecord,
} from '../query/repository.js';
import type { Db } from '../schema/db.js';
import { assertUnique, isUniqueViolation, uniqueRefusal } from './unique.js';
import { assertEditableInState } from './workflow-rules.js';

/** A write against a version that is no longer the stored one (code 50016). */
export const stale = (locale: Locale) => new AppError(ErrorCode.Conflict, null, t('stale', locale));

export const createOne = async (
  db: Db,
  catalogue: Catalogue,
  resource: ServedResource,
  session: Session,
  body: Record<string, unknown>,
  locale: Locale,
): Promise<{ id: number; version: number }> => {
  const values = prepareOrThrow(resource, body, locale);
  const areaCode = areaCodeOf(resource, values, session, locale);
  try {
    return await db.transaction().execute(async (trx) => {
      await assertUnique(trx, resource, values, session, locale);
      await assertAttachable(trx, catalogue, session, resource, values, undefined, locale);
      const saved = await insertRecord(trx, resource, values, {
        areaCode,
        dataType: session.dataType,
        userId: session.userId,
      });
      await recordAudit(trx, resource, saved.id, 'create', session, diffRecords(resource, {}, values), {
        areaCode,
        dataType: session.dataType,
      });
      return saved;
    });
  } catch (error) {
    throw await uniqueRefusal(error, db, resource, values, session, locale);
  }
};

/**
 * Optimistic concurrency: the edit names the version it read. The row is locked, compared and
 * written in one transaction, and the UPDATE itself re-checks the version, so two editors of
 * the same version cannot both win: the second gets code 50016 and nothing of theirs is written.
 */
export const updateOne = async (
  db: Db,
  catalogue: Catalogue,
  resource: ServedResource,
  session: Session,
  id: number,
  body: { version: number } & Record<string, unknown>,
  locale: Locale,
): Promise<{ id: number; version: number }> => {
  let values: Record<string, unknown> = {};
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await findRecord(trx, resource, session, id, true);
      if (!existing) throw notFound();
      if (existing.version !== body.version) throw stale(locale);
      assertEditableInState(resource, session, existing, locale);
      const written = await writeFields(trx, catalogue, resource, session, existing, body, locale);
      values = written.values;
      const version = await updateRecord(trx, resource, session, id, body.version, values, written.areaCode);
      if (version === undefined) throw stale(locale);
      await recordAudit(trx, resource, id, 'update', session, written.changes, {
        areaCode: written.areaCode,
        dataType: String(existing.dataType),
      });
      return { id, version };
    });
  } catch (error) {
    throw await uniqueRefusal(error, db, resource, values, session, locale, id);
  }
};

/**
 * An edit's fields, checked against the stored record as a whole (the declaration's rules, the
 * writer's scope, unique values): the values to write, the record's area and the trail's changes.
 * Shared by edits and workflow steps, which save fields with the state change.
 */
export const writeFields = async (
  trx: Db,
  catalogue: Catalogue,
  resource: ServedResource,
  session: Session,
  existing: ApiRecord,
  body: Record<string, unknown>,
  locale: Locale,
): Promise<{ values: Record<string, unknown>; areaCode: string; changes: AuditChange[] }> => {
  const values = prepareOrThrow(resource, body, locale, existing);
  const areaCode = areaCodeOf(resource, { ...existing, ...values }, session, locale);
  await assertUnique(trx, resource, values, session, locale, existing.id);
  await assertAttachable(trx, catalogue, session, resource, values, existing.id, locale);
  const changes = diffRecords(resource, existing, values);
  if (existing.areaCode !== areaCode)
    changes.push({ field: 'areaCode', before: existing.areaCode, after: areaCode });
  return { values, areaCode, changes };
};

/** Deletes one record in the caller's scope, its trail keeping the scope it had; false if out of reach. */
const deleteInScope = async (trx: Db, resource: ServedResource, session: Session, id: number) => {
  const existing = await findRecord(trx, resource, session, id, true);
  if (!existing || !(await deleteRecord(trx, resource, session, id))) return false;
  const emptied = Object.fromEntries(resource.fields.map((f) => [f.name, null]));
  // The delete entry keeps the last scope: the trail stays readable to those who could read the record.
  await recordAudit(trx, resource, id, 'delete', session, diffRecords(resource, existing, emptied), {
    areaCode: String(existing.areaCode),
    dataType: String(existing.dataType),
  });
  return true;
};

/**
 * Deletes every named record or none: one out of the caller's scope (or already gone) refuses the
 * whole request as not found, so a bulk delete never stops half-way through a selection.
 */
export const deleteMany = async (
  db: Db,
  resource: ServedResource,
  session: Session,
  ids: readonly number[],
): Promise<number> =>
  db.transaction().execute(async (trx) => {
    // In id order: two overlapping bulk deletes lock their rows in the same order, never in a cycle.
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    for (const id of unique) if (!(await deleteInScope(trx, resource, session, id))) throw notFound();
    return unique.length;
  });

export const deleteOne = async (
  db: Db,
  resource: ServedResource,
  session: Session,
  id: number,
): Promise<null> => {
  await deleteMany(db, resource, session, [id]);
  return null;
};

export interface ImportRow {
  row: number;
  values: Record<string, unknown>;
  areaCode: string;
}

type Trail = { recordId: number; changes: AuditChange[]; context: AuditContext }[];

const trailOf = (resource: ServedResource, session: Session, row: ImportRow, recordId: number) => ({
  recordId,
  changes: diffRecords(resource, {}, row.values),
  context: { areaCode: row.areaCode, dataType: session.dataType },
});

const auditImport = async (trx: Db, resource: ServedResource, session: Session, trail: Trail) => {
  for (let i = 0; i < trail.length; i += IMPORT_BATCH)
    await recordAuditBatch(trx, resource, 'import', session, trail.slice(i, i + IMPORT_BATCH));
};

/** Rows per insert statement of an import (and per audit statement). */
const IMPORT_BATCH = 500;

/** What a server paused by `ELDERCARE_TEST_IMPORT_PAUSE_MS` prints once its first batch is written. */
export const IMPORT_PAUSED_LINE = 'import paused after its first batch (test setting)';

/**
 * Test-only, never in production: holds an import's transaction open after its first batch, so a
 * test can kill the server while the import is half written (test/ops/import-kill.test.ts).
 */
const pauseForTest = async (): Promise<void> => {
  const ms = Number(process.env.ELDERCARE_TEST_IMPORT_PAUSE_MS ?? 0);
  if (!(ms > 0) || process.env.NODE_ENV === 'production') return;
  console.log(IMPORT_PAUSED_LINE);
  await new Promise((resolve) => setTimeout(resolve, ms));
};

/**
 * Inserts checked rows and their trails in one transaction: all of them or none. The rows were
 * checked against saved records and each other before (import-service.ts), so they go in a few
 * multi-row statements: the transaction is short, and on the embedded database, which answers one
 * transaction at a time, everyone else waits for it (a row-by-row import of 5,000 rows held it
 * for tens of seconds). A writer that took one of their unique values meanwhile breaks a unique
 * index: the rows then go one by one, so the refusal names the holder.
 */
export const insertMany = async (
  db: Db,
  resource: ServedResource,
  session: Session,
  rows: ImportRow[],
  locale: Locale = 'zh-CN',
): Promise<number> => {
  try {
    return await db.transaction().execute(async (trx) => {
      const trail: Trail = [];
      for (let i = 0; i < rows.length; i += IMPORT_BATCH) {
        const batch = rows.slice(i, i + IMPORT_BATCH);
        const ids = await insertRows(
          trx,
          resource,
          batch.map((row) => ({ values: row.values, areaCode: row.areaCode, dataType: session.dataType })),
          session.userId,
        );
        batch.forEach((row, k) => {
          const id = ids[k];
          if (id === undefined) throw new Error('the insert answered fewer ids than rows');
          trail.push(trailOf(resource, session, row, id));
        });
        if (i === 0) await pauseForTest();
      }
      await auditImport(trx, resource, session, trail);
      return rows.length;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return insertOneByOne(db, resource, session, rows, locale);
  }
};

const insertOneByOne = async (
  db: Db,
  resource: ServedResource,
  session: Session,
  rows: ImportRow[],
  locale: Locale,
): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const trail: Trail = [];
    for (const row of rows) {
      // Earlier rows of the import are in the transaction already, so duplicates among them count.
      await assertUnique(trx, resource, row.values, session, locale);
      const saved = await insertRecord(trx, resource, row.values, {
        areaCode: row.areaCode,
        dataType: session.dataType,
        userId: session.userId,
      });
      trail.push(trailOf(resource, session, row, saved.id));
    }
    await auditImport(trx, resource, session, trail);
    return rows.length;
  });
