import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kitBundles } from './kit-bundles';
import { kitI18n } from './kit-i18n';
import {
  detectLanguage,
  KIT_LANGUAGES,
  LANGUAGE_NAMES,
  matchLanguage,
  persistLanguage,
  TEST_LANGUAGES_KEY,
} from './languages';

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

describe('the pseudo-locale (a test language)', () => {
  afterEach(() => {
    Cookies.remove('language');
    localStorage.removeItem(TEST_LANGUAGES_KEY);
  });

  it('is not offered in the menus but named', () => {
    expect(KIT_LANGUAGES).not.toContain('en-XA');
    expect(LANGUAGE_NAMES['en-XA']).toMatch(/^\[.*\]$/);
  });

  it('comes from the cookie only when the test flag is on', () => {
    Cookies.set('language', 'en-XA');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es']);
    expect(detectLanguage()).toBe('en');
    localStorage.setItem(TEST_LANGUAGES_KEY, 'on');
    expect(detectLanguage()).toBe('en-XA');
  });

  it("opens under the kit's own key, which names no product (a sister product's tests set it too)", () => {
    Cookies.set('language', 'en-XA');
    localStorage.setItem('admin-kit.test-languages', 'on');
    expect(detectLanguage()).toBe('en-XA');
  });

  it('translates from English through the transform, placeholders filled after', () => {
    expect(kitI18n.t('kit.common.total', { lng: 'en-XA', count: 3 })).toMatch(/^\[3 íţéɱš.*\]$/);
    expect(kitBundles['en-XA'].kit).toBeDefined();
  });
});
