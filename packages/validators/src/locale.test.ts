import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  authoredLocaleOf,
  matchLocale,
  OFFERED_LOCALES,
  preferredLocale,
  preferredUiLocale,
} from './locale';
import { pseudoLocalise, textIn } from './locale-pseudo';
import { formatMessage } from './messages';

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

describe('languages not offered to users (the pseudo-locale)', () => {
  it('is never picked from the browser or from the cookie alone', () => {
    expect(OFFERED_LOCALES).not.toContain('en-XA');
    expect(matchLocale('en-XA')).toBe('en');
    expect(preferredLocale('en-XA', ['en-XA'])).toBe('en');
    expect(preferredUiLocale('en-XA', ['es'], false)).toBe('en');
  });

  it('is picked from the cookie when the caller allows test languages', () => {
    expect(preferredUiLocale('en-XA', ['es'], true)).toBe('en-XA');
    expect(preferredUiLocale('klingon', ['es'], true)).toBe('es');
  });

  it('speaks its source language, generated', () => {
    expect(authoredLocaleOf('en-XA')).toBe('en');
    expect(textIn({ 'zh-CN': '保存', en: 'Save', es: 'Guardar' }, 'en-XA')).toBe(pseudoLocalise('Save'));
    expect(formatMessage('validators.mobile.invalid', 'en-XA')).toBe(
      pseudoLocalise(formatMessage('validators.mobile.invalid', 'en')),
    );
  });
});
