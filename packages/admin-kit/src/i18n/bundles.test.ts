import { describe, expect, it } from 'vitest';
import { kitBundles } from './kit-bundles';
import { kitI18n } from './kit-i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keysOf(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('kit i18n bundles', () => {
  const zh = keysOf(kitBundles['zh-CN']).sort();

  it.each(['en', 'es'] as const)('%s has exactly the zh-CN keys', (lang) => {
    expect(keysOf(kitBundles[lang]).sort()).toEqual(zh);
  });

  it('has no empty text in any language', () => {
    for (const bundle of Object.values(kitBundles)) {
      for (const key of keysOf(bundle)) {
        expect(kitI18n.t(key, { lng: 'zh-CN' })).not.toBe('');
      }
    }
    expect(zh.length).toBeGreaterThan(80);
  });

  it('namespaces every key under kit.', () => {
    expect(zh.every((k) => k.startsWith('kit.'))).toBe(true);
  });

  it('translates with interpolation per language', () => {
    expect(kitI18n.t('kit.common.total', { lng: 'en', count: 3 })).toBe('3 items');
    expect(kitI18n.t('kit.common.total', { lng: 'en', count: 1 })).toBe('1 item');
    expect(kitI18n.t('kit.common.total', { lng: 'es', count: 1 })).toBe('1 registro');
    expect(kitI18n.t('kit.common.total', { lng: 'zh-CN', count: 1 })).toBe('共 1 条');
    expect(kitI18n.t('kit.moreMenu.more', { lng: 'zh-CN' })).toBe('更多');
    expect(kitI18n.t('kit.moreMenu.more', { lng: 'es' })).toBe('Más');
  });
});
