// `pnpm --filter @eldercare/docs chromatic`: uploads the Storybook to Chromatic for visual review when a
// project token exists. Without one, the CLI would print a stack trace and a diagnostics dump; this says
// what is missing and where the local stand-in is, and exits non-zero (nothing was reviewed).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was uploaded.',
      '  Create a project at https://www.chromatic.com/start (or copy the token from its Manage page),',
      '  then: CHROMATIC_PROJECT_TOKEN=<token> pnpm --filter @eldercare/docs chromatic',
      '  Without a token, the visual snapshots in visual/ are the check: pnpm --filter @eldercare/docs test',
    ].join('\n'),
  );
  process.exit(1);
}

// Builds with this package's `build` script, then uploads; visual changes are reviewed in Chromatic's UI
// rather than failing the command. Extra arguments pass through (e.g. --dry-run, --only-changed).
const run = spawnSync(
  'chromatic',
  ['--exit-zero-on-changes', '--build-script-name', 'build', ...process.argv.slice(2)],
  { stdio: 'inherit', shell: process.platform === 'win32' },
);
process.exit(run.status ?? 1);
