import type { UiLocale } from './locale';
import { formatMessage } from './messages';
import { isRuleName, rules } from './rules';
import type { RuleName } from './rules';

export type FieldValue = string | number | null | undefined;

/**
 * Empty means `undefined`, `null` or `''`. Whitespace-only text is NOT empty: it is checked like
 * any other text (and fails every rule, since none accepts whitespace), because trimming here would
 * hide the very spaces the name rule exists to report. A form that wants trimming trims first.
 */
export function isEmptyValue(value: unknown): value is '' | null | undefined {
  return value === undefined || value === null || value === '';
}

/**
 * Checks `value` against `rule`; `undefined` when valid, otherwise the message in `locale`
 * (zh-CN by default). Numbers are checked as `String(value)` (so `NaN` and `1e21` fail the numeric
 * rules). Plain JavaScript callers may pass anything: a value that is neither text nor a number
 * gets the rule's general message instead of an exception. Only an unknown rule name throws,
 * being a programming error rather than user input.
 */
export function validate(rule: RuleName, value: FieldValue, locale?: UiLocale): string | undefined {
  if (!isRuleName(rule)) throw new TypeError(`Unknown validation rule: ${String(rule)}`);
  if (isEmptyValue(value)) return undefined;
  const def = rules[rule];
  const key =
    typeof value === 'string' || typeof value === 'number' ? def.check(String(value)) : def.messageKeys[0];
  return key === undefined ? undefined : formatMessage(key, locale);
}
