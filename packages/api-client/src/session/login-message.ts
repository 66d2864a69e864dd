/** 16 random bytes, hex: the nonce that makes each login ciphertext single use. */
const nonce = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * What is encrypted at sign-in: the time and a nonce before the password (`<ms>.<nonce>.<password>`),
 * so the server accepts each ciphertext once and only while fresh — a captured one cannot be replayed.
 */
export const loginMessage = (password: string): string => `${Date.now()}.${nonce()}.${password}`;
