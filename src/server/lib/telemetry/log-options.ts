import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type PinoPretty from 'pino-pretty';
import type { Config } from '../../config.js';
import { redactUrl, scrubValue } from './scrub.js';

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** An error as JSON (type, message, stack, own fields, causes), with its secrets removed. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return scrubValue(error);
  const plain: Record<string, unknown> = {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack,
  };
  for (const [key, value] of Object.entries(error)) if (key !== 'cause') plain[key] = value;
  if (error.cause !== undefined) plain.cause = serializeError(error.cause);
  return scrubValue(plain);
}

/**
 * pino-pretty in the server's own thread, writing synchronously; undefined when it is not
 * installed (a development dependency: absent after npm ci --omit=dev). As a pino transport it
 * would run in a worker thread of its own, a second JavaScript heap (~35 MB resident, decision
 * 0043), for a development convenience.
 */
function prettyStream(): NodeJS.WritableStream | undefined {
  let pretty: typeof PinoPretty;
  try {
    pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  } catch {
    return undefined;
  }
  return pretty({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true });
}

/**
 * The server's logger: JSON lines with requests' addresses, errors and known fields cleaned of
 * secrets (lib/telemetry/scrub.ts); pretty-printed by pino-pretty with NODE_ENV=development.
 * `stream` replaces standard output (tests read what was logged).
 */
export function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
  stream?: NodeJS.WritableStream,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  const destination = stream ?? (config.env === 'development' ? prettyStream() : undefined);
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.otp',
        '*.signature',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      // Fastify's type wants its own error shape; the JSON is what is logged.
      err: serializeError as (error: Error) => never,
      event: (event: unknown) => scrubValue(event),
      // @fastify/multipart logs the request's headers (its cookie too) at trace level.
      busboyOptions: (options: unknown) => scrubValue(options),
      headers: (headers: unknown) => scrubValue(headers),
    },
    ...(destination ? { stream: destination } : {}),
  };
}
