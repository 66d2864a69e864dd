import { describe, expect, it } from 'vitest';
import {
  addBundles,
  createI18n,
  loadFeatureBundles,
  prepareLanguage,
  resources as appResources,
} from './index';
import { featureBundles } from './feature-bundles';

const resources = {
  'zh-CN': { ...appResources['zh-CN'], ...featureBundles['zh-CN'] },
  en: { ...appResources.en, ...featureBundles.en },
  es: { ...appResources.es, ...featureBundles.es },
};

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('back-office i18n', () => {
  it('has the same namespaces and keys in zh-CN, en and es', () => {
    const zh = keysOf(resources['zh-CN']).sort();
    expect(zh.length).toBeGreaterThan(10);
    expect(keysOf(resources.en).sort()).toEqual(zh);
    expect(keysOf(resources.es).sort()).toEqual(zh);
  });

  it('has no empty text', () => {
    for (const language of ['zh-CN', 'en', 'es'] as const) {
      const walk = (value: unknown, path: string) => {
        if (typeof value === 'string') expect(value.trim(), `${language} ${path}`).not.toBe('');
        else if (value && typeof value === 'object')
          for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
      };
      walk(resources[language], language);
    }
  });

  it('keeps feature namespaces out of the entry and adds them on demand', () => {
    expect(Object.keys(appResources['zh-CN'])).toEqual(['app']);
    const i18n = createI18n('en');
    expect(i18n.hasResourceBundle('en', 'system')).toBe(false);
    addBundles(i18n, featureBundles);
    expect(i18n.hasResourceBundle('en', 'system')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'resources')).toBe(true);
  });

  it('loads only the namespaces a page names, and a language switch brings those in the new language', async () => {
    const i18n = createI18n('zh-CN');
    await loadFeatureBundles(['zh-CN'], ['dashboard']);
    expect(i18n.hasResourceBundle('zh-CN', 'dashboard')).toBe(true);
    expect(i18n.hasResourceBundle('zh-CN', 'system')).toBe(false);
    await prepareLanguage('en');
    const en = createI18n('en');
    expect(en.hasResourceBundle('en', 'dashboard')).toBe(true);
    expect(en.hasResourceBundle('en', 'system')).toBe(false);
  });

  it('loads one language’s feature namespaces into the instance in use and into every later one', async () => {
    const before = createI18n('zh-CN');
    expect(before.hasResourceBundle('zh-CN', 'system')).toBe(false);
    await loadFeatureBundles(['zh-CN']);
    expect(before.hasResourceBundle('zh-CN', 'system')).toBe(true);
    expect(before.hasResourceBundle('es', 'system')).toBe(false);
    expect(createI18n('zh-CN').hasResourceBundle('zh-CN', 'resources')).toBe(true);
    // A switch to another language waits for that language's texts (App's prepareLanguage).
    await prepareLanguage('es');
    expect(createI18n('es').t('system:roles.street_staff')).toBe('Personal de calle');
  });

  it('keeps the default page title of SPEC §1 and translates the rest', () => {
    const zh = createI18n('zh-CN');
    expect(zh.t('app.title')).toBe('友康养老云');
    expect(createI18n('en').t('login.submit')).toBe('Sign in');
    expect(createI18n('es').t('login.submit')).toBe('Entrar');
  });
});
