import { describe, expect, it } from 'vitest';
import { clampDialogSize } from './useDialogFrame';

describe('clampDialogSize', () => {
  it('never goes below 400 × 300', () => {
    expect(clampDialogSize({ width: 100, height: 50 })).toEqual({ width: 400, height: 300 });
    expect(clampDialogSize({ width: 640, height: 'auto' })).toEqual({ width: 640, height: 'auto' });
  });
});
