import { kitStorageKey, textScaleKey } from '@eldercare/admin-kit';
import { describe, expect, it } from 'vitest';
import { DRAFT_NAMESPACE } from './drafts';
import { STORAGE_NAMESPACE } from './storage-namespace';

describe('the back-office storage namespace', () => {
  it('keeps the keys staff’s settings, sidebar, text scale, tabs and drafts were saved under', () => {
    expect(kitStorageKey(STORAGE_NAMESPACE, 'layoutSettings')).toBe('eldercare.layoutSettings');
    expect(kitStorageKey(STORAGE_NAMESPACE, 'sidebar')).toBe('eldercare.sidebar');
    expect(kitStorageKey(STORAGE_NAMESPACE, 'tabs')).toBe('eldercare.tabs');
    expect(textScaleKey('7', STORAGE_NAMESPACE)).toBe('eldercare.textScale.7');
    expect(textScaleKey(undefined, STORAGE_NAMESPACE)).toBe('eldercare.textScale');
    expect(DRAFT_NAMESPACE).toBe('eldercare');
  });
});
