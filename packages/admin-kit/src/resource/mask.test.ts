import { describe, expect, it } from 'vitest';
import { maskIdCard, maskPhone } from './mask';

describe('masks', () => {
  it('masks the middle of an ID number', () => {
    expect(maskIdCard('110101194001011250')).toBe('110101********1250');
    expect(maskIdCard('123')).toBe('123');
  });
  it('masks a mobile and a landline', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('010-12345678')).toBe('010-12****78');
  });
});
