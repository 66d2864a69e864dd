/**
 * SPEC §6: who sees which notices. Pure functions over the user-info shape so the
 * shell, the notice bell and the tests read one rule each.
 */
import type { UserInfo } from '@eldercare/api-client/contract';
import { SECRETARIAT_ROLE_KEYS } from '@eldercare/resources';

/** Role keys that make a user a system administrator (SPEC §6 "system roles hold any role key"). */
export const SYSTEM_ADMIN_ROLE_KEYS = ['sup_admin', 'sys_admin'] as const;

/** The five secretariat department roles: fee and activity notices are not loaded for them. */
export { SECRETARIAT_ROLE_KEYS };

/** assistiveRentType values of association accounts that get the latest-announcement popup. */
export const POPUP_RENT_TYPES = ['office', 'special_committee', 'member_unit', 'combination'] as const;

export const ASSOCIATION_ACCOUNT_TYPE = '8';
export const VISIT_CARE_ACCOUNT_TYPE = '10';

type PolicyUser = Pick<UserInfo, 'roles' | 'sysRoles' | 'accountType' | 'assistiveRentType'>;

const includes = (list: readonly string[], value: string | null | undefined) =>
  !!value && list.includes(value);

export function isSystemAdmin(user: PolicyUser): boolean {
  return user.sysRoles.some((role) => includes(SYSTEM_ADMIN_ROLE_KEYS, role.roleKey));
}

/** The association notice tab (announcements, fees, activities) shows to system admins or account type 8. */
export function showsAssociationNotices(user: PolicyUser): boolean {
  return isSystemAdmin(user) || user.accountType === ASSOCIATION_ACCOUNT_TYPE;
}

export function loadsLatestAnnouncementPopup(user: PolicyUser): boolean {
  return user.accountType === ASSOCIATION_ACCOUNT_TYPE && includes(POPUP_RENT_TYPES, user.assistiveRentType);
}

export function loadsFeeAndActivityNotices(user: PolicyUser): boolean {
  const roleKeys = [...user.roles, ...user.sysRoles.map((role) => role.roleKey)];
  return showsAssociationNotices(user) && !roleKeys.some((key) => includes(SECRETARIAT_ROLE_KEYS, key));
}
