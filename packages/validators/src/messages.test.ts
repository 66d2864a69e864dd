import { describe, expect, it } from 'vitest';
import { INTEGER_CAP, MINUTES_CAP, NAME_MAX_LENGTH } from './constants';
import { DEFAULT_LOCALE, LOCALES } from './locale';
import type { Locale } from './locale';
import { MESSAGE_KEYS, formatMessage, isMessageKey, messages } from './messages';
import type { MessageKey } from './messages';
import { RULE_NAMES, rules } from './rules';

/** SPEC §5's texts, copied from the spec; nameWithParens's is ours (the spec does not show one). */
const specTexts: Record<MessageKey, string> = {
  'validators.landline.invalid': '格式有误，重新输入！如010-1234567',
  'validators.mobile.invalid': '手机号码格式有误，请重新输入！',
  'validators.phone.invalid': '请输入正确的电话号码或者固话号码',
  'validators.hotline.invalid': '电话或手机号码格式有误，请重新输入！',
  'validators.email.invalid': '请输入正确的邮箱地址',
  'validators.name.hasSpace': '姓名不能包含空格！',
  'validators.name.notLetters': '请输入汉字或英文类型！',
  'validators.name.tooLong': '长度不能超过80个汉字！',
  'validators.chineseName.notChinese': '请输入汉字类型！',
  'validators.nameWithParens.notLetters': '请输入汉字、英文或括号！',
  'validators.idCard.invalid': '请输入正确的证件号码！',
  'validators.positiveInteger.invalid': '请输入正整数！',
  'validators.positiveInteger.tooLarge': '请输入小于等于2147483647的正整数！',
  'validators.minutes.tooLarge': '不能超过1440分钟！',
  'validators.creditCode.invalid': '信用代码仅由英文字母，数字组成',
  'validators.number.invalid': '格式错误，请输入数字！',
  'validators.bankCard.invalid': '请输入正确的银行卡号',
};

describe('message catalogue', () => {
  it('has identical key sets in every locale', () => {
    const zhKeys = Object.keys(messages['zh-CN']).sort();
    for (const locale of LOCALES) expect(Object.keys(messages[locale]).sort()).toEqual(zhKeys);
    expect([...MESSAGE_KEYS].sort()).toEqual(zhKeys);
  });

  it('namespaces every key under validators.<rule>.', () => {
    for (const key of MESSAGE_KEYS) expect(key).toMatch(/^validators\.[a-zA-Z]+\.[a-zA-Z]+$/);
  });

  it('holds the spec texts in zh-CN byte for byte', () => {
    expect(messages['zh-CN']).toEqual(specTexts);
    // Full-width punctuation, not ASCII look-alikes.
    expect(messages['zh-CN']['validators.name.hasSpace'].endsWith('\uFF01')).toBe(true);
    expect(messages['zh-CN']['validators.creditCode.invalid']).toContain('\uFF0C');
  });

  it.each(['en', 'es'] as const)('translates every message into %s', (locale) => {
    for (const key of MESSAGE_KEYS) {
      const text = messages[locale][key];
      expect(text.trim().length).toBeGreaterThan(10);
      expect(text).not.toBe(messages['zh-CN'][key]);
      expect(text).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it.each(LOCALES)('quotes the limits and the example number in %s', (locale) => {
    const m = messages[locale];
    expect(m['validators.name.tooLong']).toContain(String(NAME_MAX_LENGTH));
    expect(m['validators.positiveInteger.tooLarge']).toContain(String(INTEGER_CAP));
    expect(m['validators.minutes.tooLarge']).toContain(String(MINUTES_CAP));
    expect(m['validators.landline.invalid']).toContain('010-1234567');
  });

  it('is exactly the union of what the rules can report', () => {
    const reported = new Set(RULE_NAMES.flatMap((name) => rules[name].messageKeys));
    expect([...reported].sort()).toEqual([...MESSAGE_KEYS].sort());
  });
});

describe('formatMessage', () => {
  it('defaults to zh-CN', () => {
    expect(DEFAULT_LOCALE).toBe('zh-CN');
    expect(formatMessage('validators.mobile.invalid')).toBe('手机号码格式有误，请重新输入！');
  });

  it('reads the requested locale', () => {
    expect(formatMessage('validators.mobile.invalid', 'en')).toBe('Invalid mobile number, please re-enter.');
    expect(formatMessage('validators.mobile.invalid', 'es')).toBe(
      'Número de móvil no válido; vuelva a introducirlo.',
    );
  });

  it('falls back to zh-CN for an unknown locale and echoes an unknown key', () => {
    expect(formatMessage('validators.bankCard.invalid', 'fr' as Locale)).toBe('请输入正确的银行卡号');
    expect(formatMessage('validators.nope' as MessageKey, 'en')).toBe('validators.nope');
    expect(isMessageKey('validators.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('validators.email.invalid')).toBe(true);
  });
});
