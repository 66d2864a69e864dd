// How every script of this repo launches Debian's Chromium (never a downloaded browser). The flags keep
// a headless root run working and stop Chromium from calling home on a closed network, where its
// refused connections pile up (see ../shared/TOOLCHAIN.md). e2e/playwright.config.ts and the Storybook
// test config are TypeScript and carry the same list for their own runners; the sister app repeats it
// because it is built outside this repo, as a sister product would be.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Options for Playwright's `chromium.launch` (extra flags appended). */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs] };
}
