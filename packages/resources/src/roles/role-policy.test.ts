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

  it('gives street staff exactly their groups, and the providers’ ones to read and review', () => {
    expect(groupsOf('street_staff')).toEqual(
      new Set(['personalRecords', 'communityFacilities', 'foodAid', 'providerManagement']),
    );
    expect(actionsFor('street_staff', { group: 'providerManagement' })).toEqual([
      'list',
      'query',
      'export',
      'review',
    ]);
  });

  it('gives the secretariat the association, with review, and the association members only reading', () => {
    for (const key of SECRETARIAT_ROLE_KEYS) {
      const reviewsActivities = key === 'secretariat_comprehensive';
      expect(groupsOf(key)).toEqual(
        new Set(['association', ...(reviewsActivities ? ['cognitiveCare'] : [])]),
      );
      expect(actionsFor(key, { group: 'association' })).toContain('review');
    }
    expect(actionsFor('secretariat_comprehensive', { group: 'cognitiveCare' })).toEqual([
      'list',
      'query',
      'export',
      'review',
    ]);
    expect(actionsFor('association_member', { group: 'association' })).toEqual(['list', 'query', 'export']);
  });

  it('never lets an organisation role decide its own applications', () => {
    for (const role of ['institution_staff', 'service_provider', 'assessor'])
      for (const r of RESOURCES) expect(actionsFor(role, r)).not.toContain('review');
    // Street staff decide only what providers submit, never the records they write themselves.
    for (const r of RESOURCES) {
      const actions = actionsFor('street_staff', r);
      if (actions.includes('review')) expect(actions).not.toContain('edit');
    }
  });

  it('gives unknown roles nothing', () => {
    expect(Object.keys(ROLE_GRANTS)).not.toContain('nobody');
    expect(actionsFor('nobody', { group: 'personalRecords' })).toEqual([]);
  });
});
