import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@eldercare/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { localeFromHeader } from './locale.js';
import { t } from './messages.js';
import { describeIssue, InputError } from './validation.js';

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
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    // Transport-level refusals (unsupported media type, body too large...) keep their status.
    return reply.code(status).send({ code: status, msg: fastifyError.message, data: null });
  }
  const errorId = randomUUID();
  request.log.error({ err: error, errorId }, 'unexpected failure');
  return reply
    .code(200)
    .send({ code: ErrorCode.ServerError, msg: t('serverError', locale, { id: errorId }), data: { errorId } });
};
