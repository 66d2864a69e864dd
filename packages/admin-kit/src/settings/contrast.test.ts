import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, readableOnWhite } from './contrast';

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

describe('readableOn a dark background', () => {
  it('lightens a colour too dark to read on it, keeping the hue', () => {
    expect(contrastRatio('#0958d9', '#141414')).toBeLessThan(4.5);
    const light = readableOn('#0958d9', '#141414');
    expect(contrastRatio(light, '#141414')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light, '#141414')).toBeLessThan(5.2);
    expect(light.slice(5, 7) > light.slice(1, 3)).toBe(true);
  });
  it('leaves an already light colour alone and never darkens', () => {
    expect(readableOn('#ffd666', '#141414')).toBe('#ffd666');
    expect(readableOn('#000000', '#141414', 21)).toBe('#ffffff');
  });
});
