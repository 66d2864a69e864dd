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
