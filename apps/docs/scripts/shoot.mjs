// Screenshots of stories for a human look (not part of the tests):
// node scripts/shoot.mjs <base-url> <out-dir> <story-id>[@width][:click-selector] ...
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const [base, out, ...targets] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
for (const target of targets) {
  const [idAndWidth, click] = target.split(':');
  const [id, width = '1280'] = idAndWidth.split('@');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
  const [storyId, query = ''] = id.split('?');
  await page.goto(`${base}/iframe.html?id=${storyId}&viewMode=story${query ? `&${query}` : ''}`);
  await page.waitForSelector('#storybook-root > *', { timeout: 60000, state: 'attached' });
  await page.waitForTimeout(1500);
  if (click) {
    await page.click(click);
    await page.waitForTimeout(800);
  }
  await page.screenshot({
    path: `${out}/${storyId}${query ? '-' + query.replace(/[^a-z0-9]/gi, '_') : ''}-${width}.png`,
    fullPage: false,
  });
  await page.close();
}
await browser.close();
