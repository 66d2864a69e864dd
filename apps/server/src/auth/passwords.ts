import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { checkPassword, passwordMessage, type Locale } from '@eldercare/validators';
import { invalid } from '../http/app-error.js';

/** argon2id with the library's defaults (19 MiB, t=2): ~30 ms a hash on the target machine. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

// No look-alikes (0/O, 1/l/I): the administrator reads the password out to its owner.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SYMBOLS = '@#%+=!?';

/** A random password that satisfies the policy: 13 letters and digits plus one symbol (~76 bits). */
export const generatePassword = (): string => {
  const chars = Array.from({ length: 13 }, () => ALPHABET[randomInt(ALPHABET.length)] ?? 'x');
  chars.splice(randomInt(chars.length + 1), 0, SYMBOLS[randomInt(SYMBOLS.length)] ?? '@');
  return chars.join('');
};

/**
 * A hash of a password nobody knows, checked when the user name is unknown so that an unknown
 * user costs the same argon2 time as a wrong password (the answer time must not tell them apart).
 */
let decoyHash: Promise<string> | undefined;
export const verifyDecoy = async (password: string): Promise<false> => {
  decoyHash ??= hash(generatePassword());
  await verifyPassword(await decoyHash, password);
  return false;
};

/** Refuses a new password the shared policy (packages/validators) rejects, with its translated text. */
export const requirePasswordPolicy = (
  password: string,
  userName: string,
  locale: Locale,
  field = 'newPassword',
): void => {
  const problem = checkPassword(password, userName);
  if (problem) throw invalid(passwordMessage(problem, locale), field);
};
