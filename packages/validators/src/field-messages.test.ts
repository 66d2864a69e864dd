import { describe, expect, it } from 'vitest';
import { fieldMessages, maxLengthMessage, minAgeMessage, requiredMessage } from './field-messages';
import type { Locale } from './locale';
import { LOCALES } from './locale';

describe('field messages', () => {
  it('has the same keys in every locale', () => {
    const keys = Object.keys(fieldMessages['zh-CN']).sort();
    for (const locale of LOCALES) expect(Object.keys(fieldMessages[locale]).sort()).toEqual(keys);
  });

  it('names the field in each language', () => {
    expect(requiredMessage('姓名')).toBe('姓名不能为空');
    expect(requiredMessage('Name', 'en')).toBe('Name is required');
    expect(requiredMessage('Nombre', 'es')).toBe('Nombre es obligatorio');
    expect(maxLengthMessage('备注', 500)).toBe('备注长度不能超过500');
    expect(maxLengthMessage('Remarks', 500, 'en')).toBe('Remarks must be at most 500 characters long');
  });

  it('states a minimum age in each language', () => {
    expect(minAgeMessage('身份证号', 60)).toBe('身份证号对应的年龄须满60周岁');
    expect(minAgeMessage('ID number', 60, 'en')).toBe('ID number: the person must be at least 60 years old');
    expect(minAgeMessage('Número de identidad', 60, 'es')).toBe(
      'Número de identidad: la persona debe tener al menos 60 años',
    );
  });

  it('falls back to zh-CN for an unknown locale', () => {
    expect(requiredMessage('姓名', 'fr' as Locale)).toBe('姓名不能为空');
  });
});
