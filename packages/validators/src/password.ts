import { DEFAULT_LOCALE, type UiLocale } from './locale';
import { catalogueText } from './locale-pseudo';
import type { Locale } from './locale';

/** Shortest password the policy accepts (length ≥ 10). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 64;

/**
 * Passwords of ten or more characters that top the public leak lists (and their Chinese-keyboard
 * favourites). Compared case-insensitively. A short list on purpose: it ships to the browser, and
 * the length rule already removes the bulk of every leak list. The demo password stays out of it
 * because the README promises it.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '1234567890',
  '0123456789',
  '0987654321',
  '12345678910',
  '123456789a',
  'a123456789',
  'a1234567890',
  '123456789q',
  'q123456789',
  '1111111111',
  '0000000000',
  '1234512345',
  '1234567890a',
  '123123123123',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  '1qaz@wsx3edc',
  '1qaz!qaz1qaz',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'qwertyuiop123',
  'asdfghjkl1',
  'asdfghjkl123',
  'zxcvbnm123',
  'zxcvbnm1234',
  'password12',
  'password123',
  'password1234',
  'password1!',
  'password@123',
  'passw0rd123',
  'p@ssw0rd123',
  'p@ssword123',
  'iloveyou12',
  'iloveyou123',
  'welcome123',
  'welcome1234',
  'admin12345',
  'admin123456',
  'admin@1234',
  'admin@12345',
  'administrator',
  'abc1234567',
  'abcd123456',
  'abcd1234567',
  'abc123456789',
  'aa123456789',
  'woaini1314',
  'woaini520',
  '5201314520',
  '1314520520',
  'wang123456',
  'zhang123456',
  'li123456789',
  'qq123456789',
  'changeme123',
  'letmein123',
  'football123',
  'baseball123',
  'sunshine123',
  'princess123',
  'dragon1234',
  'monkey1234',
  'superman123',
  'trustno1234',
  'starwars123',
  'computer123',
  'michael123',
  'qazwsxedc123',
  'qazwsxedcrfv',
  '!qaz2wsx#edc',
]);

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'sameAsUserName';

const MESSAGES: Readonly<Record<Locale, Readonly<Record<PasswordProblem, string>>>> = {
  'zh-CN': {
    tooShort: `密码长度不能少于${PASSWORD_MIN_LENGTH}位！`,
    tooLong: `密码长度不能超过${PASSWORD_MAX_LENGTH}位！`,
    common: '密码过于常见，请换一个！',
    sameAsUserName: '密码不能与用户名相同！',
  },
  en: {
    tooShort: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
    tooLong: `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`,
    common: 'This password is too common; please choose another.',
    sameAsUserName: 'The password must not be the user name.',
  },
  es: {
    tooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    tooLong: `La contraseña puede tener como máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
    common: 'Esta contraseña es demasiado común; elija otra.',
    sameAsUserName: 'La contraseña no puede ser el nombre de usuario.',
  },
};

const fold = (value: string) => value.trim().toLowerCase();

/**
 * The password policy, shared by the browser's forms and the server (which enforces it): at least
 * ten characters, not on the common list, not the user name (in any case, reversed or not).
 * Returns the first problem, or null when the password is acceptable.
 */
export function checkPassword(password: string, userName = ''): PasswordProblem | null {
  // Code points, not UTF-16 units: an emoji is one character to the person typing it.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const folded = fold(password);
  const name = fold(userName);
  if (name && (folded === name || folded === [...name].reverse().join(''))) return 'sameAsUserName';
  if (COMMON_PASSWORDS.has(folded) || new Set(folded).size === 1) return 'common';
  return null;
}

/** The translated text of a password problem (zh-CN when the locale is unknown). */
export function passwordMessage(problem: PasswordProblem, locale: UiLocale = DEFAULT_LOCALE): string {
  return catalogueText(MESSAGES, locale, problem);
}
