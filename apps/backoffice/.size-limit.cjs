// Bundle budgets, checked in the test command (`size-limit` reads the build, so this is a
// size check, not a timing). The file lists come from Vite's manifest: everything the entry and the
// page chunk load statically, i.e. what a browser downloads before the page can render.
//
// - Login route: the entry (React, router, i18next, the `app` texts) and the login page, which is
//   plain React and CSS. antd, the API client and the RSA code load when the form is sent or the
//   first-login dialog opens.
// - Shell after login: the above plus the shell (antd, react-query, the API client, the kit's
//   header, menu and tabs). Pages, the module catalogue, the feature texts, dayjs, the settings
//   drawer, the notice popups and lists, the header search and the mobile sidebar load on demand;
//   Excel, rich text and PDF only with the pages that use them.
const fs = require('node:fs');
const path = require('node:path');

const dist = path.join(__dirname, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (!key || seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const chunk = (source) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(source));
  if (!key) throw new Error(`size-limit: ${source} is not in the build manifest`);
  return key;
};
const files = (keys) => [...closure(keys)].map((key) => path.join('dist', manifest[key].file));

const login = [entry, chunk('src/pages/login/LoginPage.tsx')];
const shell = [...login, chunk('src/layout/Shell.tsx')];
// The first screen after sign-in as a full page load of /dashboard: the entry, the shell,
// the dashboard page and the texts the workspace awaits with it (no login page): the dashboard names its
// own namespace (`texts` in pages/dashboard/index.ts), so only that one, in Chinese, the default, whose
// texts weigh most gzipped. Everything up to the first number; the dashboard draws its bars in plain
// markup (no chart library).
const featureTexts = Object.keys(manifest).filter((key) =>
  /src\/i18n\/locales\/zh-CN\/dashboard\.ts$/.test(key),
);
const dashboard = [
  entry,
  chunk('src/layout/Shell.tsx'),
  chunk('src/pages/dashboard/DashboardPage.tsx'),
  ...featureTexts,
];

// The first screen of a day's first sign-in, as `bench/first-number-js.mjs` counts it in a browser: /login's
// scripts (the prerendered page's loader, the entry, the login page and its sign-in step), then everything
// the dashboard's first number waits for (the shell, the page and its texts, as above) and the kit's
// language packs the provider loads before it renders (antd's and dayjs's Chinese). The notice centre
// waits for the first figures, so it is not here.
const loginScripts = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((file) => /^login-scripts-[0-9a-f]+\.js$/.test(file))
  .map((file) => path.join('dist/assets', file));
if (loginScripts.length !== 1)
  throw new Error(`size-limit: ${loginScripts.length} login-scripts files in dist`);
const kitLanguagePacks = Object.keys(manifest).filter((key) =>
  /\/antd\/locale\/zh_CN\.js$|\/dayjs\/locale\/zh-cn\.js$/.test(key),
);
const firstSignIn = [
  ...dashboard,
  chunk('src/pages/login/LoginPage.tsx'),
  chunk('src/pages/login/sign-in.ts'),
  // What `signIn` imports when it runs: the WebCrypto encryption (jsencrypt only on plain-http origins).
  chunk('api-client/dist/session/encrypt-login-password.js'),
  ...kitLanguagePacks,
];

module.exports = [
  // 121.19 kB measured (only the default language's app texts come with the entry): 120.0 before the
  // one list of languages, whose generated test language (the pseudo-locale's transform, and bundles
  // derived when the texts load) the entry carries; the budget keeps 1 kB to spare.
  { name: 'login route, first load (JS, gzip)', path: files(login), gzip: true, limit: '122.2 kB' },
  // 325.41 kB measured: 322.84 before the kit styled its components through one stylesheet of antd's
  // variables instead of inline style objects (its text ships), the one list of languages (above) and the
  // localised texts of roles, menus and dictionaries read through `localise`. The kit's en and es texts
  // loaded on demand (about 2 kB) would bring it back under 323. Before: the shell's layout is one stylesheet reading antd's token variables instead of
  // inline style objects, and the kit provider's state is in hooks; 322.8 with the resource pages' and the shell's
  // controllers (+0.5 kB); 322.0 before: the kit's dark mode, compact density and host theme (+1.5 kB) and its own
  // translator (+0.4 kB; the back-office keeps i18next for its own texts) came in. The kit's en and es
  // texts (2 kB) still come with every language; loading them on demand is the next saving. Builds of the
  // same code differ by up to 1 kB.
  { name: 'shell after login (JS, gzip)', path: files(shell), gzip: true, limit: '326.4 kB' },
  // 321.64 kB measured (326.8 before the dashboard named its own texts). The budget is the first-screen target itself, 320 KiB (Lighthouse's unit,
  // 327.7 kB). What the first screen holds:
  // bench/results/issue-14-first-screen.md; what is left to load per page: bench/results/issue-30-first-paint.md.
  { name: 'dashboard first screen (JS, gzip)', path: files(dashboard), gzip: true, limit: '327.7 kB' },
  // 338.69 kB measured (bench/first-number-js.mjs: 338.7, the same files), 355.2 before the password was
  // encrypted with WebCrypto instead of jsencrypt (18.2 kB). The goal is 320 KiB (327.7 kB): not met yet, so
  // this budget holds today's figure (+1 kB for build-to-build noise) until the ~11 kB more are found; see
  // bench/README.md, "JS before the first number on a first sign-in".
  {
    name: 'first sign-in, JS before the first number (gzip)',
    path: [...files(firstSignIn), ...loginScripts],
    gzip: true,
    limit: '339.7 kB',
  },
];
