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
