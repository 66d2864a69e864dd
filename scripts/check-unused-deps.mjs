// Every runtime dependency of a workspace package is imported by it (knip's rule, without knip's
// configuration): a dependency nothing imports still installs for every user and hides in audits. A
// dependency counts as used when one of the package's files names it in quotes (`'pkg'`, `'pkg/sub'`:
// imports, dynamic imports, requires, config strings), or when another of its dependencies declares it as
// a peer (the editor's `@tiptap/pm`). Dev dependencies are tools and are not checked.
//
//   node scripts/check-unused-deps.mjs
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', 'reports', '.turbo', 'coverage']);
const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js|css|html)$/;

function sourceFiles(dir, files = []) {
  for (const name of readdirSync(dir)) {
    if (SKIPPED.has(name)) continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) sourceFiles(file, files);
    else if (SOURCE.test(name)) files.push(file);
  }
  return files;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Dependencies of the package at `dir` that nothing in it imports. */
export function unusedDependencies(dir) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const deps = Object.keys(pkg.dependencies ?? {});
  const text = sourceFiles(dir)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const named = (dep) => new RegExp(`['"\`]${escape(dep)}(/[^'"\`]*)?['"\`]`).test(text);
  const peersWanted = new Set(
    deps.flatMap((dep) => {
      const manifest = path.join(dir, 'node_modules', dep, 'package.json');
      return existsSync(manifest) ? Object.keys(readJson(manifest).peerDependencies ?? {}) : [];
    }),
  );
  return deps.filter((dep) => !named(dep) && !peersWanted.has(dep));
}

const packages = ['packages', 'apps']
  .flatMap((group) => readdirSync(path.join(root, group)).map((name) => path.join(root, group, name)))
  .filter((dir) => existsSync(path.join(dir, 'package.json')));
let failed = false;
for (const dir of packages) {
  const unused = unusedDependencies(dir);
  if (unused.length === 0) continue;
  failed = true;
  console.error(
    `${path.relative(root, dir)}: nothing imports ${unused.join(', ')} (remove it from dependencies)`,
  );
}
console.log(
  `check-unused-deps: ${failed ? 'FAILED' : `the ${packages.length} packages import every dependency`}`,
);
process.exit(failed ? 1 : 0);
