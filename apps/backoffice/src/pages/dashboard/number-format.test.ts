import { describe, expect, it } from 'vitest';
import { formatCount } from './number-format';

const LANGUAGES = ['zh-CN', 'en', 'es'] as const;
const SAMPLES = [0, 7, 42, 999, 1000, 2703, 9999, 10000, 12000, 123456, 1234567, 98765432, -1200, -45000];

describe('formatCount', () => {
  it.each(LANGUAGES)('writes counts as Intl does in %s', (language) => {
    const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    for (const value of SAMPLES)
      expect(formatCount(value, language)).toBe(intl.format(value).replace('−', '-'));
  });

  it('groups from five digits on in Spanish, from four in Chinese and English', () => {
    expect(formatCount(2703, 'es')).toBe('2703');
    expect(formatCount(12000, 'es')).toBe('12.000');
    expect(formatCount(2703, 'zh-CN')).toBe('2,703');
    expect(formatCount(2703, 'en')).toBe('2,703');
  });
});
