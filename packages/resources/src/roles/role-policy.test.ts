import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../modules/index';
import { actionsFor, ROLE_GRANTS, SECRETARIAT_ROLE_KEYS } from './role-policy';

const groupsOf = (role: string) =>
  new Set(RESOURCES.filter((r) => actionsFor(role, r).length > 0).map((r) => r.group));

describe('the role policy', () => {
  it('gives sup_admin every action, review included, on every module', () => {
    for (const r of RESOURCES)
      expect(actionsFor('sup_admin', r)).toEqual(expect.arrayContaining(['list', 'reveal', 'review']));
  });

  it('gives street staff exactly their groups', () => {
    expect(groupsOf('street_staff')).toEqual(new Set(['personalRecords', 'communityFacilities', 'foodAid']));
  });

  it('gives the secretariat the association, with review, and the association members only reading', () => {
    for (const key of SECRETARIAT_ROLE_KEYS) {
      expect(groupsOf(key)).toEqual(new Set(['association']));
      expect(actionsFor(key, { group: 'association' })).toContain('review');
    }
    expect(actionsFor('association_member', { group: 'association' })).toEqual(['list', 'query', 'export']);
  });

  it('never lets an organisation role decide its own applications', () => {
    for (const role of ['institution_staff', 'service_provider', 'assessor', 'street_staff'])
      for (const r of RESOURCES) expect(actionsFor(role, r)).not.toContain('review');
  });

  it('gives unknown roles nothing', () => {
    expect(Object.keys(ROLE_GRANTS)).not.toContain('nobody');
    expect(actionsFor('nobody', { group: 'personalRecords' })).toEqual([]);
  });
});
