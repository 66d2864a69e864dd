/**
 * The error catalogue of SPEC §8. Every response is HTTP 200 with `{ code, msg, data }`; a
 * non-zero `code` is one of these. Only transport failures use other HTTP statuses.
 */
export const ErrorCode = {
  Ok: 0,
  /** Input failed validation; `msg` is the field-level message in the caller's language. */
  Invalid: -1,
  /** Login refused (bad credentials, bad captcha, disabled account, plain password refused). */
  LoginFailed: -999,
  Forbidden: 403,
  Throttled: 429,
  /** Unexpected failure; `data.errorId` is logged on the server. */
  ServerError: 500,
  /** No token, or a token the server does not know (revoked, forced out, never issued). */
  TokenInvalid: 50008,
  /** The account is disabled or deleted while a token was still held. */
  AccountDisabled: 50010,
  /** Signed in elsewhere while the single-session policy is on. */
  SignedInElsewhere: 50012,
  /** The OAuth client id/secret are wrong. */
  ClientInvalid: 50013,
  /** The token has expired (sliding expiry ran out). The browser shows a modal and logs out. */
  TokenExpired: 50014,
  /** The record asked for does not exist or lies outside the caller's data scope. */
  NotFound: 50015,
  /** The write conflicts with existing data (duplicate user name, record in use...). */
  Conflict: 50016,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];
