export { INTEGER_CAP, MINUTES_CAP, NAME_MAX_LENGTH } from './constants';
export {
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  LOCALES,
  acceptedLanguages,
  isLocale,
  matchLocale,
  preferredLocale,
} from './locale';
export type { Locale } from './locale';
export { MESSAGE_KEYS, formatMessage, isMessageKey, messages } from './messages';
export { fillPlaceholders } from './placeholders';
export type { MessageKey } from './messages';
export { RULE_NAMES, isRuleName, rules } from './rules';
export type { RuleDef, RuleName } from './rules';
export { isEmptyValue, validate } from './validate';
export type { FieldValue } from './validate';
export { isIdCardChecksumValid, parseIdCard } from './id-card';
export type { IdCardInfo } from './id-card';
export { normaliseForRules, toDigits, toMoney } from './normalise';
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, checkPassword, passwordMessage } from './password';
export type { PasswordProblem } from './password';
export {
  fieldMessages,
  formatFieldMessage,
  maxLengthMessage,
  minAgeMessage,
  requiredMessage,
} from './field-messages';
export type { FieldMessageKey } from './field-messages';
