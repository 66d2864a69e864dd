import type { RuleName } from '@eldercare/validators';
import type { BuiltInFieldType, FieldType, FilterMode, HostFieldType } from './types';

/**
 * How the server stores one value of a field: its SQL column type and how request, query and
 * spreadsheet values are read into it. Several values, images and files are JSON arrays.
 */
export type StorageKind =
  'text' | 'date' | 'timestamp' | 'integer' | 'bigint' | 'numeric' | 'money' | 'boolean' | 'json';

/**
 * Everything a layer decides by a field's type alone. Each layer reads these instead of testing
 * type names, so a new type is described once here and the compiler asks every layer for its part.
 */
export interface FieldTypeTraits {
  /** How its filter matches when the declaration does not say; only `range` types take a range filter. */
  filter: FilterMode;
  /** Its stored form (a `multiple` field is stored as JSON whatever this says). */
  storage: StorageKind;
  /** A calendar value and its precision, or false: pickers, wire format, spreadsheet notes. */
  date: 'date' | 'month' | 'datetime' | false;
  /** Its values are uploaded files (always a JSON list of file entries, kept out of spreadsheets). */
  files: boolean;
  /** Lists mask it unless the user may reveal it (personal contact data, ID numbers). */
  sensitive: boolean;
  /** Its input spans the whole form row. */
  wide: boolean;
  /** One text compared as written, so a declaration may ask for it to be unique. */
  uniqueable: boolean;
  /** Export and import carry it as a spreadsheet column. */
  sheet: boolean;
  /** The list may order by it (a reference would order by the other record's id, not its name). */
  sortable: boolean;
  /** The validator rule the type implies even when the declaration names none. */
  rule: RuleName | undefined;
  /**
   * A host type's value from JSON, a query string or a spreadsheet cell, in the stored form of
   * `storage`; undefined when it is not one. Built-in types are read by their storage kind.
   */
  parse?: (value: unknown) => unknown;
  /** A host type's stored value as a spreadsheet cell (an export); without it the value is written as stored. */
  format?: (value: unknown) => string | number | boolean | null;
}

const plain = {
  filter: 'like',
  storage: 'text',
  date: false,
  files: false,
  sensitive: false,
  wide: false,
  uniqueable: false,
  sheet: true,
  sortable: true,
  rule: undefined,
} as const satisfies FieldTypeTraits;

const contact = (rule: RuleName): FieldTypeTraits => ({ ...plain, sensitive: true, uniqueable: true, rule });
const ranged = (storage: StorageKind, rule?: RuleName): FieldTypeTraits => ({
  ...plain,
  filter: 'range',
  storage,
  rule,
});
const calendar = (date: 'date' | 'month' | 'datetime', storage: StorageKind): FieldTypeTraits => ({
  ...ranged(storage),
  date,
});
const upload: FieldTypeTraits = { ...plain, storage: 'json', files: true, sheet: false, sortable: false };

/**
 * The built-in field types, every one of them: a type missing here fails the type check (no
 * fallback), and so does the kit's renderer table.
 */
export const BUILT_IN_FIELD_TYPES = {
  text: { ...plain, uniqueable: true },
  textarea: { ...plain, wide: true },
  idCard: contact('idCard'),
  mobile: contact('mobile'),
  landline: contact('landline'),
  phone: contact('phone'),
  email: { ...plain, uniqueable: true, rule: 'email' },
  date: calendar('date', 'date'),
  datetime: calendar('datetime', 'timestamp'),
  month: calendar('month', 'text'),
  integer: ranged('integer', 'positiveInteger'),
  number: ranged('numeric', 'number'),
  money: ranged('money'),
  boolean: { ...plain, filter: 'eq', storage: 'boolean' },
  enum: { ...plain, filter: 'eq' },
  area: { ...plain, filter: 'eq' },
  reference: { ...plain, filter: 'eq', storage: 'bigint', sortable: false },
  image: upload,
  file: upload,
  richText: { ...plain, wide: true, sheet: false },
} as const satisfies Record<BuiltInFieldType, FieldTypeTraits>;

/** A host's own field type: its name (declared in `HostFieldTypes`) and its traits. */
export interface FieldTypeDefinition<T extends HostFieldType = HostFieldType> {
  type: T;
  traits: FieldTypeTraits;
}

const hostTypes = new Map<string, FieldTypeTraits>();

/**
 * Makes a host type known to every layer that reads traits (placement, checks, the server's
 * storage and spreadsheets). Call it where the type is defined, so any declaration that uses the
 * definition has it registered. Extra properties (the kit's renderers) are kept as given.
 */
export function defineFieldType<D extends FieldTypeDefinition>(definition: D): D {
  if (definition.type in BUILT_IN_FIELD_TYPES)
    throw new Error(`field type ${definition.type} is built in; a host type needs a name of its own`);
  hostTypes.set(definition.type, definition.traits);
  return definition;
}

export function isBuiltInFieldType(type: string): type is BuiltInFieldType {
  return Object.hasOwn(BUILT_IN_FIELD_TYPES, type);
}

/** Whether a type is built in or defined by the host. */
export function isKnownFieldType(type: string): type is FieldType {
  return isBuiltInFieldType(type) || hostTypes.has(type);
}

/** The traits of a type; an unknown type is an error, never read as text. */
export function fieldTypeTraits(type: FieldType): FieldTypeTraits {
  if (isBuiltInFieldType(type)) return BUILT_IN_FIELD_TYPES[type];
  const host = hostTypes.get(type);
  if (!host) throw new Error(`unknown field type ${String(type)}: define it with defineFieldType`);
  return host;
}
