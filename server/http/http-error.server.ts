import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../db/database-errors.server';
import { ServiceError, type ServiceErrorKind } from '../services/service-error.server';
import { WorkerPoolAbortedError, WorkerPoolBusyError, WorkerPoolTimeoutError, workerPoolRetryAfterSeconds } from '../worker-pool.server';

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
  'too-many': 429,
};

/**
 * The longest error message sent: messages can quote the client's input (a field path, unknown keys), and a
 * body of 330,000 junk keys once came back as a 4 MB error listing every one of them.
 */
export const maximumErrorMessageLength = 300;

function capMessage(message: string): string {
  return message.length <= maximumErrorMessageLength ? message : `${message.slice(0, maximumErrorMessageLength - 1)}…`;
}

/** Unknown keys are named, but only a few of them, each shortened: the list is the client's to make long. */
function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'is invalid';
  if (issue.code !== 'unrecognized_keys') return issue.message;
  const shown = issue.keys.slice(0, 3).map((key) => JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key));
  const more = issue.keys.length - shown.length;
  return `unknown field${issue.keys.length === 1 ? '' : 's'} ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** Parses request input with a shared schema; a failure names the field and the reason (400). */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown, source: string): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.slice(0, 8).join('.') : source;
  throw new HttpError(400, capMessage(`${field}: ${describeIssue(issue)}`));
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
}

/** Every API error is JSON {message} with its status; nothing internal leaks (no stack, no SQL). */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ServiceError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: capMessage(error.message) });
    }
    // Heavy work refused (its pool full), out of time, or abandoned by a client that is gone (nobody reads that).
    if (error instanceof WorkerPoolBusyError || error instanceof WorkerPoolTimeoutError || error instanceof WorkerPoolAbortedError) {
      if (error instanceof WorkerPoolTimeoutError) request.log.warn({ err: error }, 'worker task timed out');
      return reply
        .code(503)
        .header('Retry-After', String(workerPoolRetryAfterSeconds))
        .send({ message: 'The service is busy; please try again in a few seconds' });
    }
    if (error instanceof ServiceError) {
      return reply.code(statusOfServiceError[error.kind]).send({ message: error.message, ...(error.code ? { code: error.code } : {}) });
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
      return reply.code(statusCode).send({ message: capMessage(describeClientError(error)) });
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
