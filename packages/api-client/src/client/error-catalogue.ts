import { ErrorCode } from '@eldercare/contract';

/** SPEC §8: these codes show the body's `msg` (or "error") in red for 5 s and reject. */
export const NOTIFIED_CODES: readonly number[] = [
  ErrorCode.TokenInvalid,
  ErrorCode.AccountDisabled,
  ErrorCode.SignedInElsewhere,
  ErrorCode.ClientInvalid,
  ErrorCode.NotFound,
  ErrorCode.Conflict,
  ErrorCode.Throttled,
  ErrorCode.LoginFailed,
  ErrorCode.Forbidden,
  ErrorCode.ServerError,
  ErrorCode.Invalid,
];

/** SPEC §9: error messages stay 5 000 ms. */
export const ERROR_MESSAGE_DURATION_MS = 5000;

/** SPEC §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 60_000;

export const DEFAULT_BASE_URL = '/prod-api';

export type ErrorReaction = 'notify' | 'expired' | 'caller';

/** What the client does with a non-zero code before rejecting. */
export function reactionTo(code: number): ErrorReaction {
  if (code === ErrorCode.TokenExpired) return 'expired';
  return NOTIFIED_CODES.includes(code) ? 'notify' : 'caller';
}
