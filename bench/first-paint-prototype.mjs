// A measuring aid for the dashboard's first paint, not the product: copies a back-office build
// and adds a /dashboard page holding the signed-in dashboard as the app itself rendered it (Chromium at
// Lighthouse's phone size), with the app's scripts requested only once that page has painted and the app
// rendered into a hidden #root, swapped in once its first figure is in the DOM. Lighthouse on the copy
// (STATIC_DIR) then says what a first screen painted before the shell's JS can reach, before the real one
// (prerendered from the app's components and painted with the user's data) is built.
//   node bench/first-paint-prototype.mjs <build dir> <copy dir>
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { signIn } from './sign-in.mjs';
import { startProduct } from './start-product.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');

const [source, copy] = process.argv.slice(2).map((dir) => path.resolve(dir));
if (!source || !copy) throw new Error('usage: first-paint-prototype.mjs <build dir> <copy dir>');
const SCRIPT_TAGS =
  /\s*<(?:script type="module"[^>]*><\/script>|link rel="(?:modulepreload|preload)"[^>]*>)/g;

/** The dashboard's markup and run-time styles once its figures are in, at 412 × 823. */
async function renderedDashboard(baseURL) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    await context.addCookies([{ name: 'Admin-Token', value: await signIn(baseURL), url: baseURL }]);
    const page = await context.newPage();
    await page.goto(`${baseURL}/dashboard`);
    await page.locator('.ek-stat-number').first().waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1500);
    // Copied without antd's marks (data-css-hash…), which its style engine would adopt and replace, and with
    // the page chunks' stylesheets inlined (dashboard.css): without them the copy paints another layout.
    return page.evaluate(() => ({
      styles: [
        ...document.querySelectorAll('head style:not([data-first-screen-styles]), link[rel=stylesheet]'),
      ]
        .map((node) =>
          node.sheet ? [...node.sheet.cssRules].map((rule) => rule.cssText).join('\n') : node.textContent,
        )
        .map((css) => `<style>${css}</style>`)
        .join(''),
      markup: document.getElementById('root').innerHTML,
    }));
  } finally {
    await browser.close();
  }
}

function loaderScript(html) {
  const tags = (html.match(SCRIPT_TAGS) ?? []).map((tag) => tag.trim());
  const entry = /\ssrc="([^"]+)"/.exec(tags.find((tag) => tag.startsWith('<script')))[1];
  const links = tags.filter((tag) => tag.startsWith('<link')).join('');
  return `(() => {
  const root = document.getElementById('root');
  new MutationObserver((_, observer) => {
    if (!root.querySelector('.ek-stat-number')) return;
    observer.disconnect();
    document.getElementById('first-paint')?.remove();
    root.removeAttribute('data-behind');
  }).observe(root, { childList: true, subtree: true });
  // After the frame that painted it; import() runs the entry as the module it is.
  requestAnimationFrame(() => setTimeout(() => {
    document.head.insertAdjacentHTML('beforeend', ${JSON.stringify(links)});
    import(${JSON.stringify(entry)});
  }));
})();`;
}

rmSync(copy, { recursive: true, force: true });
cpSync(source, copy, { recursive: true });
const product = await startProduct({ STATIC_DIR: source });
try {
  const { styles, markup } = await renderedDashboard(product.baseURL);
  const index = readFileSync(path.join(source, 'index.html'), 'utf8');
  writeFileSync(path.join(copy, 'assets/dashboard-loader.js'), loaderScript(index));
  const hidden =
    '<style>#root[data-behind]{visibility:hidden;position:absolute;top:0;left:0;width:100%}</style>';
  const html = index
    .replace(SCRIPT_TAGS, '')
    .replace('</head>', `${styles}${hidden}<script defer src="/assets/dashboard-loader.js"></script></head>`)
    .replace(
      /<div id="root">[\s\S]*?<\/div>\s*<\/div>/,
      () => `<div id="first-paint">${markup}</div><div id="root" data-behind></div>`,
    );
  writeFileSync(path.join(copy, 'dashboard.html'), html);
  const prerendered = JSON.parse(readFileSync(path.join(copy, 'prerendered.json'), 'utf8'));
  prerendered['/dashboard'] = {
    files: { 'zh-CN': 'dashboard.html', en: 'dashboard.html', es: 'dashboard.html' },
  };
  writeFileSync(path.join(copy, 'prerendered.json'), `${JSON.stringify(prerendered, null, 2)}\n`);
  console.log(`first-paint-prototype: ${copy}/dashboard.html (${markup.length} bytes of markup)`);
} finally {
  await product.stop();
}
