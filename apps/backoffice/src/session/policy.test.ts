import { describe, expect, it } from 'vitest';
import {
  isSystemAdmin,
  loadsFeeAndActivityNotices,
  loadsLatestAnnouncementPopup,
  showsAssociationNotices,
} from './policy';

const user = (roleKeys: string[], accountType = '1', assistiveRentType: string | null = null) => ({
  roles: roleKeys,
  sysRoles: roleKeys.map((roleKey, i) => ({ roleId: i + 1, roleKey, roleName: roleKey })),
  accountType,
  assistiveRentType,
});

describe('SPEC §6 policy', () => {
  it('treats sup_admin and sys_admin as system admins', () => {
    expect(isSystemAdmin(user(['sup_admin']))).toBe(true);
    expect(isSystemAdmin(user(['operate_manage', 'sys_admin']))).toBe(true);
    expect(isSystemAdmin(user(['street_staff']))).toBe(false);
  });

  it('shows association notices to system admins and account type 8 only', () => {
    expect(showsAssociationNotices(user(['sup_admin']))).toBe(true);
    expect(showsAssociationNotices(user(['member'], '8'))).toBe(true);
    expect(showsAssociationNotices(user(['street_staff'], '2'))).toBe(false);
  });

  it('runs the latest-announcement popup only for account type 8 with the four rent types', () => {
    for (const rent of ['office', 'special_committee', 'member_unit', 'combination']) {
      expect(loadsLatestAnnouncementPopup(user(['member'], '8', rent))).toBe(true);
    }
    expect(loadsLatestAnnouncementPopup(user(['member'], '8', 'other'))).toBe(false);
    expect(loadsLatestAnnouncementPopup(user(['member'], '8', null))).toBe(false);
    expect(loadsLatestAnnouncementPopup(user(['sup_admin'], '1', 'office'))).toBe(false);
  });

  it('skips fee and activity notices for the five secretariat roles', () => {
    expect(loadsFeeAndActivityNotices(user(['member'], '8', 'member_unit'))).toBe(true);
    for (const key of ['comprehensive', 'training', 'publicity', 'finance', 'industry']) {
      expect(loadsFeeAndActivityNotices(user([`secretariat_${key}`], '8', 'office'))).toBe(false);
    }
    expect(loadsFeeAndActivityNotices(user(['street_staff'], '2'))).toBe(false);
  });
});
