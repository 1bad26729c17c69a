/** Told how long each database statement took and whether it failed (metrics). */
import { must } from '../../shared/must.js';
export type QueryObserver = (seconds: number, failed: boolean) => void;

/**
 * Told when a statement starts (traces); returns what to call when it ends, or undefined to
 * leave this statement alone (no span is open to attach it to).
 */
export type QueryTracer = (text: string) => ((error?: unknown) => void) | undefined;

/** What watches a database's statements; both empty (the default) costs one check a call. */
export interface QueryHooks {
  observers: Set<QueryObserver>;
  tracer: QueryTracer | undefined;
}

export const newQueryHooks = (): QueryHooks => ({ observers: new Set(), tracer: undefined });

/** The SQL text of a query call's first argument (a string or node-postgres' `{ text }`). */
export function queryText(first: unknown): string {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : '';
}

export interface TimeQueriesOptions {
  /** Leave tracing of callback-form calls to the caller (node-postgres' pool.query, see client.ts). */
  traceCallbacks?: boolean;
}

/**
 * Replaces `target[name]` (a query method answering a promise, or node-postgres' callback form)
 * with one that times each call for the observers and opens a span for the tracer.
 */
export function timeQueries(
  target: object,
  name: string,
  hooks: QueryHooks,
  options: TimeQueriesOptions = {},
): void {
  const host = target as Record<string, (...args: unknown[]) => unknown>;
  const original = must(host[name], `the client's ${name} method`).bind(target);
  const traceCallbacks = options.traceCallbacks ?? true;
  host[name] = (...args: unknown[]) => {
    const { observers, tracer } = hooks;
    if (observers.size === 0 && !tracer) return original(...args);
    const callback = args.at(-1);
    const end =
      tracer && (traceCallbacks || typeof callback !== 'function')
        ? tracer(queryText(args[0]))
        : undefined;
    const started = performance.now();
    const report = (error: unknown) => {
      const seconds = (performance.now() - started) / 1000;
      for (const observe of observers) observe(seconds, error !== undefined);
      end?.(error);
    };
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        report(error ?? undefined);
        (callback as (...r: unknown[]) => void)(error, ...rest);
      };
      return original(...args);
    }
    const result = original(...args);
    if (!(result instanceof Promise)) {
      end?.();
      return result;
    }
    result.then(
      () => report(undefined),
      (error: unknown) => report(error ?? new Error('query failed')),
    );
    return result;
  };
}
