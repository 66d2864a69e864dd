import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Session } from '../../auth/session-context.js';
import type { Database } from '../../db/schema.js';
import type { Catalogue, ServedResource } from '../schema/catalogue.js';
import { scopeOf } from './repository.js';

type Db = Kysely<Database>;
type Scope = Pick<Session, 'areaCode' | 'dataType'>;

const idsIn = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);

/**
 * Titles of one module's records by id, in the caller's scope: a record outside it keeps no
 * label (the page shows its id), so a reference never reveals a record the caller cannot list.
 */
export const titlesOf = async (
  db: Db,
  target: ServedResource,
  scope: Scope,
  ids: readonly number[],
  labelField = target.declaration.titleField,
): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const column = target.columns.get(labelField) ?? target.columns.get(target.declaration.titleField) ?? 'id';
  const rows = await sql<{ id: string | number; label: unknown }>`
    select id, ${sql.ref(column)} as label from ${sql.id(target.table)}
    where id in (${sql.join([...new Set(ids)])}) and ${scopeOf(scope)}`.execute(db);
  return new Map(
    rows.rows.map((r) => [Number(r.id), r.label === null ? `#${r.id}` : String(r.label)] as const),
  );
};

/**
 * The records with `referenceLabels` filled in: one query per reference field for the whole
 * page, instead of a picker request per cell that only knew the first page of options.
 */
export const withReferenceLabels = async <R extends Record<string, unknown>>(
  db: Db,
  catalogue: Catalogue,
  resource: ServedResource,
  scope: Scope,
  records: R[],
): Promise<R[]> => {
  const fields = resource.fields.filter((f) => f.type === 'reference' && f.reference);
  if (fields.length === 0 || records.length === 0) return records;
  const labels = new Map<string, Map<number, string>>();
  for (const field of fields) {
    const target = field.reference ? catalogue.find(field.reference.module) : undefined;
    if (!target) continue;
    const ids = records.flatMap((r) => idsIn(r[field.name]));
    labels.set(field.name, await titlesOf(db, target, scope, ids, field.reference?.labelField));
  }
  return records.map((record) => {
    const referenceLabels: Record<string, string> = {};
    for (const [name, titles] of labels) {
      const ids = idsIn(record[name]);
      if (ids.length === 0) continue;
      referenceLabels[name] = ids.map((id) => titles.get(id) ?? `#${id}`).join('、');
    }
    return { ...record, referenceLabels };
  });
};

/** Modules whose records point at each module: their writers may search it to pick a value. */
export const referrersOf = (catalogue: Catalogue): ReadonlyMap<string, readonly string[]> => {
  const referrers = new Map<string, string[]>();
  for (const resource of catalogue.served) {
    for (const field of resource.fields) {
      const target = field.type === 'reference' ? field.reference?.module : undefined;
      if (!target) continue;
      const list = referrers.get(target) ?? [];
      if (!list.includes(resource.key)) list.push(resource.key);
      referrers.set(target, list);
    }
  }
  return referrers;
};
