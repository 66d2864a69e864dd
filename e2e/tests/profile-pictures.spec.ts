import { test, type Page } from '@playwright/test';
import { login } from './support/login';
import { expect, sidebar, skipPopups } from './support/shell';

/** 16×16 PNGs, red and blue: real pictures the browser draws and the server keeps as image/png. */
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWO4YGBAEmIY1WAwGkoXhmvSAAA+XjAQvfahVgAAAABJRU5ErkJggg==',
  'base64',
);
const BLUE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWNQSLhAEmIY1ZAwGkoKwzVpAADxH1AQ77tehwAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

// operator: no other spec looks at this user's header picture.
const USER = 'operator';
const NAME = '运营专员';

const profileForm = (page: Page) => page.locator('form[id="profile-form"]');
const logoForm = (page: Page) => page.locator('form[id="logo-form"]');
const fieldOf = (form: ReturnType<typeof profileForm>, label: string) =>
  form.locator('.ant-form-item').filter({ has: form.page().getByText(label, { exact: true }) });
const headerAvatar = (page: Page) =>
  page.locator('.ek-header').getByRole('button', { name: NAME }).locator('img');
const save = (form: ReturnType<typeof profileForm>) => form.getByRole('button', { name: /保\s*存/ }).click();

test('an uploaded avatar shows in the header at once and after a reload', async ({ page }) => {
  await skipPopups(page);
  await login(page, USER);
  await page.goto('/userInfo/index');
  const avatar = fieldOf(profileForm(page), '头像');
  await expect(avatar.getByRole('button', { name: '更换头像' })).toBeVisible();

  // A file that only claims to be a PNG is refused in the browser, with its name.
  await avatar.locator('input[type=file]').setInputFiles(png('broken.png', Buffer.from('not a picture')));
  await expect(avatar.getByRole('alert')).toHaveText('broken.png 已损坏，无法显示，请换一张图片');
  // An empty one goes up and the server says what is wrong with it.
  await avatar.locator('input[type=file]').setInputFiles(png('empty.png', Buffer.alloc(0)));
  await expect(avatar.getByRole('alert')).toHaveText('empty.png: 文件为空（0 字节），请选择有内容的文件');

  await avatar.locator('input[type=file]').setInputFiles(png('me.png', RED_PNG));
  await expect(avatar.getByRole('alert')).toHaveCount(0);
  await expect(avatar.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await save(profileForm(page));
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(headerAvatar(page)).toHaveAttribute('src', /^data:image\/png;base64,/);

  // Saved as a stored file: fetched again with the token after a reload.
  await page.reload();
  await expect(headerAvatar(page)).toHaveAttribute('src', /^data:image\/png;base64,/);

  await fieldOf(profileForm(page), '头像').getByRole('button', { name: '移除' }).click();
  await save(profileForm(page));
  await expect(headerAvatar(page)).toHaveCount(0);
});

test('an uploaded system logo shows in the sidebar at once', async ({ page }) => {
  await skipPopups(page);
  // The sidebar's logo row is a layout setting, off by default.
  await page.addInitScript(() =>
    localStorage.setItem('eldercare.layoutSettings', JSON.stringify({ sidebarLogo: true })),
  );
  await login(page, USER);
  await page.goto('/userInfo/index');
  const logo = fieldOf(logoForm(page), '系统标志');
  await logo.locator('input[type=file]').setInputFiles(png('logo.png', BLUE_PNG));
  await expect(logo.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await save(logoForm(page));
  const sidebarLogo = sidebar(page).locator('.ek-sidebar-logo img');
  await expect(sidebarLogo).toHaveAttribute('src', /^data:image\/png;base64,/);

  await fieldOf(logoForm(page), '系统标志').getByRole('button', { name: '移除' }).click();
  await save(logoForm(page));
  await expect(sidebarLogo).toHaveCount(0);
});
