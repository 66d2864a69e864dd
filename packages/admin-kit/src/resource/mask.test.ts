import { maskFieldText as serverPolicy } from '@eldercare/contract';
import { describe, expect, it } from 'vitest';
import { maskFieldText } from './mask';

describe('masks', () => {
  it('masks an ID number as the server does (first 4, last 4)', () => {
    expect(maskFieldText('idCard', '110101194001011250')).toBe('1101**********1250');
    expect(maskFieldText('idCard', '123')).toBe('***');
  });
  it('masks a mobile and a landline as the server does (first 3, last 4)', () => {
    expect(maskFieldText('mobile', '13800138000')).toBe('138****8000');
    expect(maskFieldText('landline', '010-12345678')).toBe('010*****5678');
  });
  it('is the server policy itself, not a copy', () => {
    expect(maskFieldText).toBe(serverPolicy);
  });
});
