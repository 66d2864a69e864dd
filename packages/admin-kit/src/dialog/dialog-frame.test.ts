import { describe, expect, it } from 'vitest';
import { clampDialogSize, dialogBounds } from './useDialogFrame';

describe('clampDialogSize', () => {
  it('never goes below 400 × 300', () => {
    expect(clampDialogSize({ width: 100, height: 50 })).toEqual({ width: 400, height: 300 });
    expect(clampDialogSize({ width: 640, height: 'auto' })).toEqual({ width: 640, height: 'auto' });
  });
});

describe('dialogBounds', () => {
  it('keeps a dialog inside a 1440 × 900 window: at most 776 px tall, so its footer shows', () => {
    expect(dialogBounds({ width: 1440, height: 900 })).toEqual({
      minWidth: 400,
      minHeight: 300,
      maxWidth: 1408,
      maxHeight: 776,
    });
  });

  it('lets a phone-sized window win over the 400 px minimum', () => {
    const bounds = dialogBounds({ width: 390, height: 844 });
    expect(bounds.maxWidth).toBe(358);
    expect(bounds.minWidth).toBe(358);
  });
});
