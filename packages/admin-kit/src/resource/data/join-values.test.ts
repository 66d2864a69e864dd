import { describe, expect, it } from 'vitest';
import { joinValues } from './join-values';

describe('joinValues', () => {
  it('uses 、 in Chinese and a comma in English and Spanish', () => {
    expect(joinValues(['独居老人', '失智老人'], 'zh-CN')).toBe('独居老人、失智老人');
    expect(joinValues(['Lives alone', 'Dementia'], 'en')).toBe('Lives alone, Dementia');
    expect(joinValues(['Vive solo/a', 'Con demencia'], 'es')).toBe('Vive solo/a, Con demencia');
  });
});
