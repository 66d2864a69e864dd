import { randomUUID } from 'node:crypto';
import { ErrorCode, type ErrorCodeValue } from '@eldercare/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { localeFromHeader } from './locale.js';
import { t, type MessageId } from './messages.js';
import { describeIssue, InputError } from './validation.js';

/**
 * What the database refuses because of the input (PostgreSQL SQLSTATE classes 22 and 23; pg and
 * PGlite both carry it as `code`): out-of-range numbers and dates, text it cannot store, a
 * unique-key race (two creations of one user name at once). They are the caller's mistakes, not
 * server failures: the transaction rolled back, so nothing was written.
 */
const DATABASE_REFUSALS: Record<string, MessageId> = {
  '22001': 'valueRejected',
  '22003': 'numberOutOfRange',
  '22007': 'dateOutOfRange',
  '22008': 'dateOutOfRange',
  '22021': 'badCharacters',
  '22023': 'valueRejected',
  '2201B': 'valueRejected',
  '22P02': 'valueRejected',
  '22P05': 'badCharacters',
  '23502': 'valueRejected',
  '23503': 'valueRejected',
  '23514': 'valueRejected',
  '54000': 'valueRejected',
};

const databaseRefusal = (error: Error): { code: ErrorCodeValue; messageId: MessageId } | null => {
  const sqlState = (error as { code?: unknown }).code;
  if (typeof sqlState !== 'string' || !/^[0-9A-Z]{5}$/.test(sqlState)) return null;
  if (sqlState === '23505') return { code: ErrorCode.Conflict, messageId: 'duplicate' };
  const messageId = DATABASE_REFUSALS[sqlState];
  return messageId ? { code: ErrorCode.Invalid, messageId } : null;
};

/**
 * Turns every failure into the SPEC §8 envelope. Refusals and bad input answer HTTP 200 with a
 * code; unexpected failures get code 500 and an error id that is logged with the stack (the
 * client never sees the stack).
 */
export const errorHandler = (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
  // Error envelopes bypass the route's success schema.
  reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
  const locale = request.locale ?? localeFromHeader(request.headers['accept-language']);
  if (error instanceof AppError) {
    const msg = error.literal ?? (error.messageId ? t(error.messageId, locale, error.params) : 'error');
    return reply.code(200).send({ code: error.code, msg, data: error.field ? { field: error.field } : null });
  }
  if (error instanceof InputError) {
    const issue = error.issues[0];
    const field = issue ? issue.path.map(String).join('.') : undefined;
    const msg = issue ? describeIssue(issue, locale) : t('badValue', locale);
    return reply.code(200).send({ code: ErrorCode.Invalid, msg, data: field ? { field } : null });
  }
  const fastifyError = error as FastifyError;
  if (
    fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return reply.code(200).send({ code: ErrorCode.Invalid, msg: t('badFormat', locale), data: null });
  }
  const dbRefusal = databaseRefusal(error);
  if (dbRefusal) {
    return reply.code(200).send({ code: dbRefusal.code, msg: t(dbRefusal.messageId, locale), data: null });
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    // Transport-level refusals (unsupported media type, body too large, a malformed URL or a
    // poisoned JSON key...) keep their status, in the envelope with a translated message.
    const messageId: MessageId =
      status === 413 ? 'payloadTooLarge' : status === 415 ? 'unsupportedMediaType' : 'badFormat';
    return reply
      .code(status)
      .send({ code: status === 400 ? ErrorCode.Invalid : status, msg: t(messageId, locale), data: null });
  }
  const errorId = randomUUID();
  request.log.error({ err: error, errorId }, 'unexpected failure');
  return reply
    .code(200)
    .send({ code: ErrorCode.ServerError, msg: t('serverError', locale, { id: errorId }), data: { errorId } });
};
