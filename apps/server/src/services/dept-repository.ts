import type { DeptNode } from '@eldercare/contract';
import type { Kysely } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import { inArea } from './scope.js';

type Linked = DeptNode & { parentId: number | null };

const withoutParent = ({ parentId: _p, ...node }: DeptNode & { parentId?: number | null }): DeptNode => ({
  ...node,
  children: node.children.map(withoutParent),
});

/**
 * The departments of the caller's area and below as a tree, in id order; one whose parent lies
 * outside the area becomes a root.
 */
export const deptTreeOf = async (db: Kysely<Database>, session: Session): Promise<DeptNode[]> => {
  const rows = await db
    .selectFrom('dept as d')
    .innerJoin('area as a', 'a.code', 'd.area_code')
    .select(['d.id', 'd.name', 'd.parent_id', 'a.code', 'a.level'])
    .where(inArea('d.area_code', session))
    .orderBy('d.id')
    .execute();
  const nodes = new Map<number, Linked>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        label: r.name,
        areaCode: r.code,
        areaCodeLevel: r.level,
        children: [],
        parentId: r.parent_id,
      },
    ]),
  );
  const roots: DeptNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots.map(withoutParent);
};
