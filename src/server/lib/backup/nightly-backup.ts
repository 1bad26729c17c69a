import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { scrapedGauge, type Metrics } from '../metrics/metrics.js';
import { bucketBackups, type BucketBackups } from './bucket-backups.js';
import { BUNDLE, expiredBundles } from './bundles.js';
import { must } from '../../../shared/must.js';

/** The same bundle as `npm run backup` (scripts/lib/backup-bundle.mjs): restore with `npm run restore`. */
const MANIFEST = 'selfdrive-backup.json';
const FILE_FOLDERS = ['uploads', 'media'];
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
 * Writes one backup bundle into `dir`: the database (pg_dump custom format, or
 * PGlite's data directory taken between two statements) and, unless they live in a bucket, the
 * uploaded files; the file appears by rename, so a half-written one never counts as the latest.
 */
export async function writeBackup(
  config: Config,
  database: Database,
  dir: string,
  now = new Date(),
) {
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
  const expired = expiredBundles(await listBundles(dir), keepDays, now);
  for (const bundle of expired) await fs.rm(bundle.file, { force: true });
  return expired.map((bundle) => bundle.file);
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

/** The bucket destination when BACKUP_S3 is on (the config refuses it without S3_BUCKET). */
export function backupBucket(config: Config): BucketBackups | undefined {
  if (config.backup.s3Prefix === undefined || config.uploads.kind !== 's3') return undefined;
  return bucketBackups(config.uploads, config.backup.s3Prefix);
}

/**
 * With BACKUP_DIR and/or BACKUP_S3 set: a nightly job (pg-boss cron, once across all
 * processes) writes a bundle into the directory and/or uploads it to the bucket, and prunes
 * those older than BACKUP_KEEP_DAYS in each; the newest bundle's age in each destination is a
 * metric, so an upload that keeps failing raises the alert even while the directory is fresh.
 */
export function scheduleNightlyBackup(
  jobs: JobQueue,
  config: Config,
  database: Database,
  metrics: Metrics,
  log: FastifyBaseLogger,
) {
  const dir = config.backup.dir;
  const bucket = backupBucket(config);
  if (!dir && !bucket) return;
  jobs.define(
    NIGHTLY_BACKUP_QUEUE,
    async () => {
      // Bucket only: the bundle is staged in a temporary directory, removed once uploaded.
      const target = dir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bundle-')));
      try {
        const file = await writeBackup(config, database, target);
        const removed = dir ? await pruneBackups(dir, config.backup.keepDays) : [];
        if (bucket) {
          const key = await bucket.upload(file);
          removed.push(...(await bucket.prune(config.backup.keepDays)));
          log.info({ file: dir ? file : undefined, key, removed }, 'nightly backup written');
        } else {
          log.info({ file, removed }, 'nightly backup written');
        }
      } finally {
        if (!dir) await fs.rm(target, { recursive: true, force: true });
      }
    },
    { retryLimit: 3, retryDelaySeconds: 300 },
  );
  jobs.every(NIGHTLY_BACKUP_QUEUE, config.backup.cron);
  scrapedGauge(
    metrics,
    'selfdrive_backup_age_seconds',
    'Seconds since the newest backup bundle was written, by destination (directory: BACKUP_DIR, bucket: BACKUP_S3); absent: none yet.',
    ['destination'],
    async (gauge) => {
      const now = Date.now();
      if (dir) {
        const [newest] = await listBundles(dir);
        if (newest) gauge.set({ destination: 'directory' }, (now - newest.mtimeMs) / 1000);
      }
      if (bucket) {
        // A bucket that does not answer leaves its series out, not the whole scrape.
        const newest = await bucket.newest().catch((error: unknown) => {
          log.warn({ err: error }, 'backup age: the bucket could not be listed');
          return undefined;
        });
        if (newest) gauge.set({ destination: 'bucket' }, (now - newest.mtimeMs) / 1000);
      }
    },
  );
}
