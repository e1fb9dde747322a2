import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error';
import { definePlugin } from './define-plugin';

type NotFoundFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<boolean> | boolean;

/** Fastify's own request errors (bad JSON, body too large, …) mapped to catalogue codes. */
function fromFastifyError(error: FastifyError): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'wrong_parameter', 'The request body is not valid JSON', {
        target: 'body',
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'wrong_parameter', 'The request body is too large', {
        target: 'body',
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'wrong_parameter', 'The request body must be application/json', {
        target: 'content-type',
      });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'wrong_parameter', 'Invalid Content-Length', {
        target: 'content-length',
      });
  }
  // Other 4xx from fastify or a plugin: keep the status, describe it generically.
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError(error.statusCode, 'wrong_parameter', error.message);
  }
  // JSON.parse errors that reach us without a fastify code
  if (error instanceof SyntaxError)
    return new ApiError(400, 'wrong_parameter', 'The request body is not valid JSON');
  return undefined;
}

function sendError(reply: FastifyReply, error: ApiError) {
  if (error.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.statusCode).send({
    error: {
      code: error.code,
      message: error.message,
      ...(error.target ? { target: error.target } : {}),
      ...(error.details ? { details: error.details } : {}),
    },
  });
}

/**
 * The one error handler: every failure leaves as `{ error: { code, message, target?, details? } }`.
 * Expected errors keep their code; anything unexpected is logged and answered with a bare 500.
 */
export const errorsPlugin = definePlugin<{ notFoundFallback?: NotFoundFallback }>(
  'errors',
  async (app, { notFoundFallback }) => {
    app.setErrorHandler((rawError: FastifyError | ApiError, request, reply) => {
      const error = rawError instanceof ApiError ? rawError : fromFastifyError(rawError);
      if (error) {
        if (error.statusCode >= 500) request.log.error({ err: rawError }, 'request failed');
        return sendError(reply, error);
      }
      request.log.error({ err: rawError }, 'unexpected error');
      return sendError(reply, new ApiError(500, 'internal_server_error', 'Internal server error'));
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (notFoundFallback && (await notFoundFallback(request, reply))) return reply;
      return sendError(
        reply,
        new ApiError(
          404,
          'route_not_found',
          `Route ${request.method} ${request.url.split('?')[0]} not found`,
        ),
      );
    });
  },
);
