// Adds up the JSON reports that every test runner of the repo writes (vitest: <pkg>/reports/vitest.json,
// Playwright: e2e/reports/playwright.json) and prints one line per suite and the plain closing line
// "N passed, N failed". Exits non-zero when a suite failed, when an expected report is missing, or when
// no test ran at all, so a runner that silently ran nothing cannot pass.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
// --only: count just the named suites (CI re-runs the server suite on PostgreSQL and reports it apart).
const only = args.includes('--only');
const expected = args.filter((arg) => arg !== '--only');

function findReports() {
  const found = [];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(path.join(root, group))) {
      const file = path.join(root, group, name, 'reports', 'vitest.json');
      if (existsSync(file)) found.push({ suite: `${group}/${name}`, file, kind: 'vitest' });
    }
  }
  const e2e = path.join(root, 'e2e', 'reports', 'playwright.json');
  if (existsSync(e2e)) found.push({ suite: 'e2e', file: e2e, kind: 'playwright' });
  return found;
}

function countVitest(report) {
  // A test file that failed to load has no failing test of its own; count it as one failure so it is not lost.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function countPlaywright(report) {
  const s = report.stats ?? {};
  // A flaky test failed at least once and then passed on a retry: it counts as passed, and is named.
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
    flaky: s.flaky ?? 0,
  };
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const reports = findReports().filter((r) => !only || expected.includes(r.suite));
for (const { suite, file, kind } of reports) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts = kind === 'vitest' ? countVitest(report) : countPlaywright(report);
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  console.log(
    `  ${suite.padEnd(22)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
}

const missing = expected.filter((suite) => !reports.some((r) => r.suite === suite));
for (const suite of missing) console.log(`  ${suite.padEnd(22)} NO REPORT (the suite did not run)`);

console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || missing.length > 0 || totals.passed === 0 ? 1 : 0);
