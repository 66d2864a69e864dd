import { RESOURCES, type FieldDeclaration, type ResourceDeclaration } from '@eldercare/resources';
import { columnOf, declarationProblem } from './columns.js';

/** A declaration the engine serves, with its columns resolved once. */
export interface ServedResource {
  declaration: ResourceDeclaration;
  key: string;
  table: string;
  fields: readonly FieldDeclaration[];
  /** field name → column */
  columns: ReadonlyMap<string, string>;
  byName: ReadonlyMap<string, FieldDeclaration>;
}

export interface Catalogue {
  served: readonly ServedResource[];
  /** Declarations left out, with the reason (logged at start). */
  skipped: readonly { key: string; reason: string }[];
  find: (key: string) => ServedResource | undefined;
}

/**
 * Every declaration of @eldercare/resources that can be served: a new declaration is served
 * with no code change. Bad identifiers or a table claimed twice leave a module out (and say so)
 * instead of stopping the server.
 */
export const buildCatalogue = (declarations: readonly ResourceDeclaration[] = RESOURCES): Catalogue => {
  const served: ServedResource[] = [];
  const skipped: { key: string; reason: string }[] = [];
  const tables = new Set<string>();
  const keys = new Set<string>();
  for (const declaration of declarations) {
    const problem =
      declarationProblem(declaration) ??
      (tables.has(declaration.table) ? `table ${declaration.table} already used` : undefined) ??
      (keys.has(declaration.key) ? `key ${declaration.key} already used` : undefined) ??
      (/^[A-Za-z][A-Za-z0-9]{0,63}$/.test(declaration.key) ? undefined : `key ${declaration.key}`);
    if (problem) {
      skipped.push({ key: declaration.key, reason: problem });
      continue;
    }
    tables.add(declaration.table);
    keys.add(declaration.key);
    served.push({
      declaration,
      key: declaration.key,
      table: declaration.table,
      fields: declaration.fields,
      columns: new Map(declaration.fields.map((f) => [f.name, columnOf(f.name)])),
      byName: new Map(declaration.fields.map((f) => [f.name, f])),
    });
  }
  const byKey = new Map(served.map((s) => [s.key, s]));
  return { served, skipped, find: (key) => byKey.get(key) };
};
