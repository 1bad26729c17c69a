import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { MessageFigures } from '../../shared/message-figures.js';
import { HttpError } from './http-errors.js';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong, Please try again later.';
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is busy for a moment. Please try again in a minute.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'We cannot reach our records for a moment. Please try again in a few seconds.';

const reasonPhrase: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function reply(statusCode: number, message: string, field?: string, figures?: MessageFigures) {
  return {
    statusCode,
    error: reasonPhrase[statusCode] ?? 'Error',
    message,
    ...(field ? { field } : {}),
    ...(figures ? { figures } : {}),
  };
}

/** The field a validation issue is about, e.g. "cityid" or "address.pincode". */
function fieldOf(instancePath: string, params: Record<string, unknown>): string | undefined {
  const issuePath = (params as { issue?: { path?: PropertyKey[] } }).issue?.path;
  if (issuePath && issuePath.length > 0) return issuePath.map(String).join('.');
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return fromPath || undefined;
}

export interface ErrorHandlerOptions {
  /**
   * True while a shared service the request needed (Redis, for rate limits) is away: such a
   * failure is the service's, not the request's, and answers 503 so clients and proxies retry.
   */
  sharedServiceDown?: (error: Error) => boolean;
  /** True when the database was unreachable (restart, failover): 503, retried in seconds. */
  databaseDown?: (error: Error) => boolean;
  /** Told of every failure answered 5xx (error reports, when SENTRY_DSN is set). */
  report?: (error: Error, request: FastifyRequest, status: number) => void;
}

/**
 * One error handler for the API: bad input answers 400 with a readable message and the field,
 * known errors keep their status, a failure while the database or a shared service is down
 * answers 503 with Retry-After, anything
 * else is logged and answers a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}) {
  app.setErrorHandler((error: FastifyError, request, res) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first ? fieldOf(first.instancePath, first.params) : undefined;
      const message = first?.message ?? 'The request is not valid.';
      return res.status(400).send(reply(400, message, field));
    }
    if (error instanceof HttpError) {
      return res
        .status(error.statusCode)
        .send(reply(error.statusCode, error.message, error.field, error.figures));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return res.status(status).send(reply(status, error.message));
    }
    const report = (status: number) => options.report?.(error, request, status);
    if (options.databaseDown?.(error)) {
      report(503);
      request.log.error({ err: error }, 'request failed: the database is unreachable');
      return res
        .status(503)
        .header('retry-after', '5')
        .send(reply(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    if (options.sharedServiceDown?.(error)) {
      report(503);
      request.log.error({ err: error }, 'request failed: a shared service is unavailable');
      return res
        .status(503)
        .header('retry-after', '30')
        .send(reply(503, SERVICE_UNAVAILABLE_MESSAGE));
    }
    report(500);
    request.log.error({ err: error }, 'request failed');
    return res.status(500).send(reply(500, GENERIC_ERROR_MESSAGE));
  });
}
