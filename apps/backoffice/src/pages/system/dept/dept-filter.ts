import type { DeptRecord } from '@eldercare/api-client/contract';

/**
 * The departments whose name, area name or area code contains the keyword, with the ancestors
 * that lead to them (so a match deep in the tree keeps its place). An empty keyword keeps all.
 */
export function filterDepts(nodes: readonly DeptRecord[], keyword: string): DeptRecord[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    const children = filterDepts(node.children, needle);
    const matches = [node.name, node.areaName, node.areaCode].some((text) =>
      text.toLowerCase().includes(needle),
    );
    return matches || children.length > 0
      ? [{ ...node, children: matches && children.length === 0 ? node.children : children }]
      : [];
  });
}
