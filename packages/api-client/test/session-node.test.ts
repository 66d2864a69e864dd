import { describe, expect, it } from 'vitest';
import { getDataType, getToken, removeToken, setDataType, setToken } from '../src/index.js';

describe('session helpers without a browser (Node scripts, SSR)', () => {
  it('do not throw and hold nothing', () => {
    expect(typeof document).toBe('undefined');
    expect(() => setToken('x')).not.toThrow();
    expect(() => setDataType('test')).not.toThrow();
    expect(() => removeToken()).not.toThrow();
    expect(getToken()).toBeUndefined();
    expect(getDataType()).toBeUndefined();
  });
});
