import type { ResourceDeclaration } from '@eldercare/resource-language';
import { MENU_GROUPS } from '../menu/menu-groups';
import { disabledInfo, elderlyInfo } from './personal-records/index';
import { pensionAgency } from './organisations/index';
import { MODULE_FILES } from './registry.generated';

export { disabledInfo, elderlyInfo, pensionAgency };

const isDeclaration = (value: unknown): value is ResourceDeclaration =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ResourceDeclaration).key === 'string' &&
  typeof (value as ResourceDeclaration).table === 'string' &&
  typeof (value as ResourceDeclaration).listRoute === 'string' &&
  Array.isArray((value as ResourceDeclaration).fields);

/**
 * Every declaration the module files export (alone or in an array), once each: the arrays of the
 * group index files first, so their order is the menu order; a module no array lists follows the
 * others of its group. Then sorted (stably) by menu group.
 */
function collect(files: readonly Readonly<Record<string, unknown>>[]): ResourceDeclaration[] {
  const found = new Map<string, ResourceDeclaration>();
  const add = (value: unknown) => {
    if (!isDeclaration(value)) return;
    const known = found.get(value.key);
    if (known && known !== value) throw new Error(`Two declarations use the key ${value.key}`);
    found.set(value.key, value);
  };
  // Arrays first, then lone exports sorted by name: a namespace's key order differs between
  // runtimes (ESM sorts it, a CommonJS transpile keeps source order), the catalogue's must not.
  const exportsOf = (file: Readonly<Record<string, unknown>>) =>
    Object.keys(file)
      .sort()
      .map((name) => file[name]);
  for (const file of files) for (const value of exportsOf(file)) if (Array.isArray(value)) value.forEach(add);
  for (const file of files) for (const value of exportsOf(file)) if (!Array.isArray(value)) add(value);
  const order = new Map<string, number>(MENU_GROUPS.map((g, i) => [g.group, i]));
  const rank = (r: ResourceDeclaration) => order.get(r.group) ?? MENU_GROUPS.length;
  return [...found.values()].sort((a, b) => rank(a) - rank(b));
}

/**
 * Every business module of SPEC §2, in menu order, assembled from registry.generated.ts: adding a
 * module is adding its declaration file (and regenerating the registry), no list to edit.
 */
export const RESOURCES: readonly ResourceDeclaration[] = collect(MODULE_FILES);

const BY_KEY = new Map(RESOURCES.map((r) => [r.key, r]));

export function findResource(key: string): ResourceDeclaration | undefined {
  return BY_KEY.get(key);
}
