import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

const make = () =>
  new Translator(
    {
      'zh-CN': {
        list: { total_other: '共 {{count}} 条', only: '只有中文', about: '约 {{count, number}} 条' },
      },
      en: {
        list: {
          total_one: '{{count}} item',
          total_other: '{{count}} items',
          about: 'about {{count, number}}',
          hello: 'Hello {{name}}',
        },
      },
      es: { list: { about: 'unos {{count, number}}' } },
    },
    'en',
    'zh-CN',
  );

describe('Translator', () => {
  it('picks the plural form of the language', () => {
    const t = make().getFixedT('en', null, 'list');
    expect(t('total', { count: 1 })).toBe('1 item');
    expect(t('total', { count: 2 })).toBe('2 items');
    expect(make().t('list.total', { lng: 'zh-CN', count: 1 })).toBe('共 1 条');
    expect(t('total', { lng: 'zh-CN', count: 2 })).toBe('共 2 条');
  });

  it('groups digits the way the language does', () => {
    const translator = make();
    expect(translator.t('list.about', { count: 12000 })).toBe('about 12,000');
    expect(translator.t('list.about', { lng: 'es', count: 12000 })).toBe('unos 12.000');
  });

  it('falls back to the fallback language, then to the key', () => {
    const translator = make();
    expect(translator.t('list.only')).toBe('只有中文');
    expect(translator.t('list.missing')).toBe('list.missing');
    expect(translator.t('list')).toBe('list');
  });

  it('keeps a placeholder it has no value for', () => {
    expect(make().t('list.hello')).toBe('Hello {{name}}');
    expect(make().t('list.hello', { name: '王秀英' })).toBe('Hello 王秀英');
  });

  it('merges added texts and tells subscribers of a language change once', async () => {
    const translator = make();
    translator.addResourceBundle('en', 'translation', { list: { extra: 'Extra' } });
    expect(translator.t('list.extra')).toBe('Extra');
    expect(translator.t('list.total', { count: 3 })).toBe('3 items');
    const listener = vi.fn();
    const unsubscribe = translator.subscribe(listener);
    await translator.changeLanguage('es');
    await translator.changeLanguage('es');
    unsubscribe();
    await translator.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
