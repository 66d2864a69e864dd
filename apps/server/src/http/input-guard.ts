import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { ErrorCode } from '@eldercare/contract';

// A UTF-16 high surrogate without its low half, or a low one without its high half: JSON allows
// them ("\ud800"), PostgreSQL text and jsonb do not (the audit row would break on them).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 32;

const isBadText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path of the first string (or key) PostgreSQL cannot store, or null. */
export const findUnstorableText = (value: unknown, path: string[] = []): string | null => {
  if (typeof value === 'string') return isBadText(value) ? path.join('.') || '(value)' : null;
  if (value === null || typeof value !== 'object' || path.length > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    if (isBadText(key)) return [...path, '(key)'].join('.');
    const found = findUnstorableText(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
};

/**
 * A NUL byte or a lone surrogate anywhere in the path, the query or the body is refused as bad
 * input (-1, translated) before any handler sees it — not left to fail in the database as a 500.
 */
export const refuseUnstorableText = async (request: FastifyRequest): Promise<void> => {
  for (const part of [request.params, request.query, request.body]) {
    const field = findUnstorableText(part);
    if (field !== null) throw new AppError(ErrorCode.Invalid, 'badCharacters', undefined, {}, field);
  }
};
