// ARCHITECTURE.md is a newcomer's map; a map that names files which moved is worse than none. This
// check fails when it drifts from the tree:
// - every repository path in backticks exists (`{lang}` expands to each supported language);
// - every `path#Name` is declared in that file (const, function, class, interface, type or enum);
// - the package table lists exactly the workspace dependencies the package.json files declare;
// - the language walk-through names every per-language file the repository tracks.
//
//   node scripts/check-architecture.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const DOC = 'ARCHITECTURE.md';
const TOP_LEVEL = /^(apps|packages|e2e|scripts|bench|examples|deploy|\.changeset|\.ci)\//;
const SCOPE = '@eldercare/';

const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** The authored languages (those with bundles of their own), read from their one home rather than repeated here. */
export function supportedLanguages() {
  const source = read('packages/validators/src/languages.ts');
  const list = /LANGUAGES\s*=\s*\[([\s\S]*?)\]\s*as const/.exec(source);
  if (!list) throw new Error('LANGUAGES not found in packages/validators/src/languages.ts');
  const entries = list[1].split('\n').filter((line) => /code:/.test(line) && !/derivedFrom:/.test(line));
  return entries.map((line) => /code:\s*'([^']+)'/.exec(line)[1]);
}

/** Backticked repository paths of the doc, `#Name` split off, `{lang}` expanded. */
export function referencedPaths(doc, languages) {
  const refs = [];
  for (const [, text] of doc.matchAll(/`([^`\s]+)`/g)) {
    const [file, name] = text.split('#');
    if (!TOP_LEVEL.test(file)) continue;
    // `modules/<group>/` stands for any folder there: the part before the placeholder must exist.
    if (file.includes('<')) {
      refs.push({ file: file.slice(0, file.indexOf('<')), name, pattern: file });
      continue;
    }
    const files = file.includes('{lang}') ? languages.map((lng) => file.replaceAll('{lang}', lng)) : [file];
    for (const f of files) refs.push({ file: f, name, pattern: file });
  }
  return refs;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const declares = (source, name) =>
  new RegExp(
    `\\b(const|let|function|class|interface|type|enum)\\s+${escape(name)}\\b|export\\s*\\{[^}]*\\b${escape(name)}\\b`,
  ).test(source);

/** Workspace dependencies per package, as the doc's table states them. */
export function documentedDependencies(doc) {
  const table = new Map();
  for (const [, name, deps] of doc.matchAll(/^\| `(@eldercare\/[\w-]+)` \| `[^`]+` \| ([^|]*)\|$/gm)) {
    const list = deps.trim() === '—' ? [] : deps.split(',').map((d) => SCOPE + d.trim());
    table.set(name, list.sort());
  }
  return table;
}

/** Workspace dependencies per package, as the package.json files declare them. */
export function declaredDependencies(folders) {
  const table = new Map();
  for (const folder of folders) {
    const pkg = JSON.parse(read(path.join(folder, 'package.json')));
    const names = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).filter((d) =>
      d.startsWith(SCOPE),
    );
    table.set(pkg.name, [...new Set(names)].sort());
  }
  return table;
}

/** Files whose path names a language (`…/zh-CN.ts`, `…/zh-CN/…`), the shape every bundle home takes. */
function perLanguageFiles(languages) {
  const tracked = execFileSync('git', ['ls-files', 'apps', 'packages'], {
    cwd: root,
    encoding: 'utf8',
  }).split('\n');
  const first = languages[0];
  return tracked.filter(
    (f) =>
      /\/src\//.test(f) &&
      !/\.(test|spec|stories)\.[jt]sx?$/.test(f) &&
      (f.includes(`/${first}/`) || path.basename(f).startsWith(`${first}.`)),
  );
}

export function problems() {
  const doc = read(DOC);
  const languages = supportedLanguages();
  const found = [];
  const refs = referencedPaths(doc, languages);
  for (const { file, name } of refs) {
    const full = path.join(root, file);
    if (!existsSync(full)) found.push(`${DOC} names ${file}, which does not exist`);
    else if (name && !file.endsWith('/') && !declares(readFileSync(full, 'utf8'), name))
      found.push(`${DOC} names ${name} in ${file}, which does not declare it`);
  }
  const named = new Set(refs.map((r) => r.file));
  for (const file of perLanguageFiles(languages))
    if (!named.has(file)) found.push(`${DOC}'s language walk-through does not name ${file}`);
  const documented = documentedDependencies(doc);
  const folders = [...doc.matchAll(/^\| `@eldercare\/[\w-]+` \| `([^`]+)` \|/gm)].map((m) => m[1]);
  const declared = declaredDependencies(folders);
  const workspace = execFileSync('git', ['ls-files', 'apps/*/package.json', 'packages/*/package.json'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .map((f) => JSON.parse(read(f)).name)
    .filter((n) => n.startsWith(SCOPE));
  for (const name of workspace) if (!documented.has(name)) found.push(`${DOC}'s package table lacks ${name}`);
  for (const [name, deps] of documented) {
    const actual = declared.get(name) ?? [];
    if (deps.join() !== actual.join())
      found.push(
        `${DOC} says ${name} depends on [${deps.join(', ')}]; its package.json says [${actual.join(', ')}]`,
      );
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = problems();
  for (const p of found) console.error(p);
  if (found.length > 0) process.exit(1);
  console.log(`${DOC} matches the tree.`);
}
