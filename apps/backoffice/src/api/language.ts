import { LANGUAGE_COOKIE } from '@eldercare/admin-kit';

/** The current UI language as the API client's Accept-Language (read per request, never cached). */
export function i18nLanguage(): string {
  return document.documentElement.lang || readCookie(LANGUAGE_COOKIE) || 'zh-CN';
}

function readCookie(name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}
