import { describe, expect, it } from 'vitest';
import { toDigits, toMoney } from './normalise';

describe('toDigits', () => {
  it.each([
    ['138 0013-8000', '13800138000'],
    ['abc', ''],
    ['', ''],
    ['a1b2c3', '123'],
    ['１２３', '123'], // full-width digits
    ['-12.5', '125'],
    ['٣', ''], // other scripts' digits are not ASCII digits
  ])('%j → %j', (input, output) => {
    expect(toDigits(input)).toBe(output);
  });

  it('handles numbers, null and undefined', () => {
    expect(toDigits(12345)).toBe('12345');
    expect(toDigits(-1.5)).toBe('15');
    expect(toDigits(1e21)).toBe('1000000000000000000000');
    expect(toDigits(Number.NaN)).toBe('');
    expect(toDigits(null)).toBe('');
    expect(toDigits(undefined)).toBe('');
  });
});

describe('toMoney', () => {
  it.each([
    ['12.345', '12.34'], // cut, not rounded
    ['12.349', '12.34'],
    ['12.3', '12.3'],
    ['12.', '12.'], // mid-typing
    ['12', '12'],
    ['a1.2.3', '1.23'], // later points dropped, their digits join the fraction
    ['1..5', '1.5'],
    ['.5', '0.5'],
    ['.', '0.'],
    ['007', '7'],
    ['0', '0'],
    ['000', '0'],
    ['00.50', '0.50'],
    ['-3.5', '3.5'], // no sign
    ['¥1,234.56', '1234.56'],
    ['１２．５', '12.5'], // full-width digits and point
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(toMoney(input)).toBe(output);
  });

  it('handles numbers, null and undefined', () => {
    expect(toMoney(12.345)).toBe('12.34');
    expect(toMoney(0.1 + 0.2)).toBe('0.30');
    expect(toMoney(1e-7)).toBe('0.00');
    expect(toMoney(100)).toBe('100');
    expect(toMoney(Number.POSITIVE_INFINITY)).toBe('');
    expect(toMoney(null)).toBe('');
    expect(toMoney(undefined)).toBe('');
  });
});
