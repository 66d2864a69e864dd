/** Tree rows for antd's Table: a node without children loses the key, so it shows no expand icon. */
export function treeRows<T extends { children: T[] }>(
  nodes: readonly T[],
): (Omit<T, 'children'> & { children?: unknown[] })[] {
  return nodes.map(({ children, ...rest }) =>
    children.length > 0 ? { ...rest, children: treeRows(children) } : rest,
  );
}
