import { describe, expect, it } from 'vitest';
import { ALL_ROLES_KEY, roleChoiceKey, roleChoices } from './role-switch';

const role = (roleKey: string, roleName: string, en: string, es: string, roleId = 1) => ({
  roleId,
  roleKey,
  roleName,
  roleNameI18n: { 'zh-CN': roleName, en, es },
});
const admin = role('sys_admin', '系统管理员', 'System administrator', 'Administrador del sistema', 2);
const street = role('street_staff', '街道工作人员', 'Street staff', 'Personal de calle', 6);

describe('role switch choices', () => {
  it('offers nothing to a user with one role', () => {
    expect(roleChoices({ heldRoles: [street] }, 'zh-CN', '全部角色')).toEqual([]);
  });

  it('offers all roles first, then each held role in the current language', () => {
    const choices = roleChoices({ heldRoles: [admin, street] }, 'es', 'Todos los roles');
    expect(choices.map((c) => [c.key, c.roleKey, c.label])).toEqual([
      [ALL_ROLES_KEY, null, 'Todos los roles'],
      ['role:sys_admin', 'sys_admin', 'Administrador del sistema'],
      ['role:street_staff', 'street_staff', 'Personal de calle'],
    ]);
    expect(roleChoices({ heldRoles: [admin, street] }, 'zh-CN', '全部角色')[2]?.label).toBe('街道工作人员');
    expect(roleChoices({ heldRoles: [admin, street] }, 'en', 'All roles')[1]?.label).toBe(
      'System administrator',
    );
  });

  it('keys the active choice so the menu can mark it', () => {
    expect(roleChoiceKey(null)).toBe(ALL_ROLES_KEY);
    expect(roleChoiceKey('street_staff')).toBe('role:street_staff');
  });
});
