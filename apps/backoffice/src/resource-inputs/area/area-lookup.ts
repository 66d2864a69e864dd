import {
  AREA_PATH_SEPARATOR,
  areaPickerRoots,
  indexAreas,
  type AreaEntry,
  type AreaNode,
} from '@eldercare/api-client/contract';

/** An antd Cascader / TreeSelect option: the stored value is the area code, the label its name. */
export interface AreaOption {
  value: string;
  label: string;
  /** From the picker's top level down to this area, for tags and search. */
  path: string;
  children?: AreaOption[];
}

export interface AreaLookup {
  /** Picker options from the first level with a choice (the districts) down. */
  options: AreaOption[];
  /** Codes from the picker's top down to `code` (a Cascader value); `[code]` when unknown. */
  pathOf: (code: string) => string[];
  /** Name and display path of `code`, undefined when the tree does not know it. */
  describe: (code: string) => { name: string; path: string } | undefined;
}

const toOption =
  (above: string) =>
  (node: AreaNode): AreaOption => {
    const path = above === '' ? node.name : `${above}${AREA_PATH_SEPARATOR}${node.name}`;
    const option = { value: node.code, label: node.name, path };
    return node.children.length > 0 ? { ...option, children: node.children.map(toOption(path)) } : option;
  };

/** Everything the area picker and area cells need from one tree, computed once per tree. */
export function areaLookup(tree: readonly AreaNode[]): AreaLookup {
  const index: ReadonlyMap<string, AreaEntry> = indexAreas(tree);
  return {
    options: areaPickerRoots(tree).map(toOption('')),
    pathOf: (code) => index.get(code)?.path.map((n) => n.code) ?? [code],
    describe: (code) => {
      const entry = index.get(code);
      return entry
        ? { name: entry.node.name, path: entry.path.map((n) => n.name).join(AREA_PATH_SEPARATOR) }
        : undefined;
    },
  };
}

/** A Cascader value (the codes from the top down to the chosen area) back to the stored code. */
export function codeOf(path: unknown): string | undefined {
  return Array.isArray(path) && path.length > 0 ? String(path.at(-1)) : undefined;
}
