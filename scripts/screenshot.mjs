// Takes a screenshot of a page in Debian's Chromium, for looking at what we build:
//   node scripts/screenshot.mjs <url> <out.png> [width=1280] [height=800] [language cookie]
import { createRequire } from 'node:module';
import { chromiumLaunchOptions } from './chromium.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

const [url, out, width = '1280', height = '800', language] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [height] [language]');
  process.exit(2);
}
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(height) } });
if (language) await context.addCookies([{ name: 'language', value: language, url }]);
const page = await context.newPage();
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(out);
