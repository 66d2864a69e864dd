import { describe, expect, it } from 'vitest';
import { SPEC_FIXED_ROUTES } from '../../fixtures/spec-fixed-routes';
import { RESOURCES } from '../modules/index';
import { FIXED_ROUTES, fixedRoutePatterns, type FixedRoute } from './fixed-routes';

const patterns = FIXED_ROUTES.flatMap(fixedRoutePatterns);
const shape = (r: FixedRoute) => `${r.group} ${r.path} ${r.variant} ${r.param ?? 'id'}`;

describe('fixed hidden detail routes, derived from the declarations', () => {
  it('covers every route SPEC §2 lists, with its variant, id parameter and menu group', () => {
    const derived = new Set(FIXED_ROUTES.map(shape));
    expect(SPEC_FIXED_ROUTES.map(shape).filter((s) => !derived.has(s))).toEqual([]);
  });

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

  it('derives a route for every declaration, named after its module', () => {
    for (const r of RESOURCES)
      expect(FIXED_ROUTES.some((f) => f.module === r.key && f.path === r.detailRoute)).toBe(true);
  });

  it('has a title in zh-CN, en and es for every route', () => {
    for (const route of FIXED_ROUTES) {
      for (const title of Object.values(route.title)) expect(title.trim()).not.toBe('');
    }
  });
});
