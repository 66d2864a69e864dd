import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { checkPassword, passwordMessage, type Locale } from '@eldercare/validators';
import { invalid } from '../http/app-error.js';

/**
 * argon2 runs on libuv's thread pool (4 threads), which zlib and file reads share — an export's
 * zip, static files. A burst of logins would take every thread and leave those waiting behind
 * it, so at most this many hashes run at once (more would not finish sooner on 2 cores anyway).
 */
export const MAX_CONCURRENT_HASHES = 2;
let hashing = 0;
const queued: (() => void)[] = [];

/** Hashes running now (for tests). */
export const hashesRunning = (): number => hashing;

const limited = async <T>(work: () => Promise<T>): Promise<T> => {
  // A finishing hash hands its slot straight to the next in line.
  if (hashing < MAX_CONCURRENT_HASHES) hashing += 1;
  else await new Promise<void>((resolve) => queued.push(resolve));
  try {
    return await work();
  } finally {
    const next = queued.shift();
    if (next) next();
    else hashing -= 1;
  }
};

/** argon2id with the library's defaults (19 MiB, t=2): ~30 ms a hash on the target machine. */
export const hashPassword = (password: string): Promise<string> => limited(() => hash(password));

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await limited(() => verify(passwordHash, password));
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
  decoyHash ??= hashPassword(generatePassword());
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
