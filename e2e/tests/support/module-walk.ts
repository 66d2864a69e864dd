import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { tokenOf } from './api-session';

/**
 * The server's own Excel library, loaded from the server package rather than added to the e2e
 * package: the walk must read what the server writes, with no second dependency to keep in step.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const serverRequire = createRequire(path.join(here, '../../../apps/server/package.json'));
/** The few exceljs calls used here (its types live with the server package, out of the e2e's reach). */
interface Sheet {
  addRow(values: unknown[]): unknown;
  getRow(n: number): { values: unknown };
  eachRow(fn: (row: { values: unknown }, n: number) => void): void;
}
interface Book {
  worksheets: Sheet[];
  addWorksheet(name: string): Sheet;
  xlsx: { load(data: Buffer): Promise<unknown>; writeBuffer(): Promise<ArrayBuffer> };
}
const Excel = serverRequire('exceljs') as { Workbook: new () => Book };

/** A full page load bootstraps the workspace first, which takes a while on a busy machine. */
export const LOAD = { timeout: 30_000 };

/** The page of the active workspace tab: earlier pages stay mounted in hidden tabs. */
export const visible = (page: Page, selector: string): Locator => page.locator(`${selector}:visible`).first();

/**
 * Opens a form's area picker. Its code loads with the form behind a busy stand-in of the same size,
 * which a click does not open (on a cold load the click could land on the stand-in): wait for the real one.
 */
export async function openAreaPicker(scope: Locator, label: string): Promise<void> {
  const item = scope
    .locator('.ant-form-item')
    .filter({ has: scope.page().getByLabel(label, { exact: true }) });
  await expect(item.locator('.ant-cascader')).toBeVisible(LOAD);
  await scope.getByLabel(label, { exact: true }).click();
}

/**
 * Picks a path in an open area picker, level by level. A click on the first level just after the
 * picker opened was lost about once in a dozen runs (the field stayed empty and no next column
 * opened, seen in a trace; a person would click again): a level is clicked again until the next
 * one shows, so the test still fails if it never does.
 */
export async function pickAreaPath(page: Page, path: readonly string[]): Promise<void> {
  for (const [level, name] of path.entries()) {
    const item = page.getByRole('menuitemcheckbox', { name });
    const next = path[level + 1];
    if (next === undefined) {
      await item.click();
      return;
    }
    await expect(async () => {
      await item.click();
      await expect(page.getByRole('menuitemcheckbox', { name: next })).toBeVisible({ timeout: 2_000 });
    }).toPass(LOAD);
  }
}

/** Names allow letters only (SPEC §5), so a run's records are told apart by Chinese characters. */
export function uniqueName(prefix: string): string {
  const pool = '甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥';
  let out = prefix;
  for (let i = 0; i < 4; i += 1) out += pool[Math.floor(Math.random() * pool.length)];
  return out;
}

/** Real county codes of 池州 and 安庆, the first six digits of an ID number. */
const COUNTIES = [
  '341702',
  '341721',
  '341722',
  '341723',
  '340802',
  '340803',
  '340811',
  '340822',
  '340825',
  '340826',
  '340827',
  '340828',
  '340881',
  '340882',
];

/** An 18-digit ID number born on 1948-06-15; an odd 17th digit means male (GB 11643). */
export function idNumber(male: boolean): string {
  // ID numbers are unique per data type, and an import or an earlier test may hold one: any of 14
  // counties × 500 serials per gender (500 serials alone collided in a long run: "已被记录…使用"),
  // with the right check character so the form raises no warning.
  const county = COUNTIES[Math.floor(Math.random() * COUNTIES.length)] ?? '341702';
  const serial = Math.floor(Math.random() * 500) * 2 + (male ? 1 : 0);
  const first17 = `${county}19480615${String(serial).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  return first17 + '10X98765432'[sum % 11];
}

/** Direct reads through the API, to prove what the server stored rather than what the page shows. */
export async function apiList(page: Page, module: string, filters: Record<string, string>) {
  const query = new URLSearchParams({ current: '1', size: '50', ...filters });
  const answer = await page.request.get(`/prod-api/biz/resource/${module}?${query.toString()}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  const body = (await answer.json()) as {
    code: number;
    data: { total: number; records: Record<string, unknown>[] };
  };
  expect(body.code).toBe(0);
  return body.data;
}

export async function apiGet(page: Page, module: string, id: number) {
  const answer = await page.request.get(`/prod-api/biz/resource/${module}/${id}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  return (await answer.json()) as { code: number; data: Record<string, unknown> | null };
}

/** Picks an option of an antd Select by its form label. */
export async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** Reads the first sheet of a workbook into header-keyed rows. */
export async function readSheet(buffer: Buffer) {
  const book = new Excel.Workbook();
  await book.xlsx.load(buffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('workbook without a sheet');
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i] == null ? '' : String(values[i])])));
  });
  return { header, rows };
}

/** An .xlsx with the given header and rows, as a person would prepare from the exported template. */
export async function workbook(header: string[], rows: string[][]): Promise<Buffer> {
  const book = new Excel.Workbook();
  const sheet = book.addWorksheet('导入');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
