import { ErrorCode } from '@eldercare/contract';

/** The envelope fields of a refused call, whatever error class the host's client throws. */
export interface ResourceError {
  code: number;
  msg: string;
  data?: unknown;
}

/** `{ code, msg }` of a refusal, or undefined for anything else (a bug, a network failure). */
export function readResourceError(error: unknown): ResourceError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, msg, data } = error as Partial<ResourceError>;
  return typeof code === 'number' && typeof msg === 'string' ? { code, msg, data } : undefined;
}

const fieldOf = (error: ResourceError) => (error.data as { field?: unknown } | null | undefined)?.field;

export type SaveFailure =
  { kind: 'field'; field: string; message: string } | { kind: 'stale'; message: string } | { kind: 'other' };

/** What a failed save means for the form: a field to mark, a stale version to resolve, or neither. */
export function classifySaveError(error: unknown): SaveFailure {
  const refused = readResourceError(error);
  if (!refused) return { kind: 'other' };
  if (refused.code === ErrorCode.Conflict) return { kind: 'stale', message: refused.msg };
  const field = fieldOf(refused);
  if (refused.code === ErrorCode.Invalid && typeof field === 'string') {
    return { kind: 'field', field, message: refused.msg };
  }
  return { kind: 'other' };
}

export type StepFailure =
  | { kind: 'stale'; message: string }
  | { kind: 'opinion'; message: string }
  | { kind: 'field'; field: string; message: string }
  | { kind: 'other' };

/**
 * What a refused step means for the dialog: a stale version to reload (50016), the opinion to
 * mark (-1 on `comment`), a field sent with the step to mark, or anything else (already shown by
 * the host's client).
 */
export function classifyStepError(error: unknown): StepFailure {
  const refused = readResourceError(error);
  if (!refused) return { kind: 'other' };
  if (refused.code === ErrorCode.Conflict) return { kind: 'stale', message: refused.msg };
  const field = fieldOf(refused);
  if (refused.code === ErrorCode.Invalid && field === 'comment')
    return { kind: 'opinion', message: refused.msg };
  if (refused.code === ErrorCode.Invalid && typeof field === 'string')
    return { kind: 'field', field, message: refused.msg };
  return { kind: 'other' };
}
