import { describe, expect, it } from 'vitest';
import { findResource } from '@eldercare/resources';
import {
  DASHBOARD_COUNTED_MODULES as COUNTED_MODULES,
  DASHBOARD_FACILITY_MODULES as FACILITY_MODULES,
} from '@eldercare/api-client/contract';
import { moduleFigures, nonEmptySlices } from './dashboard-model';

describe('dashboard model', () => {
  it('counts only modules the catalogue declares', () => {
    for (const key of [...COUNTED_MODULES, ...FACILITY_MODULES]) expect(findResource(key), key).toBeDefined();
  });

  it('leaves zero slices out, biggest first', () => {
    const slices = [
      { name: 'a', value: 0 },
      { name: 'b', value: 2 },
      { name: 'c', value: 5 },
    ];
    expect(nonEmptySlices(slices).map((s) => s.name)).toEqual(['c', 'b']);
  });

  it('shows the modules a role may list, then its own, never a dash for the others', () => {
    const totals = Object.fromEntries(COUNTED_MODULES.map((m) => [m, null])) as Record<
      (typeof COUNTED_MODULES)[number],
      number | null
    >;
    totals.pensionAgency = 7;
    const figures = moduleFigures({ totals, ownModules: [{ module: 'checkInPeople', count: 0 }] });
    expect(figures).toEqual([
      { module: 'pensionAgency', value: 7 },
      { module: 'checkInPeople', value: 0 },
    ]);
    expect(moduleFigures(undefined)).toEqual([]);
  });
});
