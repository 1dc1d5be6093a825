import { CONTROL_CHARACTERS_MESSAGE, ResponseCode, type ErrorEnvelope } from '@tifo/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate, type ServerMessageKey } from '../i18n/server-messages';
import { AppError } from './app-error';
import { requestLanguage } from './request-language';
import { loggableError } from './loggable-error';
import { isUnstorableText, sqlStateOf } from './unstorable-text';

/** Sends the error envelope: `code: 1` (or the AppError's code) with a translated `msg`. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  httpStatus: number,
  messageKey: ServerMessageKey,
  options: {
    code?: number;
    params?: Record<string, string | number>;
    data?: Record<string, unknown>;
  } = {},
): FastifyReply {
  const body: ErrorEnvelope & { data: Record<string, unknown> } = {
    code: options.code ?? ResponseCode.error,
    msg: translate(requestLanguage(request), messageKey, {
      requestId: request.id,
      ...options.params,
    }),
    data: { request_id: request.id, ...options.data },
  };
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(body);
}

/**
 * Turns every error into the envelope. The client sees a translated message it can act on, or
 * a generic one with a request id; stack traces go to the log only.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.httpStatus, error.messageKey, {
        code: error.code,
        ...(error.options.params ? { params: error.options.params } : {}),
        ...(error.options.data ? { data: error.options.data } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validation.some((issue) => issue.message === CONTROL_CHARACTERS_MESSAGE)) {
        return sendError(request, reply, 400, 'request.controlCharacters');
      }
      const fields = [
        ...new Set(
          error.validation.map((issue) => {
            const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
            return where || (error.validationContext ?? 'body');
          }),
        ),
      ];
      return sendError(request, reply, 400, 'request.invalid', {
        params: { fields: fields.join(', ') },
        data: {
          fields: error.validation.map((issue) => ({
            field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
            problem: issue.message,
          })),
        },
      });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return sendError(request, reply, 413, 'request.tooLarge');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return sendError(request, reply, 415, 'request.unsupportedType');
    }
    if (status === 429) {
      return sendError(request, reply, 429, 'request.rateLimited', { params: { seconds: 60 } });
    }
    if (status >= 400 && status < 500) {
      // Unparsable JSON, empty bodies and other request faults that Fastify detects itself.
      request.log.info({ err: error }, 'rejected a malformed request');
      return sendError(request, reply, 400, 'request.malformed');
    }
    if (isUnstorableText(error)) {
      // No parameters in the log: they are the sender's text (and may be personal data).
      request.log.warn({ sqlState: sqlStateOf(error) }, 'refused text the database cannot store');
      return sendError(request, reply, 400, 'request.controlCharacters');
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return sendError(request, reply, 500, 'server.error');
  });
}
