import { localise, type FieldDeclaration } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import { sql } from 'kysely';
import type { Session } from '../../auth/session-context.js';
import { invalid } from '../../http/app-error.js';
import type { ServedResource } from '../schema/catalogue.js';
import { t } from '../../http/messages.js';
import { titlesOf } from '../query/reference-labels.js';
import type { Db } from '../schema/db.js';

/**
 * Unique fields (`unique: true`): no two records of one data type hold the same value, compared
 * case-insensitively (an ID number's check letter may be typed x or X), empty values aside. The
 * check below names the holder; the unique index sync-tables.ts creates settles
 * races between two writers, and its violation is answered with the same message (uniqueRefusal).
 */
export const uniqueFields = (resource: ServedResource): FieldDeclaration[] =>
  resource.fields.filter((f) => f.unique === true);

/** The key the index and the check compare: the value as stored, lower-cased. */
export const uniqueKey = (column: string) => sql`lower(${sql.ref(column)})`;

/** The rows the index covers (spelled the same in the check, so the planner may use the index). */
export const uniqueCovered = (column: string) =>
  sql`${sql.ref(column)} is not null and ${sql.ref(column)} <> ''`;

export interface UniqueHolder {
  id: number;
  /** The holder's title, or undefined when the caller may not read that record. */
  title: string | undefined;
}

/** The record of `dataType` holding `value` in `field` (other than `excludeId`), if any. */
export const findUniqueHolder = async (
  db: Db,
  resource: ServedResource,
  field: FieldDeclaration,
  value: string,
  scope: Pick<Session, 'areaCode' | 'dataType'>,
  excludeId?: number,
): Promise<UniqueHolder | undefined> => {
  const column = resource.columns.get(field.name) ?? '';
  const result = await sql<{ id: string | number }>`
    select id from ${sql.id(resource.table)}
    where data_type = ${scope.dataType} and ${uniqueCovered(column)}
      and ${uniqueKey(column)} = lower(${value})
      ${excludeId === undefined ? sql`` : sql`and id <> ${excludeId}`}
    order by id limit 1`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  const id = Number(row.id);
  // Read in the caller's scope: a record of another area is not named (titlesOf leaves it out).
  const titles = await titlesOf(db, resource, scope, [id]);
  return { id, title: titles.get(id) };
};

/**
 * "ID number is already used by 张秀英's record"; for a holder outside the caller's scope a neutral
 * refusal that neither names it nor says that a record elsewhere holds the value.
 */
export const uniqueMessage = (field: FieldDeclaration, holder: UniqueHolder, locale: Locale): string => {
  const label = localise(field.label, locale);
  return holder.title === undefined
    ? t('uniqueUnavailable', locale, { label })
    : t('uniqueTaken', locale, { label, record: holder.title });
};

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Refuses (code -1 on the field) the first unique value of a write that another record of the
 * data type already holds. `values` are the stored values being written; `recordId` the record
 * edited (undefined on create).
 */
export const assertUnique = async (
  db: Db,
  resource: ServedResource,
  values: Record<string, unknown>,
  scope: Pick<Session, 'areaCode' | 'dataType'>,
  locale: Locale,
  recordId?: number,
): Promise<void> => {
  for (const field of uniqueFields(resource)) {
    const value = textOf(values[field.name]);
    if (value === undefined) continue;
    const holder = await findUniqueHolder(db, resource, field, value, scope, recordId);
    if (holder) throw invalid(uniqueMessage(field, holder, locale), field.name);
  }
};

const UNIQUE_VIOLATION = '23505';

/** The database refused a write that would repeat a unique value (PostgreSQL and PGlite alike). */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;

/**
 * A write that lost a race to another writer of the same value: the database's unique violation
 * (23505 on PostgreSQL and PGlite) as the refusal the check would have given, the holder found
 * again now that the other write is committed. Any other error is answered as it is.
 */
export const uniqueRefusal = async (
  error: unknown,
  db: Db,
  resource: ServedResource,
  values: Record<string, unknown>,
  scope: Pick<Session, 'areaCode' | 'dataType'>,
  locale: Locale,
  recordId?: number,
): Promise<unknown> => {
  if (!isUniqueViolation(error)) return error;
  const written = uniqueFields(resource).filter((f) => textOf(values[f.name]) !== undefined);
  for (const field of written) {
    const holder = await findUniqueHolder(
      db,
      resource,
      field,
      textOf(values[field.name]) ?? '',
      scope,
      recordId,
    );
    if (holder) return invalid(uniqueMessage(field, holder, locale), field.name);
  }
  // The other write was rolled back meanwhile: still refused (nothing was written), without a name.
  const first = written[0];
  return first ? invalid(uniqueMessage(first, { id: 0, title: undefined }, locale), first.name) : error;
};
