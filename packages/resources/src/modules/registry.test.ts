import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moduleFiles, REGISTRY_FILE } from '../../scripts/registry';

describe('the module registry', () => {
  it('imports every module file (run `pnpm --filter @eldercare/resources registry` after adding one)', () => {
    const imported = [...readFileSync(REGISTRY_FILE, 'utf8').matchAll(/from '\.\/([^']+)'/g)].map(
      (m) => `${m[1]}.ts`,
    );
    expect(imported).toEqual(moduleFiles());
  });
});
