import { describe, expect, it } from 'vitest';
import { normaliseForRules, toDigits, toMoney } from './normalise';

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

describe('normaliseForRules', () => {
  it.each([
    [['idCard'], '3417 2119 5001 0112 30', '341721195001011230'],
    [['mobile'], ' 138 0013 8000 ', '13800138000'],
    [['phone'], '0566\u30002345678', '05662345678'], // full-width IME space
    [['hotline'], '400 123 4567', '4001234567'],
    [['landline'], '0566-234 5678', '0566-2345678'],
    [['bankCard'], '6217 0000 0000 0000', '6217000000000000'],
  ] as const)('%j strips the spaces of %j', (rules, input, output) => {
    expect(normaliseForRules(rules, input)).toBe(output);
  });

  it('leaves other rules and non-text values alone', () => {
    expect(normaliseForRules(['name'], '张 三')).toBe('张 三');
    expect(normaliseForRules([], ' a b ')).toBe(' a b ');
    expect(normaliseForRules(['mobile'], 13800138000)).toBe(13800138000);
    expect(normaliseForRules(['idCard'], null)).toBeNull();
  });
});
