export { INTEGER_CAP, MINUTES_CAP, NAME_MAX_LENGTH } from './constants';
export {
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  LOCALES,
  OFFERED_LOCALES,
  UI_LOCALES,
  acceptedLanguages,
  authoredLocaleOf,
  isLocale,
  isUiLocale,
  languageFacts,
  matchLocale,
  preferredLocale,
  preferredUiLocale,
} from './locale';
export type { LanguageFacts, Locale, UiLocale } from './locale';
export { deriveBundle, deriveText, pseudoLocalise, textIn } from './locale-pseudo';
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
