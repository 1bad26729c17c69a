import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
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

/** Whether pino-pretty is installed (a development dependency: absent after npm ci --omit=dev). */
function prettyAvailable() {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
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
  const pretty = config.env === 'development' && !stream && prettyAvailable();
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
    ...(stream ? { stream } : {}),
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
