import { describe, expect, it } from 'vitest';
import { acceptedLanguages, matchLocale, preferredLocale } from './locale';

describe('preferredLocale (SPEC §9: cookie, else browser languages, else en)', () => {
  it('takes the cookie over the browser languages', () => {
    expect(preferredLocale('es', ['zh-CN', 'en'])).toBe('es');
  });

  it('takes the first supported browser language when the cookie is missing or unknown', () => {
    expect(preferredLocale(undefined, ['fr-FR', 'zh-TW', 'en'])).toBe('zh-CN');
    expect(preferredLocale('klingon', ['es-MX'])).toBe('es');
  });

  it('falls back to en', () => {
    expect(preferredLocale(undefined, ['fr', 'de'])).toBe('en');
    expect(preferredLocale(undefined, [])).toBe('en');
  });

  it('maps regional tags onto the supported locales', () => {
    expect(matchLocale('EN-gb')).toBe('en');
    expect(matchLocale('pt-BR')).toBeUndefined();
  });
});

describe('acceptedLanguages', () => {
  it('orders by q, keeping the header order among equals, and drops q=0', () => {
    expect(acceptedLanguages('fr;q=0.4, es-ES, en;q=0.8, de;q=0, zh')).toEqual(['es-ES', 'zh', 'en', 'fr']);
  });

  it('is empty without a header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
