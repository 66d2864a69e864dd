import { FIXED_ROUTES, RESOURCES, findResource } from '@eldercare/resources';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { resourcePages } from './index';
import { allowedMode, detailUrl, modeOf, recordIdOf } from '@eldercare/admin-kit';

const served = (url: string) => resourcePages.some((p) => matchPath({ path: p.path, end: true }, url));

describe('resource routes', () => {
  it('serves every module list page and each owned fixed route in its SPEC variants', () => {
    for (const r of RESOURCES) expect(served(r.listRoute), r.listRoute).toBe(true);
    const owned = FIXED_ROUTES.filter((f) =>
      RESOURCES.some((r) => r.detailRoute === f.path || (r.extraRoutes ?? []).some((e) => e.path === f.path)),
    );
    expect(owned.length).toBeGreaterThan(120);
    for (const route of owned) {
      if (route.variant !== 'id') expect(served(route.path), route.path).toBe(true);
      if (route.variant !== 'exact') expect(served(`${route.path}/12`), `${route.path}/12`).toBe(true);
    }
  });

  it('has no duplicate paths', () => {
    const paths = resourcePages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('builds detail URLs per id mode and reads them back', () => {
    const elderly = findResource('elderlyInfo');
    const menu = findResource('weeklyMenu');
    const agency = findResource('pensionAgency');
    if (!elderly || !menu || !agency) throw new Error('catalogue changed');
    expect(detailUrl(elderly, 'edit', 5)).toBe('/elderlyInfo/details/5?modelType=edit');
    expect(detailUrl(menu, 'look', 5)).toBe('/weeklyMenu/details?id=5&modelType=look');
    expect(detailUrl(agency, 'add')).toBe('/pensionAgency/details/new?modelType=add');
    expect(recordIdOf(undefined, new URLSearchParams('id=5'))).toBe(5);
    expect(recordIdOf('new', new URLSearchParams())).toBeUndefined();
    expect(modeOf(new URLSearchParams('type=look'), 5)).toBe('look');
    expect(modeOf(new URLSearchParams('modelType=look'), undefined)).toBe('add');
    expect(modeOf(new URLSearchParams(), 5)).toBe('edit');
  });

  it('opens an edit URL read-only for a user without the edit permission', () => {
    const resource = findResource('vocationalSkillsAnnouncement');
    if (!resource) throw new Error('declared');
    const onlyLook = (name?: string) => !name || name === '查看';
    expect(allowedMode('edit', resource, onlyLook)).toBe('look');
    expect(allowedMode('look', resource, onlyLook)).toBe('look');
    expect(allowedMode('edit', resource, () => true)).toBe('edit');
  });
});
