import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** Relative imports and re-exports, type-only ones included: a cycle of types still ties the files together. */
const IMPORT = /(?:import|export)\s[^'";]*?from\s+'(\.{1,2}\/[^']+)'/g;

const importGraph = (root: string): Map<string, string[]> => {
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(root, file));
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const targets = [...text.matchAll(IMPORT)].map((m) =>
        path.resolve(path.dirname(file), m[1]!.replace(/\.js$/, '.ts')),
      );
      return [file, targets.filter((target) => known.has(target))];
    }),
  );
};

/** Each import cycle once, as the chain of files relative to `root`. */
const importCycles = (root: string): string[] => {
  const graph = importGraph(root);
  const done = new Set<string>();
  const chain: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string): void => {
    const at = chain.indexOf(file);
    if (at >= 0) {
      cycles.push([...chain.slice(at), file].map((f) => path.relative(root, f)).join(' → '));
      return;
    }
    if (done.has(file)) return;
    chain.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    chain.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
};

describe('server modules', () => {
  it('import each other without cycles', () => {
    expect(importCycles(SOURCE)).toEqual([]);
  });
});
