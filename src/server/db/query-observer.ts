/** Told how long each database statement took and whether it failed (metrics). */
import { must } from '../../shared/must.js';
export type QueryObserver = (seconds: number, failed: boolean) => void;

/**
 * Replaces `target[name]` (a promise-returning query method) with one that times each call for
 * the observers. Calls in callback or streaming form pass through untimed (the app makes none).
 */
export function timeQueries(
  target: object,
  name: string,
  observers: ReadonlySet<QueryObserver>,
): void {
  const host = target as Record<string, (...args: unknown[]) => unknown>;
  const original = must(host[name], `the client's ${name} method`).bind(target);
  host[name] = (...args: unknown[]) => {
    if (observers.size === 0) return original(...args);
    const started = performance.now();
    const result = original(...args);
    if (!(result instanceof Promise)) return result;
    const report = (failed: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      for (const observe of observers) observe(seconds, failed);
    };
    result.then(
      () => report(false),
      () => report(true),
    );
    return result;
  };
}
