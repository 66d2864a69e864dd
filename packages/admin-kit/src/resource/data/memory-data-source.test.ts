import { afterEach, describe, expect, it } from 'vitest';
import { setKitLanguage } from '../../i18n/kit-i18n';
import { people } from '../../test-fixtures/declarations';
import { createMemoryDataSource } from './memory-data-source';

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as { code: number; msg: string },
  );

/** The memory source refuses as the server does: in the user's language, from the kit's texts. */
describe('createMemoryDataSource refusals', () => {
  afterEach(() => setKitLanguage('zh-CN'));

  it('speaks the kit language of the moment', async () => {
    const source = createMemoryDataSource(people, [{ name: '王秀英' }]);
    setKitLanguage('en');
    expect(await refusalOf(source.update(1, { name: 'x' }, 5))).toMatchObject({
      code: 50016,
      msg: 'Someone else changed this record',
    });
    expect((await refusalOf(source.get(9)))?.code).toBe(50015);
    expect((await refusalOf(source.get(9)))?.msg).toMatch(/does not exist/);
    setKitLanguage('es');
    const down = createMemoryDataSource(people, [], { fail: true });
    expect((await refusalOf(down.list({ current: 1, size: 10, filters: {} })))?.msg).toMatch(/ocupado/);
  });

  it("names an import row's missing field by its declared label", async () => {
    const source = createMemoryDataSource(people, []);
    const file = new Blob([',340828194806151016\n']);
    expect((await source.importXlsx(file, false)).errors[0]?.message).toBe('姓名不能为空');
    setKitLanguage('en');
    expect((await source.importXlsx(file, false)).errors[0]?.message).toMatch(/^Name /);
  });
});

/** The memory source invents no product's data: what rows hold comes from the seed, the caller and the declaration. */
describe('createMemoryDataSource data', () => {
  it('stamps only the kit’s own columns and the system columns the caller passes', async () => {
    const plain = createMemoryDataSource(people, [{ name: '甲' }]);
    await plain.create({ name: '乙' });
    for (const row of plain.rows)
      expect(Object.keys(row).sort()).toEqual(
        ['createdAt', 'createdBy', 'id', 'name', 'updatedAt', 'updatedBy', 'version'].sort(),
      );
    const stamped = createMemoryDataSource(people, [{ name: '甲' }], { system: { tenant: 'north' } });
    await stamped.create({ name: '乙' });
    expect(stamped.rows.map((row) => row.tenant)).toEqual(['north', 'north']);
  });

  it('reads import lines as the declaration’s required typed fields, in order', async () => {
    const source = createMemoryDataSource(people, []);
    const file = new Blob(['甲,110101195001011234\n乙,\n']);
    const result = await source.importXlsx(file, true);
    expect(result.errors).toEqual([expect.objectContaining({ row: 3, field: 'idCard' })]);
    expect(source.rows.map(({ name, idCard }) => [name, idCard])).toEqual([['甲', '110101195001011234']]);
  });

  it('reads the columns the caller names instead', async () => {
    const source = createMemoryDataSource(people, [], { importColumns: ['idCard', 'name'] });
    await source.importXlsx(new Blob(['110101195001011234,甲\n']), false);
    expect(source.rows[0]).toMatchObject({ name: '甲', idCard: '110101195001011234' });
  });
});
