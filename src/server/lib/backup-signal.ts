import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

/** Where `npm run backup` finds the running server and asks it for a PGlite backup. */
export const pidFileOf = (dataDir: string) => path.join(dataDir, 'server.pid');
export const backupRequestOf = (dataDir: string) => path.join(dataDir, 'backup-request');

/**
 * PGlite is one process holding its data directory, so a backup of a running server is taken
 * by the server itself: `npm run backup` writes the target file name to DATA_DIR/backup-request
 * and sends SIGUSR2 to the pid in DATA_DIR/server.pid. PGlite dumps the directory under its
 * query lock, between two statements: a crash-consistent copy that opens like the data after
 * a kill -9 (scripts/durability.mjs proves that opens whole). The file appears by rename.
 */
export function registerBackupSignal(app: FastifyInstance, config: Config, database: Database) {
  const dump = database.dumpDataDir;
  if (!dump) return;
  const request = backupRequestOf(config.dataDir);
  const onSignal = () => {
    void (async () => {
      const target = fs.readFileSync(request, 'utf8').trim();
      try {
        fs.writeFileSync(`${target}.partial`, await dump());
        fs.renameSync(`${target}.partial`, target);
        app.log.info({ target }, 'backup written');
      } catch (error) {
        app.log.error({ err: error, target }, 'backup failed');
        fs.writeFileSync(`${target}.failed`, String(error));
      } finally {
        fs.rmSync(request, { force: true });
      }
    })();
  };
  app.addHook('onListen', async () => {
    fs.writeFileSync(pidFileOf(config.dataDir), String(process.pid));
    process.on('SIGUSR2', onSignal);
  });
  app.addHook('onClose', async () => {
    process.off('SIGUSR2', onSignal);
    fs.rmSync(pidFileOf(config.dataDir), { force: true });
  });
}
