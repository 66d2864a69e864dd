import type { AreaNode } from '@eldercare/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Every row of `area` as a tree, children in code order. A row whose parent is missing becomes a
 * root rather than disappearing, so no stored code loses its name.
 */
export const loadAreaTree = async (db: Kysely<Database>): Promise<AreaNode[]> => {
  const rows = await db
    .selectFrom('area')
    .select(['code', 'name', 'level', 'parent_code'])
    .orderBy('code')
    .execute();
  const nodes = new Map<string, AreaNode>(
    rows.map((r) => [r.code, { code: r.code, name: r.name, level: r.level, children: [] }]),
  );
  const roots: AreaNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.code);
    if (!node) continue;
    const parent = row.parent_code === null ? undefined : nodes.get(row.parent_code);
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  return roots;
};

/** The name of an area that exists. */
export const areaName = async (db: Kysely<Database>, code: string): Promise<string> =>
  (await db.selectFrom('area').select('name').where('code', '=', code).executeTakeFirstOrThrow()).name;

/** The areas of one level inside the area `code` (its own code is their prefix), in code order. */
export const areasAtLevelWithin = (db: Kysely<Database>, level: number, code: string) =>
  db
    .selectFrom('area')
    .select(['code', 'name'])
    .where('level', '=', level)
    .where('code', 'like', `${code}%`)
    .orderBy('code')
    .execute();
