// `pnpm release`: the release of the public packages, rehearsed end to end without touching this checkout.
// In a throwaway git worktree of HEAD it runs `changeset version` (versions and changelogs from
// the pending changesets), builds the packages, checks the tarballs (scripts/check-packages.mjs) and runs
// `pnpm publish -r --dry-run`; then it removes the worktree. CI runs it as a step of scripts/test.sh.
//
//   node scripts/release.mjs [--keep]
//
// --keep leaves the worktree in place to read the generated CHANGELOG.md files. Only committed work is
// released: the worktree is made from HEAD. The real release is the same sequence in a clean checkout of
// main, with the version bump committed before publishing (see .changeset/README.md).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const keep = process.argv.includes('--keep');
const run = (cwd, command, args) => {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  execFileSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
};
const publicPackages = (cwd) =>
  readdirSync(path.join(cwd, 'packages'))
    .map((dir) => path.join(cwd, 'packages', dir, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => ({ file, pkg: JSON.parse(readFileSync(file, 'utf8')) }))
    .filter(({ pkg }) => !pkg.private);

const worktree = mkdtempSync(path.join(tmpdir(), 'eldercare-release-'));
let status = 0;
try {
  run(root, 'git', ['worktree', 'add', '--detach', '--quiet', worktree, 'HEAD']);
  // The store already holds every package after the checkout's own install: no download.
  run(worktree, 'pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent']);
  const before = new Map(publicPackages(worktree).map(({ pkg }) => [pkg.name, pkg.version]));
  run(worktree, 'pnpm', ['exec', 'changeset', 'version']);
  const after = publicPackages(worktree);
  console.log('\nVersions:');
  for (const { pkg } of after) console.log(`  ${pkg.name} ${before.get(pkg.name)} → ${pkg.version}`);
  if (after.every(({ pkg }) => before.get(pkg.name) === pkg.version)) {
    console.log('  (no pending changeset: nothing would be released)');
  }
  run(worktree, 'pnpm', [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=./packages/*',
    '--output-logs=errors-only',
  ]);
  run(worktree, 'node', ['scripts/check-packages.mjs']);
  // --no-git-checks: the worktree is detached and holds the uncommitted version bump, by design.
  run(worktree, 'pnpm', ['publish', '-r', '--dry-run', '--no-git-checks', '--access', 'public']);
  console.log('\nrelease: dry run passed; nothing was published and this checkout is unchanged.');
} catch (error) {
  console.error(`\nrelease: dry run failed (${error.message.split('\n')[0]})`);
  status = 1;
} finally {
  if (keep) console.log(`release: worktree kept at ${worktree} (git worktree remove --force ${worktree})`);
  else {
    // Also when `worktree add` failed half-way: prune forgets a registered worktree whose folder is gone.
    rmSync(worktree, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'ignore' });
  }
}
process.exit(status);
