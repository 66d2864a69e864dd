import { describe, expect, it } from 'vitest';
import { isIdCardChecksumValid, parseIdCard } from './id-card';

/** Local calendar dates, as `parseIdCard` reads its reference date. */
const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);
const REFERENCE = on(2024, 6, 15);

describe('parseIdCard', () => {
  it.each([
    // id, birth date, gender (1 = even digit = female), age on 2024-06-15
    ['11010519491231002X', '1949-12-31', 1, 74],
    ['11010519491231002x', '1949-12-31', 1, 74],
    ['440524188001010014', '1880-01-01', 0, 144],
    ['320102198506151236', '1985-06-15', 0, 39], // birthday on the reference date counts
    ['110101200002290018', '2000-02-29', 0, 24],
    ['110101200002290026', '2000-02-29', 1, 24],
    ['110105491231002', '1949-12-31', 1, 74], // 15 digits: 19YYMMDD, gender from the 15th digit
    ['110105491231001', '1949-12-31', 0, 74],
    ['110101960229003', '1996-02-29', 0, 28],
  ] as const)('reads %s', (id, birthDate, gender, age) => {
    expect(parseIdCard(id, REFERENCE)).toEqual({ birthDate, gender, age });
  });

  it('takes gender from the 17th digit of an 18-digit id, not from the check character', () => {
    // Same first 16 digits; 17th digit 1 (odd) vs 2 (even).
    expect(parseIdCard('110101200002290018', REFERENCE)?.gender).toBe(0);
    expect(parseIdCard('110101200002290026', REFERENCE)?.gender).toBe(1);
  });

  it('counts full years, a Feb 29 birthday being reached on Mar 1 in common years', () => {
    const leapling = '110101200002290018';
    expect(parseIdCard(leapling, on(2023, 2, 28))?.age).toBe(22);
    expect(parseIdCard(leapling, on(2023, 3, 1))?.age).toBe(23);
    expect(parseIdCard(leapling, on(2024, 2, 28))?.age).toBe(23);
    expect(parseIdCard(leapling, on(2024, 2, 29))?.age).toBe(24);
    expect(parseIdCard('11010519491231002X', on(2024, 12, 30))?.age).toBe(74);
    expect(parseIdCard('11010519491231002X', on(2024, 12, 31))?.age).toBe(75);
  });

  it('gives age 0 on the day of birth and refuses a birth after the reference date', () => {
    expect(parseIdCard('110105202406150016', REFERENCE)?.age).toBe(0);
    expect(parseIdCard('110105202406160011', REFERENCE)).toBeUndefined();
  });

  it.each([
    ['110105202302300016', '2023-02-30'],
    ['110105202302290010', '2023-02-29, not a leap year'],
    ['110105190002290010', '1900-02-29, not a leap year'],
    ['110101000229001', '1900-02-29 in a 15-digit id'],
    ['110105202313010010', 'month 13'],
    ['110105202300100010', 'month 00'],
    ['110105202301000010', 'day 00'],
    ['110105202304310010', 'April 31'],
    ['179901010000000019', 'year 1799'],
    ['110105000001010010', 'year 0000'],
  ])('refuses %s (%s)', (id) => {
    expect(parseIdCard(id, REFERENCE)).toBeUndefined();
  });

  it.each([
    '',
    '123',
    '11010519491231002',
    '11010519491231002Y',
    '1101051949123100201',
    ' 11010519491231002X',
  ])('refuses the malformed %j', (id) => {
    expect(parseIdCard(id, REFERENCE)).toBeUndefined();
  });

  it('refuses an invalid reference date and defaults the reference to now', () => {
    expect(parseIdCard('11010519491231002X', new Date(Number.NaN))).toBeUndefined();
    const now = new Date();
    const expected = now.getFullYear() - 1949 - (now.getMonth() === 11 && now.getDate() === 31 ? 0 : 1);
    expect(parseIdCard('11010519491231002X')?.age).toBe(expected);
  });
});

describe('isIdCardChecksumValid', () => {
  it.each([
    '11010519491231002X',
    '11010519491231002x',
    '440524188001010014',
    '110101200002290018',
    '320102198506151236',
  ])('accepts %s', (id) => {
    expect(isIdCardChecksumValid(id)).toBe(true);
  });

  it.each([
    ['110105194912310021', 'wrong check digit'],
    ['110105194912310020', 'X replaced by 0'],
    ['11010519491213002X', 'transposed digits (check should be 9)'],
    ['11010519941231002X', 'transposed year digits'],
    ['440524188001010015', 'last digit off by one'],
  ])('refuses %s (%s)', (id) => {
    expect(isIdCardChecksumValid(id)).toBe(false);
  });

  it('accepts a well-formed 15-digit id, which has no check digit', () => {
    expect(isIdCardChecksumValid('110105491231002')).toBe(true);
  });

  it.each(['', 'abc', '11010519491231002', '1101054912310X2', '11010519491231002Y'])(
    'refuses the malformed %j',
    (id) => {
      expect(isIdCardChecksumValid(id)).toBe(false);
    },
  );
});
