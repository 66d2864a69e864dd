import type { TFunction } from 'i18next';

export interface RoleLike {
  roleKey: string;
  roleName: string;
}

/**
 * A role's name in the UI language. Roles are data: the built-in ones (keys of the seed) have a
 * translated label under `roles.<roleKey>`; a role an administrator added keeps its stored name.
 */
export function roleLabel(t: TFunction<'system'>, role: RoleLike): string {
  return t(`roles.${role.roleKey}`, { defaultValue: role.roleName });
}
