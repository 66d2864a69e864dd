import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../modules/index';
import { renderModulesMarkdown } from './modules-markdown';

const committed = fileURLToPath(new URL('../../MODULES.md', import.meta.url));

describe('MODULES.md', () => {
  const markdown = renderModulesMarkdown();

  it('documents every module and its detail route', () => {
    for (const r of RESOURCES) {
      expect(markdown).toContain(`— \`${r.key}\``);
      expect(markdown).toContain(`detail \`${r.detailRoute}`);
    }
  });

  it('is up to date with the declarations (run `pnpm --filter @eldercare/resources docs:generate`)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(markdown);
  });
});
