import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { scrapedGauge, type Metrics } from '../metrics/metrics.js';
import { must } from '../../../shared/must.js';

/** The same bundle as `npm run backup` (scripts/lib/backup-bundle.mjs): restore with `npm run restore`. */
const MANIFEST = 'selfdrive-backup.json';
const FILE_FOLDERS = ['uploads', 'media'];
const BUNDLE = /^selfdrive-(pglite|postgres)-.+\.tar\.gz$/;
export const NIGHTLY_BACKUP_QUEUE = 'nightly-backup';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/**
 * Writes one backup bundle into `config.backup.dir`: the database (pg_dump custom format, or
 * PGlite's data directory taken between two statements) and, unless they live in a bucket, the
 * uploaded files; the file appears by rename, so a half-written one never counts as the latest.
 */
export async function writeBackup(config: Config, database: Database, now = new Date()) {
  const dir = must(config.backup.dir, 'BACKUP_DIR (the caller checks it is set)');
  await fs.mkdir(dir, { recursive: true });
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-nightly-'));
  const kind = config.database.kind;
  const databaseFile = kind === 'postgres' ? 'database.dump' : 'pglite.tar.gz';
  const file = path.join(
    dir,
    `selfdrive-${kind}-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`,
  );
  try {
    if (config.database.kind === 'postgres') {
      const out = path.join(staging, databaseFile);
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${out}`, config.database.url]);
    } else {
      await fs.writeFile(
        path.join(staging, databaseFile),
        await must(database.dumpDataDir?.bind(database), 'the PGlite data-directory dump')(),
      );
    }
    const folders: string[] = [];
    if (config.uploads.kind === 'disk') {
      for (const folder of FILE_FOLDERS)
        if (await exists(path.join(config.dataDir, folder))) folders.push(folder);
    }
    const manifest = {
      format: 1,
      kind,
      createdAt: now.toISOString(),
      database: databaseFile,
      folders,
    };
    await fs.writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    const partial = `${file}.partial`;
    await run('tar', [
      '-czf',
      partial,
      '-C',
      staging,
      MANIFEST,
      databaseFile,
      ...(folders.length ? ['-C', config.dataDir, ...folders] : []),
    ]);
    await fs.rename(partial, file);
    return file;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Removes the bundles older than `keepDays`, always keeping the newest. */
export async function pruneBackups(dir: string, keepDays: number, now = new Date()) {
  const bundles = await listBundles(dir);
  const cutoff = now.getTime() - keepDays * 24 * 3600 * 1000;
  const removed: string[] = [];
  for (const bundle of bundles.slice(1)) {
    if (bundle.mtimeMs < cutoff) {
      await fs.rm(bundle.file, { force: true });
      removed.push(bundle.file);
    }
  }
  return removed;
}

/** The bundles in `dir`, newest first. */
export async function listBundles(dir: string) {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const bundles = await Promise.all(
    names
      .filter((name) => BUNDLE.test(name))
      .map(async (name) => {
        const file = path.join(dir, name);
        return { file, mtimeMs: (await fs.stat(file)).mtimeMs };
      }),
  );
  return bundles.sort((a, b) => b.mtimeMs - a.mtimeMs);
}

/**
 * With BACKUP_DIR set: a nightly job (pg-boss cron, once across all processes) writes a bundle
 * and prunes those older than BACKUP_KEEP_DAYS; the newest bundle's age is a metric.
 */
export function scheduleNightlyBackup(
  jobs: JobQueue,
  config: Config,
  database: Database,
  metrics: Metrics,
  log: FastifyBaseLogger,
) {
  const dir = config.backup.dir;
  if (!dir) return;
  jobs.define(
    NIGHTLY_BACKUP_QUEUE,
    async () => {
      const file = await writeBackup(config, database);
      const removed = await pruneBackups(dir, config.backup.keepDays);
      log.info({ file, removed }, 'nightly backup written');
    },
    { retryLimit: 3, retryDelaySeconds: 300 },
  );
  jobs.every(NIGHTLY_BACKUP_QUEUE, config.backup.cron);
  scrapedGauge(
    metrics,
    'selfdrive_backup_age_seconds',
    'Seconds since the newest backup bundle in BACKUP_DIR was written (absent: none yet).',
    [],
    async (gauge) => {
      const [newest] = await listBundles(dir);
      if (newest) gauge.set((Date.now() - newest.mtimeMs) / 1000);
    },
  );
}
