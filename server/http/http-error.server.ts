import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../db/database-errors.server';
import { ServiceError, type ServiceErrorKind } from '../services/service-error.server';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const statusOfServiceError: Record<ServiceErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unprocessable: 422,
};

/** Parses request input with a shared schema; a failure names the field and the reason (400). */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown, source: string): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : source;
  throw new HttpError(400, `${field}: ${issue?.message ?? 'is invalid'}`);
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
}

/** Every API error is JSON {message} with its status; nothing internal leaks (no stack, no SQL). */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ServiceError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (error instanceof ServiceError) {
      return reply.code(statusOfServiceError[error.kind]).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(databaseRetryAfterSeconds))
        .send({ message: 'The service is briefly unavailable; please try again in a few seconds' });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ message: describeClientError(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });

  app.setNotFoundHandler(sendApiNotFound);
}

function describeClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Content-Type must be application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body: must be a JSON object';
    default:
      return error.statusCode === 400 ? 'body: is not valid JSON' : error.message;
  }
}
