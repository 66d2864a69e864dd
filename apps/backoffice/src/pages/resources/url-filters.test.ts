import { findResource } from '@eldercare/resources';
import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from './url-filters';

const contract = findResource('contract')!;

describe('filtersFromSearch', () => {
  it('reads the module filters an address carries', () => {
    expect(filtersFromSearch(contract, new URLSearchParams('contractStatus=submitted'))).toEqual({
      contractStatus: 'submitted',
    });
  });

  it('leaves out the tab title, unknown keys and blank values', () => {
    const search = new URLSearchParams('_title=x&nope=1&contractNo=%20%20&contractStatus=');
    expect(filtersFromSearch(contract, search)).toBeUndefined();
  });
});
