import { describe, expect, it } from 'vitest';
import { kitI18n } from '../../i18n/kit-i18n';
import { registerResourceBundles, resourceBundles } from './register';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keysOf(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('resource page texts', () => {
  const zh = keysOf(resourceBundles['zh-CN']).sort();

  it.each(['en', 'es'] as const)('%s has exactly the zh-CN keys', (lang) => {
    expect(keysOf(resourceBundles[lang]).sort()).toEqual(zh);
  });

  it('are reachable under kit.resource once registered, beside the kit texts', () => {
    registerResourceBundles();
    expect(kitI18n.t('kit.resource.list.add', { lng: 'es' })).toBe('Añadir');
    expect(
      kitI18n.t('kit.resource.detail.unique', { lng: 'zh-CN', label: '身份证号', existing: '王秀英' }),
    ).toBe('身份证号 已被记录「王秀英」使用');
    expect(kitI18n.t('kit.moreMenu.more', { lng: 'zh-CN' })).toBe('更多');
  });
});
