import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { QueryTracer } from '../../db/query-observer.js';

/**
 * OpenTelemetry traces of this app (decision 0034): a server span per request, a child span per
 * database statement, a span per job run. Built by `otel-tracing.ts`, which alone imports the
 * SDK: without OTEL_EXPORTER_OTLP_ENDPOINT it is never loaded and nothing is wrapped.
 */
export interface Tracing {
  /** Adds the hooks that open and end each request's span (register before other hooks). */
  traceRequests(app: FastifyInstance): void;
  /** For `Database.traceQueries`: spans only inside a request's or a job's span. */
  queryTracer(engine: 'pglite' | 'postgres'): QueryTracer;
  /** Runs one job in a span of its own (a trace's root: jobs outlive the request that sent them). */
  traceJob<T>(queue: string, jobId: string, run: () => Promise<T>): Promise<T>;
  /** Sends the spans still buffered. */
  flush(): Promise<void>;
  /** Sends the spans still buffered and stops (on close). */
  shutdown(): Promise<void>;
}

export async function startTracing(config: Config['tracing']): Promise<Tracing | undefined> {
  if (!config) return undefined;
  const { createOtelTracing } = await import('./otel-tracing.js');
  return createOtelTracing(config);
}
