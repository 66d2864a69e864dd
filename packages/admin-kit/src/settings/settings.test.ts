import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import {
  clampSidebarWidth,
  DEFAULT_LAYOUT_SETTINGS,
  loadLayoutSettings,
  loadSidebarState,
  saveLayoutSettings,
} from './layout-settings';
import { applyRoleTheme, roleThemeOf } from './role-theme';
import { detectSize, persistSize, SIZE_CONTROL_HEIGHT, sizeTokens } from './sizes';
import { DEFAULT_STORAGE_NAMESPACE, kitStorageKey } from './storage-namespace';

const SETTINGS_STORAGE_KEY = kitStorageKey(DEFAULT_STORAGE_NAMESPACE, 'layoutSettings');

describe('sizes', () => {
  it('maps the four sizes to 40/36/32/28', () => {
    expect(SIZE_CONTROL_HEIGHT).toEqual({ default: 40, medium: 36, small: 32, mini: 28 });
    expect(sizeTokens('mini').controlHeight).toBe(28);
  });
  it('defaults to medium, else the size cookie', () => {
    expect(detectSize()).toBe('medium');
    persistSize('small');
    expect(Cookies.get('size')).toBe('small');
    expect(detectSize()).toBe('small');
    Cookies.set('size', 'huge');
    expect(detectSize()).toBe('medium');
  });
});

describe('layout settings', () => {
  it('has SPEC §9 defaults', () => {
    expect(DEFAULT_LAYOUT_SETTINGS).toEqual({
      themeColor: '#1890ff',
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: false,
      appearance: 'light',
      density: 'default',
    });
    expect(loadLayoutSettings()).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });
  it('round-trips and ignores corrupt values', () => {
    saveLayoutSettings({
      themeColor: '#13c2c2',
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: true,
      appearance: 'dark',
      density: 'compact',
    });
    expect(loadLayoutSettings()).toMatchObject({
      themeColor: '#13c2c2',
      appearance: 'dark',
      density: 'compact',
    });
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{"appearance":"dim","density":"tiny"}');
    expect(loadLayoutSettings()).toEqual(DEFAULT_LAYOUT_SETTINGS);
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{"themeColor":"red","tagsView":"yes"}');
    expect(loadLayoutSettings()).toEqual(DEFAULT_LAYOUT_SETTINGS);
    localStorage.setItem(SETTINGS_STORAGE_KEY, 'not json');
    expect(loadLayoutSettings()).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });
  it("takes a host's defaults where nothing is stored, the stored choice where it is", () => {
    const brand = { ...DEFAULT_LAYOUT_SETTINGS, themeColor: '#0f766e' };
    expect(loadLayoutSettings(localStorage, brand).themeColor).toBe('#0f766e');
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{"themeColor":"#722ed1"}');
    expect(loadLayoutSettings(localStorage, brand).themeColor).toBe('#722ed1');
  });
  it('keeps the sidebar between 250 and 500 px, default 250', () => {
    expect(loadSidebarState()).toEqual({ opened: true, width: 250 });
    expect(clampSidebarWidth(100)).toBe(250);
    expect(clampSidebarWidth(900)).toBe(500);
    expect(clampSidebarWidth(321.4)).toBe(321);
  });
});

describe('role theme', () => {
  it('maps role keys to themes (SPEC §6)', () => {
    for (const key of ['sup_admin', 'sys_admin', 'operate_summary_manage', 'operate_manage']) {
      expect(roleThemeOf(key)).toBe('operation');
    }
    expect(roleThemeOf('dev_manage')).toBe('maintenance');
    expect(roleThemeOf('street_manage')).toBe('enterprise');
    expect(roleThemeOf(undefined)).toBe('enterprise');
  });
  it('puts exactly one theme class on the body', () => {
    applyRoleTheme('operation');
    applyRoleTheme('maintenance');
    expect(document.body.className).toBe('theme-maintenance');
  });
});
