import { expect, test } from '@playwright/test';
import { signIn } from './support/api-session';
import { skipPopups } from './support/shell';

/**
 * The shell's antd component styles come with index.html (the build's
 * scripts/prerender-styles.mjs), and antd takes them as on the page instead of generating and injecting
 * them again during the first render. The page must look as before, in every size.
 */

/** antd's run-time style elements holding a component's own rules (not its variables). */
const injectedRules = (selector: string) =>
  `[...document.querySelectorAll('style[data-css-hash]')].filter((s) => s.textContent.includes('${selector}{')).length`;

test('the shell does not generate the styles index.html brings, and is styled by them', async ({ page }) => {
  await skipPopups(page);
  await signIn(page, 'admin');
  await page.goto('/dashboard');
  const button = page.locator('header .ant-btn-text').first();
  await expect(button).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(await page.locator('style[data-first-screen-styles]').count()).toBe(1);
  // Generated at run time, antd's Dropdown and App rules each had their own style element.
  expect(await page.evaluate(injectedRules('.ant-dropdown'))).toBe(0);
  expect(await page.evaluate(injectedRules('.ant-app'))).toBe(0);

  // The header's tools are antd's text buttons, drawn by those styles: antd's cursor and corner radius.
  const drawn = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { radius: style.borderTopLeftRadius, cursor: style.cursor };
  });
  expect(drawn.cursor).toBe('pointer');
  expect(drawn.radius).not.toBe('0px');
});
