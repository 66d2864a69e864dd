import { beforeEach, describe, expect, it } from 'vitest';
import {
  changedValues,
  clearAllDrafts,
  clearDraft,
  draftKey,
  DRAFT_MAX_AGE_MS,
  loadDraft,
  saveDraft,
} from './draft-store';

const street = { userId: 4, dataType: 'prod' };

describe('draft store', () => {
  beforeEach(() => window.localStorage.clear());

  it('keys drafts per module and record', () => {
    expect(draftKey(street, 'elderlyInfo', 7)).not.toBe(draftKey(street, 'elderlyInfo', 8));
    expect(draftKey(street, 'elderlyInfo', undefined)).not.toBe(draftKey(street, 'disabledInfo', undefined));
  });

  it("never offers one user's draft to another user or in another data type", () => {
    saveDraft(
      window.localStorage,
      draftKey(street, 'disabledInfo', undefined),
      { idCard: '3417' },
      undefined,
    );
    const lishan = { userId: 5, dataType: 'prod' };
    expect(loadDraft(window.localStorage, draftKey(lishan, 'disabledInfo', undefined))).toBeUndefined();
    const trial = { userId: 4, dataType: 'trial' };
    expect(loadDraft(window.localStorage, draftKey(trial, 'disabledInfo', undefined))).toBeUndefined();
    expect(loadDraft(window.localStorage, draftKey(street, 'disabledInfo', undefined))).toBeDefined();
  });

  it('forgets every draft at sign-out and nothing else', () => {
    saveDraft(window.localStorage, draftKey(street, 'disabledInfo', undefined), { name: 'x' }, undefined);
    saveDraft(window.localStorage, draftKey(street, 'elderlyInfo', 3), { name: 'y' }, 1);
    window.localStorage.setItem('Admin-DataType', 'prod');
    clearAllDrafts(window.localStorage);
    expect(window.localStorage.length).toBe(1);
    expect(window.localStorage.getItem('Admin-DataType')).toBe('prod');
  });

  it("forgets only its own namespace's drafts (another product's on the same origin stay)", () => {
    saveDraft(window.localStorage, draftKey(street, 'plans', undefined, 'acme'), { name: 'x' });
    saveDraft(window.localStorage, draftKey(street, 'plans', undefined), { name: 'y' });
    clearAllDrafts(window.localStorage, 'acme');
    expect(Object.keys(window.localStorage)).toEqual([draftKey(street, 'plans', undefined)]);
  });

  it('saves, loads and clears a draft with its version', () => {
    const key = draftKey(street, 'elderlyInfo', 7);
    saveDraft(window.localStorage, key, { name: '张三' }, 3, 1000);
    expect(loadDraft(window.localStorage, key, 2000)).toEqual({
      values: { name: '张三' },
      savedAt: 1000,
      version: 3,
    });
    clearDraft(window.localStorage, key);
    expect(loadDraft(window.localStorage, key)).toBeUndefined();
  });

  it('drops unreadable and expired drafts', () => {
    const key = draftKey(street, 'elderlyInfo', 1);
    window.localStorage.setItem(key, '{not json');
    expect(loadDraft(window.localStorage, key)).toBeUndefined();
    expect(window.localStorage.getItem(key)).toBeNull();
    saveDraft(window.localStorage, key, { name: 'x' }, undefined, 0);
    expect(loadDraft(window.localStorage, key, DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it('keeps only what differs from the loaded record, treating blanks alike', () => {
    expect(
      changedValues(
        { name: '李四', remarks: '', tags: [], age: 80, area: '3417' },
        { name: '张三', remarks: null, age: 80, area: '3417' },
      ),
    ).toEqual({ name: '李四' });
  });
});
