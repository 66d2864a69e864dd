// Packs every public package of packages/ the way `pnpm publish` would and checks what a sister product
// would install: publint --strict and arethetypeswrong on the tarball itself, plus the rules
// that made the first outside install fail (a dependency on an unpublished package, exact pins of
// libraries that must be shared with the host, dependencies that refuse the Node version we promise).
//
//   node scripts/check-packages.mjs [--build] [--out <dir>] [name ...]
//
// --pack-only skips the checks. --build runs the packages' builds first (turbo, cached); otherwise dist/ must be built already, as
// scripts/test.sh does before this step. --out keeps the tarballs (e.g. for the sister app). Names limit the
// check to some packages. Exits 1 when any package has a problem.
//
// The packages are ESM-only ("type": "module", `import` conditions only): arethetypeswrong runs with its
// `esm-only` profile, so node16 (from ESM) and bundler resolution must pass, while node10 and CommonJS
// `require` are out of scope by design.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '..');
const rootPkg = readJson(path.join(root, 'package.json'));
const args = process.argv.slice(2);
const build = args.includes('--build');
// --pack-only (with --out): just the tarballs, for scripts/check-sister-app.mjs, whose run must stay short;
// this script's own step in scripts/test.sh does the checks.
const packOnly = args.includes('--pack-only');
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? path.resolve(args[outIndex + 1]) : undefined;
const only = args.filter((arg, i) => !arg.startsWith('--') && (outIndex < 0 || i !== outIndex + 1));

// Libraries that hold module-level state (React's dispatcher, antd's theme context, i18next's instance,
// react-query's client context): a second copy inside the package breaks the host, so they are peers.
const SHARED_WITH_HOST = [
  'react',
  'react-dom',
  'antd',
  '@ant-design/icons',
  'dayjs',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
];
const LICENSE_HOLDER = 'eldercare back-office contributors';
const nodeFloor = semver.minVersion(rootPkg.engines.node);

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

const workspace = readdirSync(path.join(root, 'packages'))
  .filter((dir) => existsSync(path.join(root, 'packages', dir, 'package.json')))
  .map((dir) => ({ dir, pkg: readJson(path.join(root, 'packages', dir, 'package.json')) }));
const publicNames = new Set(workspace.filter(({ pkg }) => !pkg.private).map(({ pkg }) => pkg.name));
const targets = workspace.filter(({ pkg }) => !pkg.private && (only.length === 0 || only.includes(pkg.name)));
if (targets.length === 0) {
  console.error(`check-packages: no public package matches ${only.join(', ')}`);
  process.exit(1);
}

if (build) {
  const filters = targets.flatMap(({ pkg }) => ['--filter', pkg.name]);
  execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
  });
}

/** Rules on the source package.json and folder, before packing. */
function checkManifest(dir, pkg) {
  const problems = [];
  const folder = path.join(root, 'packages', dir);
  if (pkg.license !== 'MIT') problems.push(`license is ${pkg.license ?? 'missing'}, expected MIT`);
  const license = existsSync(path.join(folder, 'LICENSE'))
    ? readFileSync(path.join(folder, 'LICENSE'), 'utf8')
    : '';
  if (!license.startsWith('MIT License') || !license.includes(LICENSE_HOLDER)) {
    problems.push(`LICENSE missing or not the MIT text for "${LICENSE_HOLDER}"`);
  }
  if (!existsSync(path.join(folder, 'README.md'))) problems.push('README.md missing');
  else problems.push(...checkReadmeExamples(readFileSync(path.join(folder, 'README.md'), 'utf8')));
  const repo = pkg.repository ?? {};
  if (repo.type !== 'git' || repo.url !== rootPkg.repository?.url || repo.directory !== `packages/${dir}`) {
    problems.push(
      `repository must be { type: git, url: ${rootPkg.repository?.url}, directory: packages/${dir} }`,
    );
  }
  if (pkg.engines?.node !== rootPkg.engines.node) {
    problems.push(
      `engines.node is ${pkg.engines?.node ?? 'missing'}, the repo promises ${rootPkg.engines.node}`,
    );
  }
  if (pkg.type !== 'module') problems.push('"type": "module" missing (the packages are ESM-only)');
  if (pkg.sideEffects === undefined) problems.push('sideEffects missing (false, or the list of CSS files)');
  if (pkg.publishConfig?.access !== 'public') problems.push('publishConfig.access must be public');
  if (!dirHasFiles(path.join(folder, 'dist'))) problems.push('dist/ is empty: build first (or pass --build)');

  for (const field of ['dependencies', 'peerDependencies']) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      // A sister product's install fails with E404 otherwise: a public package must not need one that is never published.
      if (name.startsWith('@eldercare/') && !publicNames.has(name)) {
        problems.push(`${field} has ${name}, which is not a public package of this repo`);
      }
    }
  }
  for (const name of SHARED_WITH_HOST) {
    if (pkg.dependencies?.[name])
      problems.push(`${name} is a dependency; it must be a peer (shared with the host)`);
  }
  for (const [name, range] of Object.entries(pkg.peerDependencies ?? {})) {
    const tested = pkg.devDependencies?.[name];
    // The package's own tests run against its devDependency: that version must be one the range admits.
    if (!tested) problems.push(`peer ${name} has no devDependency to test against`);
    else if (!semver.satisfies(tested, range))
      problems.push(`peer ${name}@${range} does not admit the tested ${tested}`);
  }
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    if (name.startsWith('@eldercare/')) continue;
    const installed = path.join(folder, 'node_modules', name, 'package.json');
    if (!existsSync(installed)) {
      problems.push(`dependency ${name} is not installed (pnpm install)`);
      continue;
    }
    const { version, engines } = readJson(installed);
    // What made the kit fail on Node 20: an exact pin of a version that declares node >= 22.
    if (engines?.node && !semver.satisfies(nodeFloor, engines.node)) {
      problems.push(
        `dependency ${name}@${version} requires node ${engines.node}; the package promises ${rootPkg.engines.node}`,
      );
    }
  }
  return problems;
}

/**
 * A README code block after `<!-- example: <path> -->` must be that file of the repo, less its leading
 * comment lines: the file is type-checked and run (a story), so the printed example keeps working.
 */
function checkReadmeExamples(readme) {
  const problems = [];
  for (const [, file, block] of readme.matchAll(/<!-- example: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g)) {
    const source = path.join(root, file);
    if (!existsSync(source)) {
      problems.push(`README example ${file} does not exist`);
      continue;
    }
    const lines = readFileSync(source, 'utf8').split('\n');
    while (lines[0]?.startsWith('//')) lines.shift();
    if (lines.join('\n').trim() !== block.trim()) problems.push(`README example differs from ${file}`);
  }
  return problems;
}

function dirHasFiles(dir) {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

function pack(dir, destination) {
  const before = new Set(readdirSync(destination));
  execFileSync('pnpm', ['pack', '--pack-destination', destination], {
    cwd: path.join(root, 'packages', dir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const created = readdirSync(destination).filter((file) => file.endsWith('.tgz') && !before.has(file));
  if (created.length !== 1) throw new Error(`pnpm pack in packages/${dir} made ${created.length} tarballs`);
  return path.join(destination, created[0]);
}

/** Rules on the tarball: what is in it and how its packed package.json reads. */
function checkTarball(tarball, pkg) {
  const problems = [];
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
  for (const required of ['package/package.json', 'package/LICENSE', 'package/README.md']) {
    if (!files.includes(required))
      problems.push(`${required.slice('package/'.length)} is not in the tarball`);
  }
  const packed = execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
  if (packed.includes('workspace:')) problems.push('the packed package.json still has workspace: ranges');
  const css = files.filter((file) => file.endsWith('.css'));
  if (css.length > 0 && !Array.isArray(pkg.sideEffects)) {
    problems.push(
      `ships CSS (${css.length} files) but sideEffects does not list it, so bundlers would drop it`,
    );
  }
  const stray = files.filter((file) => /\.(test|stories)\.|\/src\//.test(file));
  if (stray.length > 0)
    problems.push(`tests, stories or sources in the tarball: ${stray.slice(0, 3).join(', ')}`);
  return { problems, fileCount: files.length };
}

async function runPublint(tarball) {
  const buffer = readFileSync(tarball);
  const tarballBuffer = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
  const { messages, pkg } = await publint({
    pack: { tarball: tarballBuffer },
    strict: true,
    level: 'suggestion',
  });
  const format = (m) => `publint ${m.type}: ${formatMessage(m, pkg, { color: false })}`;
  return {
    problems: messages.filter((m) => m.type !== 'suggestion').map(format),
    notes: messages.filter((m) => m.type === 'suggestion').map(format),
  };
}

function runAttw(tarball) {
  const attw = path.join(root, 'node_modules', '.bin', 'attw');
  const run = spawnSync(attw, [tarball, '--profile', 'esm-only', '--format', 'table-flipped', '--no-color'], {
    encoding: 'utf8',
  });
  if (run.status === 0) return [];
  return [`arethetypeswrong (esm-only profile) failed:\n${run.stdout}${run.stderr}`];
}

const destination = outDir ?? mkdtempSync(path.join(tmpdir(), 'eldercare-packs-'));
mkdirSync(destination, { recursive: true });
let failed = 0;
try {
  for (const { dir, pkg } of targets) {
    if (packOnly) {
      console.log(`packed ${path.basename(pack(dir, destination))}`);
      continue;
    }
    const problems = checkManifest(dir, pkg);
    const notes = [];
    let summary = 'not packed';
    if (!problems.some((p) => p.startsWith('dist/'))) {
      const tarball = pack(dir, destination);
      const contents = checkTarball(tarball, pkg);
      const lint = await runPublint(tarball);
      problems.push(...contents.problems, ...lint.problems, ...runAttw(tarball));
      notes.push(...lint.notes);
      const kb = (readFileSync(tarball).byteLength / 1024).toFixed(1);
      summary = `${path.basename(tarball)}, ${contents.fileCount} files, ${kb} kB`;
    }
    console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${pkg.name} (${summary})`);
    for (const problem of problems) console.log(`     - ${problem.replaceAll('\n', '\n       ')}`);
    for (const note of notes) console.log(`     · ${note}`);
    if (problems.length > 0) failed += 1;
  }
} finally {
  if (!outDir) rmSync(destination, { recursive: true, force: true });
}
if (packOnly) process.exit(0);
console.log(
  failed === 0
    ? `check-packages: ${targets.length} packages pass (publint --strict, attw esm-only, manifest rules)`
    : `check-packages: ${failed} of ${targets.length} packages have problems`,
);
process.exit(failed === 0 ? 0 : 1);
