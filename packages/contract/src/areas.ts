import { z } from 'zod';
import { AreaLevelSchema } from './dept.js';

export interface AreaNode {
  /** Hierarchical code: each level extends its parent's (3417 → 341702 → 341702001 → ...). */
  code: string;
  name: string;
  /** 1 province, 2 city, 3 district, 4 street, 5 community. */
  level: number;
  children: AreaNode[];
}

/** One area with everything below it, children in code order. */
export const AreaNodeSchema: z.ZodType<AreaNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    level: AreaLevelSchema,
    children: z.array(AreaNodeSchema),
  }),
);

/**
 * `GET /biz/area/tree`: every area the platform knows, from the top level down. Not limited to
 * the caller's data scope: a record's hukou area may lie outside it, and area names are public.
 */
export const AreaTreeSchema = z.array(AreaNodeSchema);
export type AreaTree = z.infer<typeof AreaTreeSchema>;

/** How long a client may reuse the tree before asking again (it answers 304 while unchanged). */
export const AREA_TREE_MAX_AGE_SECONDS = 300;

/**
 * Where pickers start: levels with a single area (the one province, the one city of a
 * deployment) offer no choice, so the first level with several areas (the districts) is the top.
 */
export const areaPickerRoots = (tree: readonly AreaNode[]): readonly AreaNode[] => {
  let level = tree;
  while (level.length === 1 && level[0] && level[0].children.length > 0) level = level[0].children;
  return level;
};

export interface AreaEntry {
  node: AreaNode;
  /** From the picker's top level down to this area (`贵池区 / 秋浦街道 / 秋浦社区`); areas above it: itself. */
  path: readonly AreaNode[];
}

/** Every area by code with its display path, to show names for stored codes. */
export const indexAreas = (tree: readonly AreaNode[]): ReadonlyMap<string, AreaEntry> => {
  const index = new Map<string, AreaEntry>();
  const walk = (nodes: readonly AreaNode[], above: readonly AreaNode[]) => {
    for (const node of nodes) {
      const path = [...above, node];
      index.set(node.code, { node, path });
      walk(node.children, path);
    }
  };
  const roots = areaPickerRoots(tree);
  const skipped = (nodes: readonly AreaNode[]) => {
    for (const node of nodes) {
      if (roots.includes(node)) continue;
      index.set(node.code, { node, path: [node] });
      skipped(node.children);
    }
  };
  skipped(tree);
  walk(roots, []);
  return index;
};

/** `贵池区 / 秋浦街道 / 秋浦社区`: the separator antd's Cascader shows, reused in exports. */
export const AREA_PATH_SEPARATOR = ' / ';

export const areaPathName = (entry: AreaEntry): string =>
  entry.path.map((n) => n.name).join(AREA_PATH_SEPARATOR);
