import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fromDatabaseError } from '../db/database-errors';
import { ApiError, malformedUrl } from '../lib/api-error';
import { definePlugin } from '../lib/define-plugin';

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
    case 'FST_ERR_BAD_URL':
      return malformedUrl();
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError(414, 'wrong_parameter', 'A path parameter is too long', {
        target: 'url',
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

/** The error shape of every answer (docs/errors.md#error-shape). */
const errorBody = (error: ApiError) => ({
  error: {
    code: error.code,
    message: error.message,
    ...(error.target ? { target: error.target } : {}),
    ...(error.details ? { details: error.details } : {}),
  },
});

function sendError(reply: FastifyReply, error: ApiError) {
  if (error.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.statusCode).send(errorBody(error));
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
      const fromDatabase = fromDatabaseError(rawError);
      if (fromDatabase) {
        // a busy database, or a validation rule missing somewhere: worth a look, not a 500
        request.log.warn({ err: rawError }, 'database refused the request');
        return sendError(reply, fromDatabase);
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

/**
 * Fastify's `frameworkErrors`: failures before a route is found (a broken percent-escape, a path
 * parameter longer than the router takes) get the same shape as every other error.
 */
export function frameworkErrorHandler(
  rawError: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const error =
    fromFastifyError(rawError) ??
    new ApiError(500, 'internal_server_error', 'Internal server error');
  if (error.statusCode >= 500) request.log.error({ err: rawError }, 'unexpected error');
  return sendError(reply, error);
}

/** Node's HTTP parser errors that the client caused, as status, code and message. */
function fromClientError(code: string | undefined): ApiError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(431, 'wrong_parameter', 'The request headers are too large', {
        target: 'headers',
      });
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(408, 'api_error', 'The request took too long to arrive');
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return new ApiError(400, 'wrong_parameter', 'Invalid Content-Length', {
        target: 'content-length',
      });
    default:
      return new ApiError(400, 'wrong_parameter', 'The request is not valid HTTP');
  }
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (huge headers, a bad
 * Content-Length, garbage) never reaches Fastify's reply, so the answer is written to the socket
 * by hand, in the error shape, and the connection closed as Node itself would.
 */
export function clientErrorHandler(rawError: { code?: string }, socket: Duplex) {
  // a reset connection has no one left to answer
  if (rawError.code === 'ECONNRESET' || socket.destroyed) return;
  const error = fromClientError(rawError.code);
  if (socket.writable) {
    const body = JSON.stringify(errorBody(error));
    socket.write(
      `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
