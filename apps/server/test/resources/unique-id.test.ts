import { ErrorCode } from '@eldercare/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idNumber } from '../../src/db/seed/resources/people.js';
import { createRandom, seedOf } from '../../src/db/seed/resources/random.js';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import type { Session } from '../../src/auth/session-context.js';
import { prepareOrThrow } from '../../src/resources/write/input.js';
import { uniqueRefusal } from '../../src/resources/write/unique.js';
import { insertMany } from '../../src/resources/write/write-service.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { API, request, validBody } from './fixtures.js';

/**
 * An ID number is unique per data type in the elderly records (and the other
 * one-record-per-person registries): a duplicate is refused naming the record that holds it (not
 * named to a caller who may not read that record), also when writers race, and the form can ask first.
 */
const elderly = buildCatalogue().find('elderlyInfo') as ServedResource;
const QIUPU_COMMUNITY = '341702001001';
const LISHAN_COMMUNITY = '341702002001';

let server: TestServer;
const tokens: Record<string, string> = {};
const as = (user: string) => tokens[user] ?? '';
const random = createRandom(seedOf('unique-id-test'));
/** A fresh valid ID number (a 1930s birth date the demo data's 60–100-year-olds rarely share). */
const freshId = () =>
  idNumber(random, '341702', `193${random.int(0, 9)}-0${random.int(1, 9)}-1${random.int(0, 9)}`, 1);

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'street', 'lishan', 'assessor', 'operator'])
    tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => server.close());

const person = (name: string, idCard: string, community = QIUPU_COMMUNITY) => ({
  ...validBody(elderly, name),
  name,
  idCard,
  community,
});
const create = (user: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  request<{ id: number; version: number }>(server.app, as(user), 'POST', '/elderlyInfo', body, headers);
const check = (user: string, query: Record<string, string>) =>
  request<{ unique: boolean; existing?: { id?: number; label: string } }>(
    server.app,
    as(user),
    'GET',
    `/elderlyInfo/unique?${new URLSearchParams(query).toString()}`,
  );

describe('a duplicate ID number', () => {
  it('is refused on create, naming the record that has it, in the caller’s language', async () => {
    const id = freshId();
    const first = await create('street', person('张秀英', id));
    expect(first.code, first.msg).toBe(0);
    const again = await create('street', person('张秀兰', id));
    expect(again).toMatchObject({ code: ErrorCode.Invalid, data: { field: 'idCard' } });
    expect(again.msg).toBe('身份证号已被「张秀英」的记录使用');
    const en = await request(server.app, as('street'), 'POST', '/elderlyInfo', person('张秀兰', id), {
      'accept-language': 'en',
    });
    expect(en.msg).toBe('ID number is already used by the record “张秀英”');
    const es = await request(server.app, as('street'), 'POST', '/elderlyInfo', person('张秀兰', id), {
      'accept-language': 'es',
    });
    expect(es.msg).toBe('Número de identidad ya lo usa el registro «张秀英»');
    // A lowercase check letter is the same number.
    const x = idNumber(random, '341702', '1931-01-01', 1);
    if (x.endsWith('X')) {
      expect((await create('street', person('甲', x))).code).toBe(0);
      expect((await create('street', person('乙', x.toLowerCase()))).code).toBe(ErrorCode.Invalid);
    }
  });

  it('is refused on edit, while a record keeps its own number', async () => {
    const [a, b] = [freshId(), freshId()];
    const first = await create('street', person('李桂芳', a));
    const second = await create('street', person('李桂兰', b));
    const taken = await request(server.app, as('street'), 'PUT', `/elderlyInfo/${second.data.id}`, {
      version: second.data.version,
      idCard: a,
    });
    expect(taken).toMatchObject({ code: ErrorCode.Invalid, msg: '身份证号已被「李桂芳」的记录使用' });
    const own = await request(server.app, as('street'), 'PUT', `/elderlyInfo/${first.data.id}`, {
      version: first.data.version,
      idCard: a,
      remarks: '复核',
    });
    expect(own.code, own.msg).toBe(0);
  });

  it('is not named to a caller who may not read the record that has it', async () => {
    const id = freshId();
    expect((await create('street', person('王凤英', id))).code).toBe(0);
    const other = await create('lishan', person('王凤兰', id, LISHAN_COMMUNITY));
    expect(other).toMatchObject({
      code: ErrorCode.Invalid,
      msg: '身份证号无法登记，请核对；如确认无误，请联系管理员',
    });
    expect(other.msg).not.toMatch(/记录|王凤英/);
  });

  it('is accepted in another data type (test records are apart from formal ones)', async () => {
    const id = freshId();
    expect((await create('admin', person('赵玉兰', id))).code).toBe(0);
    const test = await create('admin', person('赵玉兰', id), { filtermode: 'test' });
    expect(test.code, test.msg).toBe(0);
    const again = await create('admin', person('赵玉梅', id), { filtermode: 'test' });
    expect(again.msg).toBe('身份证号已被「赵玉兰」的记录使用');
  });

  it('lets exactly one of 20 simultaneous creates through; the others get the message, none a 500', async () => {
    const id = freshId();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.app.inject({
          method: 'POST',
          url: `${API}/elderlyInfo`,
          headers: { authorization: `Bearer ${as('street')}` },
          payload: person(`并发${'甲乙丙丁戊己庚辛壬癸'.charAt(i % 10)}${i < 10 ? '一' : '二'}`, id),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    const bodies = answers.map((a) => a.json<{ code: number; msg: string }>());
    const ok = bodies.filter((b) => b.code === 0);
    expect(ok).toHaveLength(1);
    const refused = bodies.filter((b) => b.code !== 0);
    expect(refused).toHaveLength(19);
    for (const b of refused)
      expect(b).toMatchObject({
        code: ErrorCode.Invalid,
        msg: expect.stringMatching(/^身份证号已被「并发..」的记录使用$/),
      });
    const stored = await sql<{ n: number }>`
      select count(*)::int as n from biz_elderly_info where id_card = ${id}`.execute(server.app.eldercare.db);
    expect(stored.rows[0]?.n).toBe(1);
  });

  it('is backed by a unique index on (data type, number), whose refusal reads like the check’s', async () => {
    const id = freshId();
    expect((await create('admin', person('索引', id))).code).toBe(0);
    const db = server.app.eldercare.db;
    // A writer that got past the check (as one racing another does) meets the index.
    const error = await sql`insert into biz_elderly_info (area_code, data_type, name, id_card)
      values ('341702001001', 'prod', '绕过', ${id.toLowerCase()})`
      .execute(db)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505' });
    const refusal = await uniqueRefusal(
      error,
      db,
      elderly,
      { idCard: id },
      { areaCode: '34', dataType: 'prod' },
      'zh-CN',
    );
    expect(refusal).toMatchObject({ message: '身份证号已被「索引」的记录使用', field: 'idCard' });
    const other = new Error('anything else');
    expect(
      await uniqueRefusal(other, db, elderly, { idCard: id }, { areaCode: '34', dataType: 'prod' }, 'zh-CN'),
    ).toBe(other);
  });
});

describe('GET /biz/resource/:module/unique', () => {
  it('answers free, or the record holding the value (excluding the one being edited)', async () => {
    const id = freshId();
    expect((await check('street', { field: 'idCard', value: id })).data).toEqual({ unique: true });
    const created = await create('street', person('陈淑珍', id));
    expect((await check('street', { field: 'idCard', value: id })).data).toEqual({
      unique: false,
      existing: { id: created.data.id, label: '陈淑珍' },
      message: '身份证号已被「陈淑珍」的记录使用',
    });
    expect(
      (await check('street', { field: 'idCard', value: id, excludeId: String(created.data.id) })).data,
    ).toEqual({ unique: true });
    expect((await check('street', { field: 'idCard', value: '' })).data).toEqual({ unique: true });
  });

  it('names no record the caller may not read', async () => {
    const id = freshId();
    await create('street', person('周桂英', id));
    const answer = await check('lishan', { field: 'idCard', value: id });
    // Not even that a record holds it: the neutral refusal a save would get, nothing else.
    expect(answer.data).toEqual({
      unique: false,
      message: '身份证号无法登记，请核对；如确认无误，请联系管理员',
    });
  });

  it('answers only fields declared unique, and only to those who may list or write the module', async () => {
    const name = await check('street', { field: 'name', value: '张三' });
    expect(name).toMatchObject({ code: ErrorCode.Invalid, msg: 'name不是唯一性字段' });
    const assessor = await check('assessor', { field: 'idCard', value: freshId() });
    expect(assessor.code).toBe(ErrorCode.Forbidden);
  });
});

describe('an import’s insert', () => {
  const session = { userId: 1, userName: 'admin', areaCode: '34', dataType: 'prod' } as Session;
  /** Distinct numbers no demo elder has: births in 1901–1902 (the demo's elders are 60–100). */
  const importRows = (count: number, tag: string) =>
    Array.from({ length: count }, (_, i) => {
      const birth = new Date(Date.UTC(1901, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      const name = tag + [...String(i)].map((d) => '零一二三四五六七八九'[Number(d)]).join('');
      const body = person(name, idNumber(random, '341702', birth, 1));
      return { row: i + 2, values: prepareOrThrow(elderly, body, 'zh-CN'), areaCode: QIUPU_COMMUNITY };
    });
  const stored = async (tag: string) =>
    (
      await sql<{ n: number; audited: number }>`
        with e as (select id from biz_elderly_info where name like ${`${tag}%`})
        select (select count(*)::int from e) as n,
          (select count(*)::int from biz_audit a join e on a.record_id = e.id
            where a.module = 'elderlyInfo' and a.action = 'import') as audited`.execute(
        server.app.eldercare.db,
      )
    ).rows[0];

  it('writes rows across several statements, each with its trail', async () => {
    const rows = importRows(620, '批量');
    expect(await insertMany(server.app.eldercare.db, elderly, session, rows)).toBe(620);
    expect(await stored('批量')).toEqual({ n: 620, audited: 620 });
  });

  it('a number another writer took after the check is refused naming its holder, and nothing is written', async () => {
    const rows = importRows(3, '抢号');
    expect((await create('admin', person('抢先', String(rows[1]?.values.idCard)))).code).toBe(0);
    await expect(insertMany(server.app.eldercare.db, elderly, session, rows)).rejects.toMatchObject({
      message: '身份证号已被「抢先」的记录使用',
      field: 'idCard',
    });
    expect((await stored('抢号'))?.n).toBe(0);
  });
});
