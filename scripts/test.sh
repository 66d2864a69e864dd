#!/usr/bin/env bash
# The README's test command: every unit, component, server, Storybook and end-to-end test of the repo.
# Installs Debian's Chromium first if it is missing (scripts/ensure-chromium.sh), builds everything,
# lints, type-checks, checks the package tarballs and changesets, runs each package's tests through turbo,
# then the Playwright suite against the started product, rehearses the release, and prints one total.
set -uo pipefail
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 STORYBOOK_DISABLE_TELEMETRY=1
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }
status=0

step "Browser for the tests"
bash scripts/ensure-chromium.sh || exit 1

step "Dependencies"
[ -d node_modules/.pnpm ] || pnpm install --frozen-lockfile || exit 1

# Reports of an earlier run must not be counted for this one.
rm -rf packages/*/reports apps/*/reports e2e/reports

step "Build"
pnpm exec turbo run build --env-mode=loose --output-logs=errors-only || exit 1

step "Lint and format"
pnpm exec eslint . --max-warnings=0 || status=1
pnpm exec prettier --check . --log-level=warn || status=1

step "Type check"
pnpm exec turbo run typecheck --env-mode=loose --output-logs=errors-only || status=1

step "Packages: tarballs (publint --strict, arethetypeswrong), changesets, unused dependencies, the architecture map"
# What a sister product installs (scripts/check-packages.mjs) and whether every package change since the last
# release is covered by a changeset (scripts/check-changesets.mjs, explained in .changeset/README.md).
node scripts/check-packages.mjs || status=1
node scripts/check-changesets.mjs || status=1
# Every runtime dependency is imported by its package (scripts/check-unused-deps.mjs).
node scripts/check-unused-deps.mjs || status=1
# ARCHITECTURE.md names only files, declarations and dependencies that exist (scripts/check-architecture.mjs).
node scripts/check-architecture.mjs || status=1

step "Sister app: the tarballs installed with npm outside the workspace, type-checked, built, used in Chromium"
# examples/sister-app, as a sister product builds it from the packages' READMEs (scripts/check-sister-app.mjs).
node scripts/check-sister-app.mjs || status=1

step "Unit, component, server, Storybook and e2e tests"
pnpm exec turbo run test --env-mode=loose --concurrency=2 --continue || status=1

step "Visual snapshots with every system font but DejaVu hidden (the npm-shipped font alone renders them)"
pnpm --filter @eldercare/docs test:visual-dejavu-only || status=1

step "Release dry run (changeset version, build, pnpm publish -r --dry-run in a throwaway worktree)"
node scripts/release.mjs || status=1

step "Summary"
node scripts/test-summary.mjs packages/validators packages/contract packages/api-client packages/resource-language packages/resources packages/admin-kit \
  apps/server apps/backoffice apps/docs e2e || status=1
exit $status
