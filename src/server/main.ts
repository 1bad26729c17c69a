import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** How long in-flight requests may take to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  // Graceful shutdown: app.close() stops accepting connections, lets the requests in flight
  // finish, then runs the onClose hooks (the database closes last).
  const shutdown = async (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    const force = setTimeout(() => {
      app.log.error(`requests still in flight after ${SHUTDOWN_GRACE_MS} ms; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`SelfDrive is up on ${config.publicUrl} (${app.database.kind} database)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
