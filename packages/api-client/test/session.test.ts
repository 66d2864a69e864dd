// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  DATA_TYPE_KEY,
  getDataType,
  getToken,
  removeDataType,
  removeToken,
  setDataType,
  setToken,
  TOKEN_KEY,
} from '../src/index.js';

afterEach(() => {
  removeToken();
  removeDataType();
});

describe('session helpers (SPEC §4)', () => {
  it('stores the token in a cookie and in localStorage under Admin-Token', () => {
    expect(TOKEN_KEY).toBe('Admin-Token');
    setToken('abc.def');
    expect(document.cookie).toContain('Admin-Token=abc.def');
    expect(localStorage.getItem('Admin-Token')).toBe('abc.def');
    expect(getToken()).toBe('abc.def');
  });

  it('reads localStorage when the cookie is gone (e.g. expired session cookie)', () => {
    localStorage.setItem('Admin-Token', 'from-storage');
    expect(getToken()).toBe('from-storage');
  });

  it('removeToken clears both places', () => {
    setToken('x');
    removeToken();
    expect(document.cookie).not.toContain('Admin-Token');
    expect(localStorage.getItem('Admin-Token')).toBeNull();
    expect(getToken()).toBeUndefined();
  });

  it('stores the data type locally and ignores unknown values', () => {
    setDataType('trial');
    expect(localStorage.getItem(DATA_TYPE_KEY)).toBe('trial');
    expect(getDataType()).toBe('trial');
    localStorage.setItem(DATA_TYPE_KEY, 'production; drop table');
    expect(getDataType()).toBeUndefined();
  });
});
