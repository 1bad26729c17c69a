// The server: `node dist/server/main.js` (what `npm start` becomes once the build is fresh).
// Only two small modules are loaded before the process has its V8 flags and malloc settings;
// the rest is loaded after, through the module fast path, while PGlite opens its data
// directory in its worker thread (decision 0043).
import { enableCompileCache, flushCompileCache } from 'node:module';
import { registerModuleFastPath } from './lib/module-fast-path.js';
import { restartWithProcessSettings } from './lib/process-settings.js';

restartWithProcessSettings();
// V8's compiled code of every module, kept between starts (in os.tmpdir(), or NODE_COMPILE_CACHE).
enableCompileCache();
registerModuleFastPath();

const { ConfigError, loadConfig } = await import('./config.js');
const { PgliteWorker, pgliteSettings } = await import('./db/pglite-proxy.js');

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
  if (config.database.kind === 'pglite') {
    PgliteWorker.prestart({ dataDir: config.database.dataDir }, pgliteSettings(config.database));
  }
  const [{ buildApp }, { shutDownGracefully }] = await Promise.all([
    import('./app.js'),
    import('./lib/graceful-shutdown.js'),
  ]);

  const app = await buildApp(config);
  const drainMs = config.shutdownDrainSeconds * 1000;
  const shutdown = (signal: NodeJS.Signals) => void shutDownGracefully(app, signal, { drainMs });
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: config.host, port: config.port });
  // Written soon, not only at exit: a server that is killed starts as fast the next time.
  setTimeout(flushCompileCache, 2000).unref();
  app.log.info(`SelfDrive is up on ${config.publicUrl} (${app.database.kind} database)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
