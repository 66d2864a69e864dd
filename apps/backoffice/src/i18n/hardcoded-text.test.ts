import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, sourceFiles, UI_SOURCE_ROOTS } from './key-scan';

/**
 * Files whose Chinese literals are not UI text, and why. Anything else with a Chinese string
 * outside a three-language declaration (`{ 'zh-CN': …, en: …, es: … }`) is a text that skipped i18n.
 */
const NOT_UI_TEXT: Record<string, string> = {
  'apps/backoffice/src/pages/system/user/useUserActions.ts': 'button permission names the server seeds',
  'apps/backoffice/src/pages/system/announcement/useAnnouncementActions.ts': 'button permission names',
  'apps/backoffice/src/pages/system/role/role-buttons.ts': 'button permission names the server provisions',
  'packages/admin-kit/src/permission/button-permissions.ts':
    'SPEC §6 permission names 查询 / 重置 and the list toolbar 新增 / 导出 / 导入',
  'packages/admin-kit/src/resource/list/row-actions.ts': 'permission name 查看完整信息',
  'packages/admin-kit/src/resource/data/memory-data-source.ts':
    'the in-memory server of the stories answers as the server does',
  'packages/admin-kit/src/test-fixtures/declarations.ts':
    'module declarations of the kit tests (labels, steps)',
};

const CJK = /[\u4e00-\u9fff]/;
/** String and template literals (comments removed first). */
const LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Chinese literals of one file that are not part of a three-language declaration. */
function chineseTexts(source: string): string[] {
  return withoutComments(source)
    .split('\n')
    .filter((line) => !line.includes("'zh-CN':"))
    .flatMap((line) => [...line.matchAll(LITERAL)].map((m) => m[0]))
    .filter((literal) => CJK.test(literal));
}

describe('hard-coded UI text', () => {
  it('finds a Chinese text outside a declaration and leaves comments and declarations alone', () => {
    expect(
      chineseTexts("// 查询\nconst a = { title: { 'zh-CN': '首页', en: 'Home' } };\nmessage.info('已保存');"),
    ).toEqual(["'已保存'"]);
  });

  it('has no Chinese string in the app or the kit outside the locale files', () => {
    const found = UI_SOURCE_ROOTS.flatMap((root) =>
      sourceFiles(join(REPO, root)).flatMap((path) => {
        const file = relative(REPO, path);
        if (NOT_UI_TEXT[file]) return [];
        return chineseTexts(readFileSync(path, 'utf8')).map((text) => `${file}: ${text}`);
      }),
    );
    expect(found).toEqual([]);
  });
});
