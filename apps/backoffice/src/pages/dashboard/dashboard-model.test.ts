import { describe, expect, it } from 'vitest';
import { findResource } from '@eldercare/resources';
import {
  DASHBOARD_COUNTED_MODULES as COUNTED_MODULES,
  DASHBOARD_FACILITY_MODULES as FACILITY_MODULES,
} from '@eldercare/api-client/contract';
import { moduleFigures, nonEmptySlices, pieHeight, pieOption } from './dashboard-model';

describe('dashboard model', () => {
  it('counts only modules the catalogue declares', () => {
    for (const key of [...COUNTED_MODULES, ...FACILITY_MODULES]) expect(findResource(key), key).toBeDefined();
  });

  it('leaves zero slices out of a pie, biggest first', () => {
    const slices = [
      { name: 'a', value: 0 },
      { name: 'b', value: 2 },
      { name: 'c', value: 5 },
    ];
    expect(nonEmptySlices(slices).map((s) => s.name)).toEqual(['c', 'b']);
    expect(pieOption(slices, 'x').series[0]?.data).toHaveLength(2);
  });

  it('on a phone, lists every slice with its count under an unlabelled pie, and grows to hold them', () => {
    const slices = [
      { name: 'Muy mayor (80+)', value: 509 },
      { name: 'Pobreza extrema', value: 470 },
      { name: 'nadie', value: 0 },
    ];
    const wide = pieOption(slices, 'x');
    const narrow = pieOption(slices, 'x', { narrow: true });
    expect(wide.series[0]?.label).toEqual({ formatter: '{b}\n{c}', overflow: 'break' });
    expect(narrow.series[0]?.label).toEqual({ show: false });
    const legend = narrow.legend as { type: string; formatter: (name: string) => string };
    expect(legend.type).toBe('plain');
    expect(legend.formatter('Pobreza extrema')).toBe('Pobreza extrema  470');
    expect(pieHeight(slices, { narrow: true })).toBeGreaterThan(
      pieHeight(slices.slice(0, 1), { narrow: true }),
    );
    expect(pieHeight(slices)).toBe(pieHeight([]));
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
