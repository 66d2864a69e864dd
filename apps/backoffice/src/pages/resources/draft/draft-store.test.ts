import { beforeEach, describe, expect, it } from 'vitest';
import { changedValues, clearDraft, draftKey, DRAFT_MAX_AGE_MS, loadDraft, saveDraft } from './draft-store';

describe('draft store', () => {
  beforeEach(() => window.localStorage.clear());

  it('keys drafts per module and record', () => {
    expect(draftKey('elderlyInfo', 7)).not.toBe(draftKey('elderlyInfo', 8));
    expect(draftKey('elderlyInfo', undefined)).not.toBe(draftKey('disabledInfo', undefined));
  });

  it('saves, loads and clears a draft with its version', () => {
    const key = draftKey('elderlyInfo', 7);
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
    const key = draftKey('elderlyInfo', 1);
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
