import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, detectLanguage, resources } from './index';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('back-office i18n', () => {
  it('has the same keys in zh-CN, en and es', () => {
    const zh = keysOf(resources['zh-CN'].translation).sort();
    expect(keysOf(resources.en.translation).sort()).toEqual(zh);
    expect(keysOf(resources.es.translation).sort()).toEqual(zh);
  });

  it('defaults to Chinese and honours a stored language cookie', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh-CN');
    expect(detectLanguage('')).toBe('zh-CN');
    expect(detectLanguage('a=1; language=es')).toBe('es');
    expect(detectLanguage('language=fr')).toBe('zh-CN');
  });

  it('keeps the default page title of SPEC §1', () => {
    expect(resources['zh-CN'].translation.app.title).toBe('友康养老云');
  });
});
