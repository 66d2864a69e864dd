import type { FieldDeclaration, ResourceDeclaration } from '@eldercare/resources';

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

/** How a field is stored; multiple values, images and files are JSON arrays. */
export type StorageKind =
  'text' | 'date' | 'timestamp' | 'integer' | 'bigint' | 'numeric' | 'money' | 'boolean' | 'json';

export const storageOf = (field: FieldDeclaration): StorageKind => {
  if (field.multiple || field.type === 'image' || field.type === 'file') return 'json';
  switch (field.type) {
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamp';
    case 'integer':
      return 'integer';
    case 'number':
      return 'numeric';
    case 'money':
      return 'money';
    case 'boolean':
      return 'boolean';
    case 'reference':
      return 'bigint';
    default:
      return 'text';
  }
};

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
