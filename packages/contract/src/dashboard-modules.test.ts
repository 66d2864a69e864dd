import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_COUNTED_MODULES,
  DASHBOARD_FACILITY_MODULES,
  DASHBOARD_MAX_MODULE_TILES,
  ownDashboardModules,
  ownModuleRoom,
} from './dashboard-modules.js';

describe('ownModuleRoom', () => {
  it('leaves no room for own modules when the caller lists at least half the counted ones', () => {
    const half = Math.ceil(DASHBOARD_COUNTED_MODULES.length / 2);
    expect(ownModuleRoom(DASHBOARD_COUNTED_MODULES.length)).toBe(0);
    expect(ownModuleRoom(half)).toBe(0);
  });

  it('fills the tiles up to the maximum otherwise', () => {
    const few = Math.ceil(DASHBOARD_COUNTED_MODULES.length / 2) - 1;
    expect(ownModuleRoom(few)).toBe(DASHBOARD_MAX_MODULE_TILES - few);
    expect(ownModuleRoom(0)).toBe(DASHBOARD_MAX_MODULE_TILES);
  });
});

describe('ownDashboardModules', () => {
  it('takes the listable modules that are neither counted nor facilities, in the given order, up to the room', () => {
    const counted = DASHBOARD_COUNTED_MODULES[0];
    const facility =
      DASHBOARD_FACILITY_MODULES.find((m) => !(DASHBOARD_COUNTED_MODULES as readonly string[]).includes(m)) ??
      '';
    const own = Array.from({ length: DASHBOARD_MAX_MODULE_TILES + 2 }, (_, i) => `own${i}`);
    const listable = new Set([counted, facility, ...own]);
    const modules = [facility, counted, 'notListable', ...own];
    expect(ownDashboardModules(modules, (m) => listable.has(m))).toEqual(own.slice(0, ownModuleRoom(1)));
  });

  it('adds none for a role that lists most counted modules', () => {
    const listable = new Set<string>([...DASHBOARD_COUNTED_MODULES, 'own0']);
    expect(ownDashboardModules(['own0'], (m) => listable.has(m))).toEqual([]);
  });
});
