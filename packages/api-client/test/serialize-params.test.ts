import { describe, expect, it } from 'vitest';
import { serializeParams } from '../src/client/serialize-params.js';

describe('serializeParams (SPEC §7)', () => {
  it('repeats array keys without indices and leaves out null and undefined', () => {
    expect(serializeParams({ ids: [1, 2], name: '张 三', empty: null, gone: undefined })).toBe(
      'ids=1&ids=2&name=%E5%BC%A0%20%E4%B8%89',
    );
  });

  it('writes nested objects with dots and dates as ISO text', () => {
    expect(serializeParams({ a: { b: 1, c: [true, false] }, at: new Date('2026-01-02T03:04:05.000Z') })).toBe(
      'a.b=1&a.c=true&a.c=false&at=2026-01-02T03%3A04%3A05.000Z',
    );
  });

  it('answers an empty string for no params', () => {
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams({})).toBe('');
  });
});
