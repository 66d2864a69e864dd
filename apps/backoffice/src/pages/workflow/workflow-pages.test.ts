import { describe, expect, it } from 'vitest';
import { pagelessExtraRoutes } from './workflow-pages';

describe('custom workflow pages', () => {
  it('has a page for every extra route the catalogue declares', () => {
    expect(pagelessExtraRoutes().map((extra) => extra.key)).toEqual([]);
  });
});
