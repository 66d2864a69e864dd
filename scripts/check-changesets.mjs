// Every change to a published package since the last release must be covered by a pending changeset that
// names the package and was written after the change, so the next `changeset version` bumps the package and
// its changelog tells users about it. `changeset status` alone cannot say this on main: it
// compares with the base branch, which on main is HEAD itself, and any changeset at all satisfies it, even
// one that predates every change (as the first changeset of this repo did).
//
//   node scripts/check-changesets.mjs
//
// The last release is the newest commit that changed a public package's "version" (what `changeset version`
// does); before the first release the whole history counts. A change is a commit (or an uncommitted edit) to
// packages/<pkg>/src (tests and stories excepted), its package.json or tsup.config.ts. A pending changeset is
// any .changeset/*.md (`changeset version` deletes the ones it consumes); it covers the changes to the
// packages it names that were committed before it was last written — commit a change and its changeset
// together (or the changeset after). Needs the full git history: in a shallow clone every public package
// counts as changed and uncovered unless a changeset is edited in the working tree. Exits 1 when a change is
// not covered.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });

const packages = readdirSync(path.join(root, 'packages'))
  .filter((dir) => existsSync(path.join(root, 'packages', dir, 'package.json')))
  .map((dir) => ({
    dir,
    pkg: JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8')),
  }))
  .filter(({ pkg }) => !pkg.private);
const nameOfDir = new Map(packages.map(({ dir, pkg }) => [dir, pkg.name]));
const publicNames = new Set(nameOfDir.values());

/** The package a changed path releases, or undefined when the path does not reach the package's users. */
function releasedBy(file) {
  const match = /^packages\/([^/]+)\/(.+)$/.exec(file);
  if (!match || !nameOfDir.has(match[1])) return undefined;
  const rest = match[2];
  const shipped =
    rest === 'package.json' ||
    rest === 'tsup.config.ts' ||
    (rest.startsWith('src/') && !/\.(test|spec|stories)\.[cm]?[jt]sx?$|\/test-setup\.ts$/.test(rest));
  return shipped ? nameOfDir.get(match[1]) : undefined;
}

/** The newest commit that changed the top-level "version" of a public package.json (a release). */
function lastRelease() {
  const log = git('log', '--format=%x00%H', '-p', '--unified=0', '--', 'packages/*/package.json');
  for (const entry of log.split('\0').slice(1)) {
    const [hash, ...lines] = entry.split('\n');
    // Created files add a version line but remove none: only a changed version is a release.
    if (lines.some((l) => /^- {2}"version": /.test(l)) && lines.some((l) => /^\+ {2}"version": /.test(l))) {
      return hash.trim();
    }
  }
  return undefined;
}

const shallow = git('rev-parse', '--is-shallow-repository').trim() === 'true';
const base = lastRelease();
// Commit order, newest first: a change is covered by a changeset written at the same position or newer.
const order = new Map(
  git('rev-list', '--topo-order', 'HEAD')
    .split('\n')
    .filter(Boolean)
    .map((hash, index) => [hash, index]),
);
const WORKING_TREE = -1;
/** Changes to public packages: { name, at (position; WORKING_TREE for uncommitted), what }. */
const changes = [];

if (shallow) {
  for (const name of publicNames)
    changes.push({ name, at: WORKING_TREE, what: 'shallow clone: history unknown' });
} else {
  const range = base ? [`${base}..HEAD`] : ['HEAD'];
  const log = git('log', '--format=%x00%H %s', '--name-only', ...range, '--', 'packages');
  for (const entry of log.split('\0').slice(1)) {
    const [line, ...files] = entry.split('\n').filter(Boolean);
    const hash = line.slice(0, 40);
    const what = `${hash.slice(0, 7)} ${line.slice(41, 140)}`;
    for (const name of new Set(files.map(releasedBy).filter(Boolean)))
      changes.push({ name, at: order.get(hash), what });
  }
}
const dirty = (pathspec) =>
  git('status', '--porcelain', '--untracked-files=all', '--', pathspec)
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3).split(' -> ').pop());
for (const file of dirty('packages')) {
  const name = releasedBy(file);
  if (name) changes.push({ name, at: WORKING_TREE, what: `uncommitted ${file}` });
}

/**
 * Pending changesets: the front matter of .changeset/*.md lists `"<package>": major|minor|patch|none`.
 * Returns, per package, the newest position at which a changeset naming it was written.
 */
function readChangesets() {
  const dir = path.join(root, '.changeset');
  const problems = [];
  const coveredAt = new Map();
  const edited = new Set(dirty('.changeset').map((file) => path.basename(file)));
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const front = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
    if (!front) {
      problems.push(`.changeset/${file}: no front matter`);
      continue;
    }
    if (!front[2].trim()) problems.push(`.changeset/${file}: no description for the changelog`);
    const written = edited.has(file)
      ? WORKING_TREE
      : order.get(git('log', '-1', '--format=%H', '--', `.changeset/${file}`).trim());
    for (const line of front[1].split('\n').filter((l) => l.trim())) {
      const entry = /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch|none)\s*$/.exec(line);
      if (!entry) problems.push(`.changeset/${file}: cannot read "${line}"`);
      else if (!publicNames.has(entry[1]))
        problems.push(`.changeset/${file}: ${entry[1]} is not a public package`);
      else if (entry[2] !== 'none' && written !== undefined) {
        coveredAt.set(entry[1], Math.min(coveredAt.get(entry[1]) ?? Infinity, written));
      }
    }
  }
  return { coveredAt, problems };
}

const { coveredAt, problems } = readChangesets();
const since = shallow
  ? 'a shallow clone'
  : base
    ? `release ${base.slice(0, 7)}`
    : 'the first commit (never released)';
console.log(`check-changesets: changes to public packages since ${since}`);
for (const name of [...publicNames].sort()) {
  const mine = changes.filter((change) => change.name === name);
  const covered = coveredAt.get(name) ?? Infinity;
  const uncovered = mine.filter((change) => change.at < covered);
  if (mine.length === 0) console.log(`  ok   ${name}: unchanged`);
  else if (uncovered.length === 0) console.log(`  ok   ${name}: ${mine.length} change(s), all covered`);
  else {
    problems.push(`${name}: ${uncovered.length} change(s) newer than any changeset naming it`);
    console.log(`  FAIL ${name}: ${uncovered.length} of ${mine.length} change(s) not covered, newest first:`);
    for (const change of uncovered.slice(0, 5)) console.log(`         ${change.what}`);
  }
}
for (const problem of problems) console.log(`  - ${problem}`);
if (shallow) console.log('This clone is shallow: `git fetch --unshallow` gives the history the check needs.');
else if (problems.length > 0) {
  console.log(
    'Run `pnpm changeset` (or edit a pending one), name the packages and tell their users what changed.',
  );
}
process.exit(problems.length === 0 ? 0 : 1);
