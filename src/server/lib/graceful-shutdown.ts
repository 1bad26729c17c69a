import type { FastifyInstance } from 'fastify';

/** How long in-flight requests may take to finish after SIGTERM before the process gives up. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Graceful shutdown: /api/ready turns 503 at once; after `drainMs` (time for a load balancer to
 * notice and stop sending new requests) app.close() stops accepting connections, lets the requests in flight
 * finish, then runs the onClose hooks (the database closes last); exit 0. A request that never
 * finishes must not keep a stopped deployment alive: after `graceMs`, exit 1.
 */
export function shutDownGracefully(
  app: FastifyInstance,
  signal: NodeJS.Signals,
  {
    graceMs = SHUTDOWN_GRACE_MS,
    drainMs = 0,
    exit = (code: number): void => process.exit(code),
  }: { graceMs?: number; drainMs?: number; exit?: (code: number) => void } = {},
): Promise<void> {
  if (app.hasDecorator('readiness')) app.readiness.shuttingDown = true;
  app.log.info({ signal, drainMs }, 'shutting down: not ready; finishing the requests in flight');
  const drained = new Promise((resolve) => setTimeout(resolve, drainMs));
  return drained.then(() => closeWithin(app, graceMs, exit));
}

function closeWithin(app: FastifyInstance, graceMs: number, exit: (code: number) => void) {
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
