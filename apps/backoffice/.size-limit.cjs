// Bundle budgets of issue #6, checked in the test command (`size-limit` reads the build, so this is a
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
// Issue #14: the first screen after sign-in as a full page load of /dashboard: the entry, the shell,
// the dashboard page and the feature texts the workspace awaits with every page (no login page), in
// one language: Chinese, the default, whose texts weigh most gzipped (5.2 kB; es 4.8, en 4.3). Everything up to the first number; the dashboard
// draws its bars in plain markup (no chart library).
const featureTexts = Object.keys(manifest).filter((key) =>
  /src\/i18n\/locales\/zh-CN\/(?!app\.ts)/.test(key),
);
const dashboard = [
  entry,
  chunk('src/layout/Shell.tsx'),
  chunk('src/pages/dashboard/DashboardPage.tsx'),
  ...featureTexts,
];

module.exports = [
  // Was 180 kB (issue #6). Issue #14: 119.4 kB measured; the budget holds it with ~1.5 kB to spare.
  // 119.1 kB since only the default language's app texts come with the entry.
  { name: 'login route, first load (JS, gzip)', path: files(login), gzip: true, limit: '121 kB' },
  // Was 320 kB (issue #6, 316.9 kB measured). Issue #17's shell fixes (user menu with 个人中心/修改密码, breadcrumbs
  // on hidden routes, filterMode for every call, tabs owned by their user, dialogs kept in the window), the
  // signed-in page preload and the kit's CommonJS antd locales (loadable in plain Node, ~1 kB) took it to
  // 322.7 kB after the validators were split per module. The budget holds that with 2 kB to spare; getting the
  // whole first screen to 320 kB is issue #14's open work (bench/results/issue-14-first-screen.md).
  // Raised to 326.5 kB (325.5 kB measured) by issue #16's shell work: the skip link, the per-user text scale,
  // the translated clear buttons and page titles, and plural forms of the shell's texts.
  // Lowered to 316.5 kB (315.3 kB measured) by issue #14: the kit loads antd's texts for one language on demand
  // and draws the bell's count and the avatar without antd's Badge and Avatar. Other work on the kit moved this
  // figure by ±1 kB between builds of the same day; hence the margin.
  // Raised to 317 kB (316.55 kB measured in a fresh clone, 316.43 kB here) by issue #14's signed-in page load:
  // the user info asked for ahead, preloaded pages rendered without suspending, a login submit made before the
  // page is live carried out, and the loading mask mounted only when a request lasts.
  // Raised to 319 kB (317.8 kB measured): the tab strip's overflow arrows and all-tabs menu, the session-loss
  // return path, the new system pages' registry and the notice times came to 322.7 kB; the header's date
  // formatter without dayjs (-3.1 kB) and another language's app texts loaded only for it (-1.8 kB) took it back.
  { name: 'shell after login (JS, gzip)', path: files(shell), gzip: true, limit: '319 kB' },
  // Issue #14's goal, met: 355.2 kB before; 319.4 kB after the dashboard drew its cards without antd's
  // Card/Statistic/Row/Empty (and the Tabs Card imports), the feature texts came in one language, antd's texts
  // on demand and the header's count and avatar without Badge/Avatar. See bench/results/issue-14-first-screen.md.
  // 320.2 kB after the dashboard's bar lists, placeholders sized by the contract's tile rule and the shared
  // language rule (+0.5 kB). The "320 KB" comes from Lighthouse, which counts KiB (327.7 kB); this
  // budget stays in kB, 0.8 kB above the figure. 320.7 kB in a fresh clone after the signed-in page load's
  // changes and the phone's pie legend (fifth session).
  // 323.2 kB with the shell's growth above and the system-admin page texts (+1 kB): budget 324 kB until the
  // first screen's texts load per page (bench/results/issue-30-first-paint.md lists what is left).
  { name: 'dashboard first screen (JS, gzip)', path: files(dashboard), gzip: true, limit: '324 kB' },
];
