import {
  fieldTypeTraits,
  type FieldDeclaration,
  type ResourceDeclaration,
  type StorageKind,
} from '@eldercare/resources';
import { sql, type RawBuilder } from 'kysely';
import { birthFieldOf } from '../fields/derive.js';

/** Identifiers come from declarations, never from requests; still, only plain snake_case passes. */
const IDENTIFIER = /^[a-z][a-z0-9_]*$/;

export const isIdentifier = (name: string): boolean => IDENTIFIER.test(name) && name.length <= 63;

/** camelCase field name → its SQL column (`idCard` → `id_card`). */
export const columnOf = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

/** The columns every resource table has besides its declared fields. */
export const SYSTEM_COLUMNS = [
  'id',
  'area_code',
  'data_type',
  'version',
  'created_by',
  'created_at',
  'updated_by',
  'updated_at',
] as const;

export type { StorageKind };

/** How a field is stored (its type's storage kind); multiple values are JSON arrays. */
export const storageOf = (field: FieldDeclaration): StorageKind =>
  field.multiple ? 'json' : fieldTypeTraits(field.type).storage;

export const sqlTypeOf = (field: FieldDeclaration): string => {
  const kind = storageOf(field);
  switch (kind) {
    case 'text':
      return field.maxLength && field.maxLength > 0 ? `varchar(${Math.floor(field.maxLength)})` : 'text';
    case 'date':
      return 'date';
    case 'timestamp':
      return 'timestamptz';
    case 'integer':
      return 'integer';
    case 'bigint':
      return 'bigint';
    case 'numeric':
      return 'numeric';
    case 'money':
      return 'numeric(14,2)';
    case 'boolean':
      return 'boolean';
    case 'json':
      return 'jsonb';
  }
};

/** Why a declaration cannot be served (bad identifiers), or undefined when it can. */
export const declarationProblem = (resource: ResourceDeclaration): string | undefined => {
  if (!isIdentifier(resource.table)) return `table name ${resource.table}`;
  const seen = new Set<string>(SYSTEM_COLUMNS);
  for (const field of resource.fields) {
    const column = columnOf(field.name);
    if (!isIdentifier(column)) return `field ${field.name}`;
    if (seen.has(column)) return `duplicate or reserved column ${column}`;
    seen.add(column);
  }
  return undefined;
};

/** The parts of a served module these helpers read (kept structural: catalogue.ts imports this file). */
export interface ModuleColumns {
  fields: readonly FieldDeclaration[];
  /** field name → column */
  columns: ReadonlyMap<string, string>;
}

/** The birth-date column an age field is computed from, when the module has one. */
export const ageSourceColumn = (resource: ModuleColumns, field: FieldDeclaration): string | undefined => {
  const birth = birthFieldOf(resource.fields, field);
  return birth ? resource.columns.get(birth.name) : undefined;
};

/** Full years on `today` (`YYYY-MM-DD`) of someone born on the date in `birthColumn`. */
export const ageSql = (birthColumn: string, today: string): RawBuilder<number> =>
  sql<number>`date_part('year', age(${today}::date, ${sql.ref(birthColumn)}))::int`;

/**
 * What a field's column reads as in a select list: dates as text (no driver turns them into
 * local-midnight instants), ages computed from the birth date on `today`, the rest as stored.
 */
export const selectColumn = (resource: ModuleColumns, field: FieldDeclaration, today: string) => {
  const name = resource.columns.get(field.name) ?? '';
  const column = sql.id(name);
  const birth = ageSourceColumn(resource, field);
  if (birth) return sql`${ageSql(birth, today)} as ${column}`;
  return storageOf(field) === 'date' ? sql`to_char(${column}, 'YYYY-MM-DD') as ${column}` : column;
};
