import { ErrorCode } from '@eldercare/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCharacter, idNumber } from '../../src/db/seed/resources/people.js';
import { createRandom, seedOf } from '../../src/db/seed/resources/random.js';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, validBody, type Page } from './fixtures.js';

/**
 * ID numbers that no card can carry (wrong check character, impossible or future birth date) and
 * holders younger than an elderly module admits are refused on create, update and import, and
 * nothing is stored; pasted spaces in ID and phone numbers are dropped instead of refused.
 */
const elderly = buildCatalogue().find('elderlyInfo') as ServedResource;
const QIUPU_COMMUNITY = '341702001001';
const INVALID = '请输入正确的证件号码！';

let server: TestServer;
let street: string;
let admin: string;
const random = createRandom(seedOf('id-numbers-test'));
/** A valid ID number of someone born in the 1930s (demo people rarely share it). */
const freshId = () =>
  idNumber(random, '341702', `193${random.int(0, 9)}-0${random.int(1, 9)}-1${random.int(0, 9)}`, 0);

/** The 17 digits with their right check character. */
const sign = (first17: string) => first17 + checkCharacter(first17);
/** A valid number under 60 years old. */
const fifty = () => idNumber(random, '341702', `${new Date().getFullYear() - 50}-01-01`, 1);

beforeAll(async () => {
  server = await startTestServer();
  street = await tokenFor(server.app, 'street');
  admin = await tokenFor(server.app, 'admin');
});
afterAll(async () => server.close());

const person = (name: string, fields: Record<string, unknown>) => ({
  ...validBody(elderly, name),
  name,
  community: QIUPU_COMMUNITY,
  ...fields,
});
const create = (body: Record<string, unknown>, language = 'zh-CN') =>
  request<{ id: number; version: number }>(server.app, street, 'POST', '/elderlyInfo', body, {
    'accept-language': language,
  });
const countNamed = async (name: string) =>
  (await request<Page>(server.app, street, 'GET', `/elderlyInfo?name=${encodeURIComponent(name)}`)).data
    .total;

const GOOD = sign('34170219450712002');
const BAD_NUMBERS: [problem: string, idCard: string, name: string][] = [
  ['a wrong check character', GOOD.slice(0, 17) + (GOOD.endsWith('1') ? '2' : '1'), '校验错'],
  ['month 13', sign('34170219451312002'), '十三月'],
  ['30 February', sign('34170219450230002'), '二月三十'],
  ['a birth date in the future', sign('34170220990101002'), '未来人'],
];

describe('an ID number no card can carry', () => {
  it.each(BAD_NUMBERS)('is refused on create (%s), nothing saved', async (_, idCard, name) => {
    const refused = await create(person(name, { idCard }));
    expect(refused).toMatchObject({ code: ErrorCode.Invalid, msg: INVALID, data: { field: 'idCard' } });
    expect(await countNamed(name)).toBe(0);
  });

  it('is refused in the caller’s language', async () => {
    const idCard = sign('34170219451312002');
    expect((await create(person('英文', { idCard }), 'en')).msg).toBe('Please enter a valid ID number.');
  });

  it('is refused on update, the stored number kept', async () => {
    const id = freshId();
    const created = await create(person('改号', { idCard: id }));
    expect(created.code, created.msg).toBe(0);
    const recordId = created.data.id;
    const bad = sign('34170219451312002');
    const update = await request(server.app, street, 'PUT', `/elderlyInfo/${recordId}`, {
      version: created.data.version,
      idCard: bad,
    });
    expect(update).toMatchObject({ code: ErrorCode.Invalid, msg: INVALID, data: { field: 'idCard' } });
    const revealed = await request<Record<string, unknown>>(
      server.app,
      street,
      'POST',
      `/elderlyInfo/${recordId}/reveal`,
    );
    expect(revealed.data.idCard).toBe(id);
  });
});

describe('the elderly module’s minimum age', () => {
  it('refuses a holder under 60 on create, in each language, nothing saved', async () => {
    const idCard = fifty();
    const zh = await create(person('年轻人', { idCard }));
    expect(zh).toMatchObject({ code: ErrorCode.Invalid, data: { field: 'idCard' } });
    expect(zh.msg).toBe('身份证号对应的年龄须满60周岁');
    expect((await create(person('年轻人', { idCard }), 'en')).msg).toBe(
      'ID number: the person must be at least 60 years old',
    );
    expect((await create(person('年轻人', { idCard }), 'es')).msg).toBe(
      'Número de identidad: la persona debe tener al menos 60 años',
    );
    expect(await countNamed('年轻人')).toBe(0);
  });

  it('refuses one on update', async () => {
    const created = await create(person('改小', { idCard: freshId() }));
    expect(created.code, created.msg).toBe(0);
    const update = await request(server.app, street, 'PUT', `/elderlyInfo/${created.data.id}`, {
      version: created.data.version,
      idCard: fifty(),
    });
    expect(update).toMatchObject({ code: ErrorCode.Invalid, data: { field: 'idCard' } });
    expect(update.msg).toBe('身份证号对应的年龄须满60周岁');
  });
});

describe('pasted spaces', () => {
  it('are dropped from ID and phone numbers on create and update', async () => {
    const id = freshId();
    const spaced = `${id.slice(0, 4)} ${id.slice(4, 8)} ${id.slice(8, 12)} ${id.slice(12, 16)} ${id.slice(16)}`;
    const created = await create(person('空格', { idCard: ` ${spaced} `, mobile: ' 138 0013 8000 ' }));
    expect(created.code, created.msg).toBe(0);
    const reveal = () =>
      request<Record<string, unknown>>(server.app, street, 'POST', `/elderlyInfo/${created.data.id}/reveal`);
    expect((await reveal()).data).toMatchObject({ idCard: id, mobile: '13800138000' });
    const update = await request(server.app, street, 'PUT', `/elderlyInfo/${created.data.id}`, {
      version: created.data.version,
      mobile: '139 0013 8000',
    });
    expect(update.code, update.msg).toBe(0);
    expect((await reveal()).data).toMatchObject({ mobile: '13900138000' });
  });
});

describe('import', () => {
  const workbookOf = async (rows: string[][]) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('import');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
  };
  const header = ['姓名', '身份证号', '所属社区'];

  it('refuses rows with a bad ID number or an under-age holder, imports nothing', async () => {
    const rows = [
      header,
      ['导入甲', freshId(), QIUPU_COMMUNITY],
      ['导入乙', sign('34170219451312002'), QIUPU_COMMUNITY],
      ['导入丙', fifty(), QIUPU_COMMUNITY],
    ];
    const result = await request<{ imported: number; failed: number; errors: object[] }>(
      server.app,
      admin,
      'POST',
      '/elderlyInfo/import',
      { file: await workbookOf(rows) },
    );
    expect(result.code, result.msg).toBe(0);
    expect(result.data).toMatchObject({ imported: 0, failed: 2 });
    expect(result.data.errors).toEqual([
      expect.objectContaining({ row: 3, field: 'idCard', message: INVALID }),
      expect.objectContaining({ row: 4, field: 'idCard', message: '身份证号对应的年龄须满60周岁' }),
    ]);
    for (const name of ['导入甲', '导入乙', '导入丙']) expect(await countNamed(name)).toBe(0);
  });

  it('takes an ID number pasted with spaces', async () => {
    const id = freshId();
    const rows = [
      header,
      ['导入丁', `${id.slice(0, 6)} ${id.slice(6, 14)} ${id.slice(14)}`, QIUPU_COMMUNITY],
    ];
    const result = await request<{ imported: number }>(server.app, admin, 'POST', '/elderlyInfo/import', {
      file: await workbookOf(rows),
    });
    expect(result.data, result.msg).toMatchObject({ imported: 1 });
  });
});
