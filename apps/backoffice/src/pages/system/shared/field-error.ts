import { isApiError } from '@eldercare/api-client';

/** The field an invalid-input answer (code -1) names in `data.field`, with its message. */
export function fieldErrorOf(error: unknown): { field: string; message: string } | null {
  if (!isApiError(error) || error.code !== -1) return null;
  const data = error.data as { field?: unknown } | null | undefined;
  return typeof data?.field === 'string' ? { field: data.field, message: error.msg } : null;
}
