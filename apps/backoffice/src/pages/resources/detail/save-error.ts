import { ErrorCode, isApiError } from '@eldercare/api-client';

export type SaveFailure =
  { kind: 'field'; field: string; message: string } | { kind: 'stale'; message: string } | { kind: 'other' };

/** What a failed save means for the form: a field to mark, a stale version to resolve, or neither. */
export function classifySaveError(error: unknown): SaveFailure {
  if (!isApiError(error)) return { kind: 'other' };
  if (error.code === ErrorCode.Conflict) return { kind: 'stale', message: error.msg };
  const field = (error.data as { field?: unknown } | null | undefined)?.field;
  if (error.code === ErrorCode.Invalid && typeof field === 'string') {
    return { kind: 'field', field, message: error.msg };
  }
  return { kind: 'other' };
}
