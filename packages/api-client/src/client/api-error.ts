/**
 * Where a failure came from: `business` is a non-zero `code` in a `{ code, msg, data }` body;
 * `network` covers no answer, a timeout, a non-2xx status without an envelope, or a body that is
 * not an envelope at all (SPEC §8 treats all of those as "service busy"); `canceled` is an
 * aborted request (a react-query cancellation), which shows nothing.
 */
export type ApiErrorKind = 'business' | 'network' | 'canceled';

/** `code` of a network failure: no server code exists, and 0 would read as success. */
export const NETWORK_ERROR_CODE = -2;

export interface ApiErrorInit {
  code: number;
  msg: string;
  kind: ApiErrorKind;
  /** HTTP status when the server answered. */
  status?: number;
  /** The envelope's `data` of a failed call (e.g. `{ errorId }` of a 500). */
  data?: unknown;
  cause?: unknown;
}

/** The one error type every call rejects with. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.kind = init.kind;
    this.status = init.status;
    this.data = init.data;
  }
}

/** Narrowing helper that also works across duplicated copies of the package (no `instanceof`). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { name?: unknown }).name === 'ApiError' &&
      typeof (value as { code?: unknown }).code === 'number')
  );
}
