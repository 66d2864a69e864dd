import { INTEGER_CAP, MINUTES_CAP, NAME_MAX_LENGTH } from './constants';
import { isIdCardChecksumValid, parseIdCard } from './id-card';
import type { MessageKey } from './messages';
import * as P from './patterns';

export const RULE_NAMES = [
  'landline',
  'mobile',
  'phone',
  'hotline',
  'email',
  'name',
  'chineseName',
  'nameWithParens',
  'idCard',
  'positiveInteger',
  'minutes',
  'creditCode',
  'number',
  'integerRange',
  'bankCard',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];

/**
 * A rule as data, so form libraries (antd, the server's schema builder) can adapt it without
 * going through `validate`. `check` works on the raw text: it returns the key of the first
 * problem found, or `undefined` when the value is acceptable. `''` is always acceptable: whether
 * a field is required is the form's business, not the rule's.
 */
export interface RuleDef {
  readonly name: RuleName;
  /** Every key `check` can return. The first one is reported for a value that is not text at all. */
  readonly messageKeys: readonly [MessageKey, ...MessageKey[]];
  readonly check: (value: string) => MessageKey | undefined;
}

/** Bounds of the Java `int` the legacy back end stores integer-range fields in. */
const INT32_MIN = -INTEGER_CAP - 1;

function defineRule(
  name: RuleName,
  messageKeys: RuleDef['messageKeys'],
  test: (value: string) => MessageKey | undefined,
): RuleDef {
  return { name, messageKeys, check: (value) => (value === '' ? undefined : test(value)) };
}

function matching(key: MessageKey, ...patterns: readonly RegExp[]) {
  return (value: string): MessageKey | undefined =>
    patterns.some((pattern) => pattern.test(value)) ? undefined : key;
}

/** Counted in code points, so a rare Han character outside the BMP counts once, not twice. */
function countCharacters(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

function nameChecker(letters: RegExp, notLettersKey: MessageKey) {
  return (value: string): MessageKey | undefined => {
    if (P.WHITESPACE.test(value)) return 'validators.name.hasSpace';
    if (!letters.test(value)) return notLettersKey;
    return countCharacters(value) >= NAME_MAX_LENGTH ? 'validators.name.tooLong' : undefined;
  };
}

function positiveIntegerChecker(cap: number, tooLargeKey: MessageKey) {
  return (value: string): MessageKey | undefined => {
    if (!P.POSITIVE_INTEGER.test(value)) return 'validators.positiveInteger.invalid';
    // Number() of a huge digit string is Infinity, which still compares correctly.
    return Number(value) > cap ? tooLargeKey : undefined;
  };
}

/**
 * A number that could be on a real card: well formed, a check character that matches (GB 11643),
 * a birth date that exists and has already come. All three give SPEC §5's one message.
 */
function checkIdCard(value: string): MessageKey | undefined {
  const real = isIdCardChecksumValid(value) && parseIdCard(value) !== undefined;
  return real ? undefined : 'validators.idCard.invalid';
}

function checkIntegerRange(value: string): MessageKey | undefined {
  if (!P.INTEGER.test(value)) return 'validators.number.invalid';
  const n = Number(value);
  return n >= INT32_MIN && n <= INTEGER_CAP ? undefined : 'validators.number.invalid';
}

const NAME_KEYS = ['validators.name.hasSpace', 'validators.name.tooLong'] as const;

export const rules: Readonly<Record<RuleName, RuleDef>> = {
  landline: defineRule(
    'landline',
    ['validators.landline.invalid'],
    matching('validators.landline.invalid', P.LANDLINE),
  ),
  mobile: defineRule(
    'mobile',
    ['validators.mobile.invalid'],
    matching('validators.mobile.invalid', P.MOBILE),
  ),
  phone: defineRule(
    'phone',
    ['validators.phone.invalid'],
    matching('validators.phone.invalid', P.MOBILE, P.LANDLINE_WITH_EXTENSION),
  ),
  hotline: defineRule(
    'hotline',
    ['validators.hotline.invalid'],
    matching('validators.hotline.invalid', P.MOBILE, P.LANDLINE_WITH_EXTENSION, P.SERVICE_NUMBER),
  ),
  email: defineRule('email', ['validators.email.invalid'], matching('validators.email.invalid', P.EMAIL)),
  name: defineRule(
    'name',
    ['validators.name.notLetters', ...NAME_KEYS],
    nameChecker(P.NAME, 'validators.name.notLetters'),
  ),
  chineseName: defineRule(
    'chineseName',
    ['validators.chineseName.notChinese'],
    matching('validators.chineseName.notChinese', P.CHINESE_NAME),
  ),
  nameWithParens: defineRule(
    'nameWithParens',
    ['validators.nameWithParens.notLetters', ...NAME_KEYS],
    nameChecker(P.NAME_WITH_PARENS, 'validators.nameWithParens.notLetters'),
  ),
  idCard: defineRule('idCard', ['validators.idCard.invalid'], checkIdCard),
  positiveInteger: defineRule(
    'positiveInteger',
    ['validators.positiveInteger.invalid', 'validators.positiveInteger.tooLarge'],
    positiveIntegerChecker(INTEGER_CAP, 'validators.positiveInteger.tooLarge'),
  ),
  minutes: defineRule(
    'minutes',
    ['validators.positiveInteger.invalid', 'validators.minutes.tooLarge'],
    positiveIntegerChecker(MINUTES_CAP, 'validators.minutes.tooLarge'),
  ),
  creditCode: defineRule(
    'creditCode',
    ['validators.creditCode.invalid'],
    matching('validators.creditCode.invalid', P.ALPHANUMERIC),
  ),
  number: defineRule(
    'number',
    ['validators.number.invalid'],
    matching('validators.number.invalid', P.DECIMAL),
  ),
  integerRange: defineRule('integerRange', ['validators.number.invalid'], checkIntegerRange),
  bankCard: defineRule(
    'bankCard',
    ['validators.bankCard.invalid'],
    matching('validators.bankCard.invalid', P.BANK_CARD),
  ),
};

export function isRuleName(value: unknown): value is RuleName {
  return typeof value === 'string' && (RULE_NAMES as readonly string[]).includes(value);
}
