import type { FastifyInstance } from 'fastify';

/** How long in-flight requests may take to finish after SIGTERM before the process gives up. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Graceful shutdown: app.close() stops accepting connections, lets the requests in flight
 * finish, then runs the onClose hooks (the database closes last); exit 0. A request that never
 * finishes must not keep a stopped deployment alive: after `graceMs`, exit 1.
 */
export function shutDownGracefully(
  app: FastifyInstance,
  signal: NodeJS.Signals,
  {
    graceMs = SHUTDOWN_GRACE_MS,
    exit = (code: number): void => process.exit(code),
  }: { graceMs?: number; exit?: (code: number) => void } = {},
): Promise<void> {
  app.log.info({ signal }, 'shutting down: finishing the requests in flight');
  const force = setTimeout(() => {
    app.log.error(`requests still in flight after ${graceMs} ms; exiting anyway`);
    exit(1);
  }, graceMs);
  force.unref();
  return app.close().then(
    () => {
      clearTimeout(force);
      app.log.info('shut down cleanly');
      exit(0);
    },
    (error: unknown) => {
      clearTimeout(force);
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    },
  );
}
