/**
 * SPEC §4 role switch, as data: which roles the user menu offers and what each is called. The
 * server keeps the choice on the session; the UI only asks for it and reloads the user.
 */
import type { UserInfo } from '@eldercare/api-client/contract';
import { localise } from '@eldercare/resources';
import type { Language } from '../i18n';

export interface RoleChoice {
  /** Menu key: `role:<roleKey>`, or `role:*` for all held roles. */
  key: string;
  /** null: all held roles. */
  roleKey: string | null;
  label: string;
}

export const ALL_ROLES_KEY = 'role:*';

export const roleChoiceKey = (roleKey: string | null): string =>
  roleKey === null ? ALL_ROLES_KEY : `role:${roleKey}`;

/** Offered only to users holding two roles or more: all of them together, then each alone. */
export function roleChoices(
  user: Pick<UserInfo, 'heldRoles'>,
  language: Language,
  allRolesLabel: string,
): RoleChoice[] {
  if (user.heldRoles.length < 2) return [];
  return [
    { key: ALL_ROLES_KEY, roleKey: null, label: allRolesLabel },
    ...user.heldRoles.map((role) => ({
      key: roleChoiceKey(role.roleKey),
      roleKey: role.roleKey,
      label: localise(role.roleNameI18n, language),
    })),
  ];
}
