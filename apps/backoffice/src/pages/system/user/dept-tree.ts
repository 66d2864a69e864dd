import type { DeptNode } from '@eldercare/api-client/contract';

export interface DeptTreeOption {
  title: string;
  value: number;
  key: number;
  children: DeptTreeOption[];
}

/** The server's dept tree as antd TreeSelect data. */
export function toDeptTreeData(nodes: readonly DeptNode[] | undefined): DeptTreeOption[] {
  return (nodes ?? []).map((node) => ({
    title: node.label,
    value: node.id,
    key: node.id,
    children: toDeptTreeData(node.children),
  }));
}

/** Every node at one area level (e.g. 4 = streets), depth first. */
export function nodesAtLevel(nodes: readonly DeptNode[] | undefined, level: number): DeptNode[] {
  const out: DeptNode[] = [];
  const walk = (list: readonly DeptNode[]) => {
    for (const node of list) {
      if (node.areaCodeLevel === level) out.push(node);
      else if (node.areaCodeLevel < level) walk(node.children);
    }
  };
  walk(nodes ?? []);
  return out;
}
