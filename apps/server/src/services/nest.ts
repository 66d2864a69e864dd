/** Nests rows by parent id, in their order; a row whose parent is not among them is a root. */
export const nestByParent = <T extends { id: number; children: T[] }>(
  rows: readonly (T & { parentId: number | null })[],
): T[] => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const roots: T[] = [];
  for (const row of rows) {
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    (parent ? parent.children : roots).push(row);
  }
  const strip = ({ parentId: _parentId, ...node }: T & { parentId?: number | null }): T =>
    ({ ...node, children: node.children.map(strip) }) as T;
  return roots.map(strip);
};
