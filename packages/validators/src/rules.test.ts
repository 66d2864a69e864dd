import { describe, expect, it } from 'vitest';
import type { MessageKey } from './messages';
import { RULE_NAMES, rules } from './rules';
import type { RuleName } from './rules';

interface RuleCases {
  readonly valid: readonly string[];
  readonly invalid: ReadonlyArray<readonly [value: string, key: MessageKey]>;
}

const repeat = (text: string, times: number) => text.repeat(times);
/** A bank-card-like number of `length` digits starting with 6. */
const card = (length: number) => `6${'2'.repeat(length - 1)}`;

const landline = 'validators.landline.invalid';
const mobile = 'validators.mobile.invalid';
const phone = 'validators.phone.invalid';
const hotline = 'validators.hotline.invalid';
const email = 'validators.email.invalid';
const hasSpace = 'validators.name.hasSpace';
const notLetters = 'validators.name.notLetters';
const tooLong = 'validators.name.tooLong';
const notChinese = 'validators.chineseName.notChinese';
const parensNotLetters = 'validators.nameWithParens.notLetters';
const idCard = 'validators.idCard.invalid';
const notPositive = 'validators.positiveInteger.invalid';
const overCap = 'validators.positiveInteger.tooLarge';
const overMinutes = 'validators.minutes.tooLarge';
const creditCode = 'validators.creditCode.invalid';
const notNumber = 'validators.number.invalid';
const bankCard = 'validators.bankCard.invalid';

const cases: Record<RuleName, RuleCases> = {
  landline: {
    valid: ['010-1234567', '010-12345678', '0755-1234567', '0755-12345678'],
    invalid: [
      ['01-1234567', landline], // area code of 2 digits
      ['01234-1234567', landline], // area code of 5 digits
      ['010-123456', landline], // 6-digit number
      ['010-123456789', landline], // 9-digit number
      ['0101234567', landline], // no hyphen
      ['010 1234567', landline],
      ['010-1234567-1234', landline], // extensions belong to `phone`
      ['13800138000', landline],
      ['abc-defghij', landline],
    ],
  },
  mobile: {
    valid: [
      '13800138000',
      '19912345678',
      '013800138000', // prefix 0
      '8613800138000', // prefix 86
      '1795113800138000', // prefix 17951
    ],
    invalid: [
      ['12800138000', mobile], // second digit 2
      ['11800138000', mobile], // second digit 1
      ['10800138000', mobile],
      ['1380013800', mobile], // 10 digits
      ['138001380001', mobile], // 12 digits
      ['+8613800138000', mobile], // + is not one of the spec's prefixes
      ['8713800138000', mobile], // unknown prefix
      ['1795213800138000', mobile],
      ['138-0013-8000', mobile],
      ['23800138000', mobile],
    ],
  },
  phone: {
    valid: ['13800138000', '8613800138000', '010-1234567', '0755-12345678', '010-1234567-1234'],
    invalid: [
      ['010-1234567-123', phone], // extension must have 4 digits
      ['010-1234567-12345', phone],
      ['010-1234567 1234', phone],
      ['4001234567', phone], // service numbers belong to `hotline`
      ['12800138000', phone],
      ['phone', phone],
    ],
  },
  hotline: {
    valid: [
      '13800138000',
      '010-1234567',
      '010-1234567-1234',
      '4001234567',
      '400-123-4567',
      '400-1234567',
      '8001234567',
      '800-123-4567',
    ],
    invalid: [
      ['400123456', hotline], // 6 more digits
      ['40012345678', hotline], // 8 more digits
      ['500-123-4567', hotline],
      ['400-12-34567', hotline],
      ['400-1234-567', hotline],
      ['12800138000', hotline],
    ],
  },
  email: {
    valid: ['a@b.co', 'first.last+tag@sub.example.com', 'user_1@example.com.cn', 'X-Y@EXAMPLE.ORG'],
    invalid: [
      ['a@b', email],
      ['@b.com', email],
      ['a@.com', email],
      ['a@b.c', email], // one-letter top-level domain
      ['a@@b.com', email],
      ['a b@c.com', email],
      ['用户@example.com', email],
      ['plainaddress', email],
    ],
  },
  name: {
    valid: ['张三', 'John', 'Zhang三', '买买提·艾力', 'Anna·Karenina', repeat('张', 79), repeat('a', 79)],
    invalid: [
      ['John Smith', hasSpace],
      ['张 三', hasSpace],
      ['张\u3000三', hasSpace], // full-width space
      [' 张三', hasSpace],
      ['张三\t', hasSpace],
      ['1 2', hasSpace], // spaces are reported before non-letters
      [`${repeat('张', 90)} `, hasSpace],
      ['张三1', notLetters],
      ["O'Brien", notLetters],
      ['张三(小)', notLetters],
      ['·张三', notLetters], // the middle dot only joins two runs of letters
      ['张三·', notLetters],
      ['张··三', notLetters],
      [`${repeat('张', 90)}1`, notLetters], // non-letters are reported before length
      [repeat('张', 80), tooLong],
      [repeat('a', 80), tooLong],
      [repeat('𠀀', 80), tooLong], // astral Han characters count once each
    ],
  },
  chineseName: {
    valid: ['张三', '买买提·艾力', '𠀀', repeat('张', 100)],
    invalid: [
      ['John', notChinese],
      ['张三a', notChinese],
      ['张 三', notChinese],
      ['张三1', notChinese],
      ['·张三', notChinese],
      ['张三（小）', notChinese],
    ],
  },
  nameWithParens: {
    valid: [
      '某某养老院（北院）',
      'ABC(China)',
      '张三(小)',
      '(张三)',
      '买买提·艾力（新疆）',
      repeat('张', 79),
    ],
    invalid: [
      ['张 三(小)', hasSpace],
      ['张三[小]', parensNotLetters],
      ['张三(1)', parensNotLetters],
      ['张三·', parensNotLetters],
      [repeat('张', 80), tooLong],
      [`${repeat('张', 78)}()`, tooLong],
    ],
  },
  idCard: {
    valid: [
      '11010519491231002X',
      '11010519491231002x',
      '440524188001010014',
      '110105491231002', // 15 digits
      '341721195001011230', // a real check character and date
    ],
    invalid: [
      ['1101051949123100', idCard], // 16 characters
      ['11010519491231002', idCard], // 17
      ['1101051949123100201', idCard], // 19
      ['11010519491231002Y', idCard],
      ['1101051949123X0020', idCard], // X only as the last character
      ['11010549123100X', idCard], // a 15-digit id has no X
      ['11010519491231002X ', idCard],
      ['110105194912310021', idCard], // wrong check digit (GB 11643 mod 11-2)
      ['341721195001011234', idCard], // wrong check digit
      ['110105194913310021', idCard], // month 13 (check character recomputed: only the date is wrong)
      ['11010519500230002X', idCard], // 30 February (check character right)
      ['110105491331002', idCard], // 15 digits, month 13
      ['110105209901010020', idCard], // born in 2099: in the future
    ],
  },
  positiveInteger: {
    valid: ['1', '42', '2147483647'],
    invalid: [
      ['0', notPositive],
      ['-1', notPositive],
      ['1.5', notPositive],
      ['1.0', notPositive],
      ['01', notPositive],
      ['+1', notPositive],
      ['1e3', notPositive],
      ['abc', notPositive],
      ['2147483648', overCap],
      ['99999999999999999999999999999999', overCap],
    ],
  },
  minutes: {
    valid: ['1', '60', '1440'],
    invalid: [
      ['1441', overMinutes],
      ['2147483648', overMinutes],
      ['0', notPositive],
      ['1.5', notPositive],
      ['90.0', notPositive],
      ['-30', notPositive],
    ],
  },
  creditCode: {
    valid: ['91350100M000100Y43', 'abc123', 'ABC', '123'],
    invalid: [
      ['9135-0100', creditCode],
      ['信用代码', creditCode],
      ['a b', creditCode],
      ['ＡＢＣ', creditCode], // full-width letters
    ],
  },
  number: {
    valid: ['0', '-1', '3.14', '-0.5', '007', '123456789012345678901234567890'],
    invalid: [
      ['1.', notNumber],
      ['.5', notNumber],
      ['1.2.3', notNumber],
      ['--1', notNumber],
      ['+1', notNumber],
      ['1e3', notNumber],
      ['１', notNumber], // full-width digit
      ['abc', notNumber],
      ['-', notNumber],
    ],
  },
  integerRange: {
    valid: ['0', '42', '-42', '2147483647', '-2147483648'],
    invalid: [
      ['2147483648', notNumber],
      ['-2147483649', notNumber],
      ['1.5', notNumber],
      ['abc', notNumber],
      ['-', notNumber],
    ],
  },
  bankCard: {
    valid: [12, 16, 17, 18, 19, 20].map(card),
    invalid: [
      [card(11), bankCard],
      [card(13), bankCard],
      [card(14), bankCard],
      [card(15), bankCard],
      [card(21), bankCard],
      [`0${'2'.repeat(15)}`, bankCard], // leading 0
      ['6222 0212 3456 7890', bankCard],
      ['622202123456789X', bankCard],
    ],
  },
};

describe.each(RULE_NAMES)('rule %s', (name) => {
  const rule = rules[name];
  const { valid, invalid } = cases[name];

  it('is registered under its own name', () => {
    expect(rule.name).toBe(name);
  });

  it('accepts the empty string', () => {
    expect(rule.check('')).toBeUndefined();
  });

  it.each(valid)('accepts %s', (value) => {
    expect(rule.check(value)).toBeUndefined();
  });

  it.each(invalid)('refuses %s with %s', (value, key) => {
    expect(rule.check(value)).toBe(key);
    expect(rule.messageKeys).toContain(key);
  });

  it('refuses whitespace-only text', () => {
    expect(rule.check('   ')).toBeDefined();
  });

  it('has cases for every key it can report', () => {
    const reported = new Set(invalid.map(([, key]) => key));
    expect([...reported].sort()).toEqual([...rule.messageKeys].sort());
  });
});
