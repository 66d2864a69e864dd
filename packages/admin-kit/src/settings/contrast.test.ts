import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOnWhite } from './contrast';

describe('readableOnWhite', () => {
  it('darkens the default theme colour to AA contrast, keeping the hue', () => {
    expect(contrastRatio('#1890ff', '#ffffff')).toBeLessThan(4.5);
    const dark = readableOnWhite('#1890ff');
    expect(contrastRatio(dark, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark, '#ffffff')).toBeLessThan(5.2);
    expect(dark.slice(5, 7) > dark.slice(1, 3)).toBe(true);
  });
  it('leaves an already dark colour alone', () => {
    expect(readableOnWhite('#003a8c')).toBe('#003a8c');
  });
  it('rejects a non-hex colour', () => {
    expect(() => readableOnWhite('red')).toThrow();
  });
});
