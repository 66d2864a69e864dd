import { clearAllDrafts } from '@eldercare/admin-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_NAMESPACE } from './drafts';

afterEach(() => localStorage.clear());

describe('back-office drafts', () => {
  it('keep the storage keys staff saved them under, and leave with the user', () => {
    localStorage.setItem('eldercare:draft:7:prod:elderlyInfo:new', '{"values":{},"savedAt":1}');
    localStorage.setItem('Admin-DataType', 'prod');
    clearAllDrafts(localStorage, DRAFT_NAMESPACE);
    expect(Object.keys(localStorage)).toEqual(['Admin-DataType']);
  });
});
