import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { HttpError } from './http-errors.js';

/** Rate-limit windows are written in minutes: `15 * MINUTE_MS`. */
export const MINUTE_MS = 60_000;

/** Minutes or seconds in words for the 429 message, e.g. "1 minute", "15 minutes". */
function inWords(ms: number): string {
  const minutes = Math.ceil(ms / MINUTE_MS);
  if (ms < MINUTE_MS) return `${Math.ceil(ms / 1000)} seconds`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * Route `config` with a per-client limit (by IP, plus the body field `keyField` when given,
 * so one abused address does not lock everyone out; `'user'` adds the logged-in user's id, so
 * customers behind one shared address do not share a limit). Answers 429 with a readable message.
 */
export function routeLimit(
  config: Config,
  max: number,
  timeWindowMs: number,
  keyField?: 'email' | 'mobile' | 'user',
): FastifyContextConfig {
  if (!config.rateLimits) return { rateLimit: false };
  return {
    rateLimit: {
      max,
      timeWindow: timeWindowMs,
      // Keyed by a body field: count after parsing; otherwise count every request, even bad ones.
      hook: keyField && keyField !== 'user' ? 'preHandler' : 'onRequest',
      keyGenerator: (request: FastifyRequest) => {
        if (keyField === 'user') return `${request.ip}|user:${request.user?.id ?? ''}`;
        const body = request.body as Record<string, unknown> | undefined;
        const value = keyField && typeof body?.[keyField] === 'string' ? body[keyField] : '';
        return `${request.ip}|${String(value).toLowerCase()}`;
      },
      errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) =>
        new HttpError(429, `Too many attempts. Please try again in ${inWords(ctx.ttl)}.`),
    },
  };
}

/**
 * Console actions that move money or mail a customer (confirm or reject a UTR, mark a refund
 * paid, cancel for the customer): generous, since a staff member clears a queue quickly, but a
 * stolen session cannot hammer them. Counted per staff member.
 */
export const CONSOLE_ACTION_LIMIT = { max: 120, windowMs: MINUTE_MS } as const;

export const consoleActionLimit = (config: Config) =>
  routeLimit(config, CONSOLE_ACTION_LIMIT.max, CONSOLE_ACTION_LIMIT.windowMs, 'user');
