import { describe, expect, it } from 'vitest';
import { DASHBOARD_COUNTED_MODULES, DASHBOARD_MAX_MODULE_TILES, ownModuleRoom } from './dashboard-modules.js';

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
