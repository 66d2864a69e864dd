import { expect as baseExpect, test, type Page } from '@playwright/test';
import { login } from './support/login';

/**
 * Working in test or trial data is announced under the header on every page, in the user's
 * language, and stays while that data type is chosen (after a reload too); formal data has none.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context }) => {
  test.setTimeout(120_000);
  await context.addInitScript(() =>
    sessionStorage.setItem(
      'eldercare.noticePopupsSeen',
      JSON.stringify(['latest', 'fee', 'activity', 'reminder']),
    ),
  );
});

const chooseDataType = async (page: Page, current: string, next: string) => {
  await page.getByRole('button', { name: `数据类型: ${current}` }).click();
  await page.getByRole('menuitem', { name: next }).click();
};

test('a banner says so while the workspace works in test data, and goes with formal data', async ({
  page,
}) => {
  await login(page, 'admin');
  const banner = page.getByTestId('data-type-banner');
  await expect(page.getByRole('button', { name: '数据类型: 正式数据' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await chooseDataType(page, '正式数据', '测试数据');
  await expect(banner).toHaveText('测试数据此处新增、修改和删除的记录不影响正式数据');
  await expect(banner).toHaveAttribute('role', 'status');

  // Another page, and a reload: the banner stays while test data is chosen.
  await page.goto('/elderlyInfo/index');
  await expect(banner).toBeVisible();
  await page.reload();
  await expect(banner).toContainText('测试数据');

  await chooseDataType(page, '测试数据', '试运行数据');
  await expect(banner).toContainText('试运行数据');
  await chooseDataType(page, '试运行数据', '正式数据');
  await expect(banner).toHaveCount(0);
});
