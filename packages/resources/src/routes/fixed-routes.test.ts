import { describe, expect, it } from 'vitest';
import { FIXED_ROUTES, fixedRoutePatterns } from './fixed-routes';

const patterns = FIXED_ROUTES.flatMap(fixedRoutePatterns);

describe('fixed hidden detail routes (SPEC §2)', () => {
  it('registers each URL pattern once', () => {
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('gives add and /:id variants where SPEC writes [/:id], and only /:id where it writes /:id', () => {
    expect(patterns).toEqual(expect.arrayContaining(['/elderlyInfo/details', '/elderlyInfo/details/:id']));
    expect(patterns).toContain('/pensionAgency/details/:id');
    expect(patterns).not.toContain('/pensionAgency/details');
    expect(patterns).toContain('/acySever/details/:orgId');
    expect(patterns).toContain('/callinInfo/teltoolbar/:id');
    expect(patterns).toContain('/contract/approval');
  });

  it('covers all 13 community facility detail pages', () => {
    expect(FIXED_ROUTES.filter((r) => r.group === 'communityFacilities')).toHaveLength(13);
  });

  it('has a title in zh-CN, en and es for every route', () => {
    for (const route of FIXED_ROUTES) {
      for (const title of Object.values(route.title)) expect(title.trim()).not.toBe('');
    }
  });

  it('numbers the routes SPEC §2 lists', () => {
    expect(FIXED_ROUTES).toHaveLength(136);
  });
});
