import { DEFAULT_LOCALE, type UiLocale } from '../locale';
import { catalogueText } from '../locale-pseudo';
import type { Locale } from '../locale';
import { en } from './en';
import { es } from './es';
import { zhCN } from './zh-CN';
import type { MessageKey } from './zh-CN';

export type { MessageKey };

export const messages: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = {
  'zh-CN': zhCN,
  en,
  es,
};

export const MESSAGE_KEYS = Object.keys(zhCN) as readonly MessageKey[];

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(zhCN, value);
}

/**
 * Text of a message. An unknown locale (say, a stale cookie value) falls back to zh-CN rather than
 * throwing, because a validator must never break a form; an unknown key comes back as the key
 * itself, the way i18next shows a missing translation.
 */
export function formatMessage(key: MessageKey, locale: UiLocale = DEFAULT_LOCALE): string {
  return isMessageKey(key) ? catalogueText(messages, locale, key) : String(key);
}
