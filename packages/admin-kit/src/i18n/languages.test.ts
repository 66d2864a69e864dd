import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, matchLanguage, persistLanguage } from './languages';

describe('language detection (SPEC §9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('maps browser tags onto supported languages', () => {
    expect(matchLanguage('zh-TW')).toBe('zh-CN');
    expect(matchLanguage('en-GB')).toBe('en');
    expect(matchLanguage('es-MX')).toBe('es');
    expect(matchLanguage('fr-FR')).toBeUndefined();
  });

  it('prefers the cookie over the browser', () => {
    Cookies.set('language', 'es');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    expect(detectLanguage()).toBe('es');
  });

  it('falls back to the browser, then to en', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'zh-CN']);
    expect(detectLanguage()).toBe('zh-CN');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    expect(detectLanguage()).toBe('en');
  });

  it('persists the choice in the language cookie', () => {
    persistLanguage('en');
    expect(Cookies.get('language')).toBe('en');
  });
});
