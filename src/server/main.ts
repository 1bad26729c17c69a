import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { shutDownGracefully } from './lib/graceful-shutdown.js';

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
  const drainMs = config.shutdownDrainSeconds * 1000;
  const shutdown = (signal: NodeJS.Signals) => void shutDownGracefully(app, signal, { drainMs });
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`SelfDrive is up on ${config.publicUrl} (${app.database.kind} database)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
