import { isApiError, type ApiError } from '../../src/index.js';

/** Awaits a call that must reject with an ApiError and returns that error. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to reject'),
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw error;
  return error;
}
