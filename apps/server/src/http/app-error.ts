import { ErrorCode, type ErrorCodeValue } from '@eldercare/contract';
import type { MessageId } from './messages.js';

/**
 * A refusal the client should see: a SPEC §8 code and a message id translated per request.
 * `literal` carries an already-translated message (validator output).
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCodeValue,
    readonly messageId: MessageId | null,
    readonly literal?: string,
    readonly params: Record<string, string | number> = {},
    /** The input field a validation failure is about. */
    readonly field?: string,
  ) {
    super(literal ?? messageId ?? 'error');
  }
}

export const forbidden = () => new AppError(ErrorCode.Forbidden, 'forbidden');
export const notFound = () => new AppError(ErrorCode.NotFound, 'notFound');
export const invalid = (message: string, field?: string) =>
  new AppError(ErrorCode.Invalid, null, message, {}, field);
