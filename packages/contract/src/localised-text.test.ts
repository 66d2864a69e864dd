import { LOCALES } from '@eldercare/validators';
import { describe, expect, it } from 'vitest';
import { LocalisedTextSchema } from './localised-text.js';
import { CreateRoleSchema } from './system-admin.js';

describe('the localised-text shape', () => {
  it('has one key per product language, from the validators’ LOCALES', () => {
    expect(Object.keys(LocalisedTextSchema.shape)).toEqual([...LOCALES]);
  });

  it('refuses a text missing a language', () => {
    expect(LocalisedTextSchema.safeParse({ 'zh-CN': '名称', en: 'Name' }).success).toBe(false);
    expect(LocalisedTextSchema.safeParse({ 'zh-CN': '名称', en: 'Name', es: 'Nombre' }).success).toBe(true);
  });

  it('applies the per-language rule of a role name: trimmed, required, zh-CN at most 30', () => {
    const role = (zh: string, en = 'Name') => ({
      roleKey: 'a_role',
      roleNameI18n: { 'zh-CN': zh, en, es: 'Nombre' },
      menuIds: [],
    });
    expect(CreateRoleSchema.parse(role(' 名称 ')).roleNameI18n['zh-CN']).toBe('名称');
    expect(CreateRoleSchema.safeParse(role('名'.repeat(31))).success).toBe(false);
    expect(CreateRoleSchema.safeParse(role('名称', 'N'.repeat(60))).success).toBe(true);
    expect(CreateRoleSchema.safeParse(role('名称', '  ')).success).toBe(false);
  });
});
