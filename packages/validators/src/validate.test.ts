import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { MESSAGE_KEYS, messages } from './messages';
import type { MessageKey } from './messages';
import { RULE_NAMES } from './rules';
import type { RuleName } from './rules';
import { isEmptyValue, validate } from './validate';
import type { FieldValue } from './validate';

/** One input per message, so every message is seen through `validate` in every locale. */
const trigger: ReadonlyArray<readonly [RuleName, FieldValue, MessageKey]> = [
  ['landline', '010-123', 'validators.landline.invalid'],
  ['mobile', '12800138000', 'validators.mobile.invalid'],
  ['phone', '010-1234567-1', 'validators.phone.invalid'],
  ['hotline', '400-12345', 'validators.hotline.invalid'],
  ['email', 'a@b', 'validators.email.invalid'],
  ['name', '张 三', 'validators.name.hasSpace'],
  ['name', '张三3', 'validators.name.notLetters'],
  ['name', '张'.repeat(80), 'validators.name.tooLong'],
  ['chineseName', 'Li', 'validators.chineseName.notChinese'],
  ['nameWithParens', '张三<小>', 'validators.nameWithParens.notLetters'],
  ['idCard', '123', 'validators.idCard.invalid'],
  ['positiveInteger', 0, 'validators.positiveInteger.invalid'],
  ['positiveInteger', 2147483648, 'validators.positiveInteger.tooLarge'],
  ['minutes', 1441, 'validators.minutes.tooLarge'],
  ['creditCode', 'AB-12', 'validators.creditCode.invalid'],
  ['number', '1,5', 'validators.number.invalid'],
  ['bankCard', '0222022202220222', 'validators.bankCard.invalid'],
];

describe('validate', () => {
  it('has a trigger for every message', () => {
    expect(new Set(trigger.map(([, , key]) => key)).size).toBe(MESSAGE_KEYS.length);
  });

  it.each(trigger)('%s(%s) reports %s in every locale', (rule, value, key) => {
    expect(validate(rule, value)).toBe(messages['zh-CN'][key]);
    for (const locale of LOCALES) expect(validate(rule, value, locale)).toBe(messages[locale][key]);
  });

  it.each(RULE_NAMES)('%s allows undefined, null and the empty string', (rule) => {
    for (const locale of LOCALES) {
      expect(validate(rule, undefined, locale)).toBeUndefined();
      expect(validate(rule, null, locale)).toBeUndefined();
      expect(validate(rule, '', locale)).toBeUndefined();
    }
  });

  it.each(RULE_NAMES)('%s checks whitespace-only text instead of treating it as empty', (rule) => {
    expect(validate(rule, ' ')).toBeTypeOf('string');
  });

  it('checks numbers as their decimal text', () => {
    expect(validate('positiveInteger', 2147483647)).toBeUndefined();
    expect(validate('minutes', 1440)).toBeUndefined();
    expect(validate('minutes', 1.5)).toBe('请输入正整数！');
    expect(validate('number', -1.5)).toBeUndefined();
    expect(validate('integerRange', -2147483648)).toBeUndefined();
    expect(validate('mobile', 13800138000)).toBeUndefined();
    expect(validate('bankCard', 6222021234567890)).toBeUndefined();
    expect(validate('number', Number.NaN)).toBe('格式错误，请输入数字！');
    expect(validate('number', Number.POSITIVE_INFINITY)).toBe('格式错误，请输入数字！');
    expect(validate('positiveInteger', 1e21)).toBe('请输入正整数！');
  });

  it('gives the general message for a value that is not text or a number', () => {
    expect(validate('name', {} as unknown as FieldValue)).toBe('请输入汉字或英文类型！');
    expect(validate('mobile', true as unknown as FieldValue, 'en')).toBe(
      'Invalid mobile number, please re-enter.',
    );
    expect(validate('minutes', [] as unknown as FieldValue)).toBe('请输入正整数！');
  });

  it('throws on an unknown rule name, a programming error', () => {
    expect(() => validate('postcode' as RuleName, '100000')).toThrow(TypeError);
  });
});

describe('isEmptyValue', () => {
  it('is true for undefined, null and the empty string only', () => {
    expect([undefined, null, ''].every(isEmptyValue)).toBe(true);
    expect([' ', 0, '0', false, Number.NaN, []].some(isEmptyValue)).toBe(false);
  });
});
