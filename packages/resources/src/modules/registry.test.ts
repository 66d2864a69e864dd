import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moduleFiles, REGISTRY_FILE, renderRegistry } from '../../scripts/registry';

describe('the module registry', () => {
  it('imports every module file (the build regenerates it; `pnpm --filter @eldercare/resources registry` too)', () => {
    expect(readFileSync(REGISTRY_FILE, 'utf8')).toBe(renderRegistry(moduleFiles()));
  });
});
