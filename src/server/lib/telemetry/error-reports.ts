import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

/**
 * Error reports to Sentry or any server speaking its protocol (GlitchTip …), decision 0034.
 * Built by `sentry-reports.ts`, which alone imports @sentry/node: without SENTRY_DSN it is never
 * loaded. Every event passes `scrubEvent` first.
 */
export interface ErrorReports {
  /** A request that answered 5xx because of `error`. */
  captureRequestError(error: unknown, request: FastifyRequest, status: number): void;
  /** Sends what is queued; resolves within `timeoutMs` either way. */
  flush(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startErrorReports(
  config: Config['sentry'],
): Promise<ErrorReports | undefined> {
  if (!config) return undefined;
  const { createSentryReports } = await import('./sentry-reports.js');
  return createSentryReports(config);
}
