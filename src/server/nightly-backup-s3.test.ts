import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiredBundles } from './lib/backup/bundles.js';
import { NIGHTLY_BACKUP_QUEUE } from './lib/backup/nightly-backup.js';
import { startS3Server } from './test/s3-server.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const TOKEN = 'b'.repeat(32);
const DAY = 24 * 3600 * 1000;

/**
 * BACKUP_S3=true with no BACKUP_DIR: the nightly job uploads the bundle to the uploads' bucket
 * (an S3-compatible server, s3rver, as the other bucket tests use) under backups/, keeps
 * BACKUP_KEEP_DAYS there, and the age metric reads the bucket.
 */
describe('nightly backup into the S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let unpacked: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    unpacked = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-unpacked-'));
    t = await createTestApp({
      seed: true,
      env: {
        ...s3.env,
        BACKUP_S3: 'true',
        BACKUP_KEEP_DAYS: '7',
        METRICS_TOKEN: TOKEN,
      },
    });
    if (t.databaseUrl) t.config.database = { kind: 'postgres', url: t.databaseUrl, poolSize: 5 };
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await fs.rm(unpacked, { recursive: true, force: true });
  });

  const ageOf = async () => {
    const res = await t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    return /^selfdrive_backup_age_seconds\{destination="bucket"\} (\S+)$/m.exec(res.body)?.[1];
  };

  it('uploads the bundle, prunes month-old ones there and reports its age', async () => {
    const old = 'backups/selfdrive-pglite-2020-01-01T00-00-00-000Z.tar.gz';
    const weekOld = 'backups/selfdrive-pglite-2020-02-01T00-00-00-000Z.tar.gz';
    await s3.put(old, 'a month-old bundle');
    await s3.put(weekOld, 'a five-day-old bundle');
    await s3.put('backups/README.txt', 'not a bundle: left alone');
    await s3.backdate(old, new Date(Date.now() - 30 * DAY));
    await s3.backdate(weekOld, new Date(Date.now() - 5 * DAY));
    // Before the job: the newest bundle in the bucket is the five-day-old one.
    expect(Number(await ageOf()) - 5 * 24 * 3600).toBeGreaterThanOrEqual(-1);
    expect(Number(await ageOf()) - 5 * 24 * 3600).toBeLessThan(60);

    await t.jobs.send(t.db, NIGHTLY_BACKUP_QUEUE, {});
    t.jobs.kick(NIGHTLY_BACKUP_QUEUE);
    await t.jobs.idle(120_000);

    const keys = (await s3.keys()).filter((key) => key.startsWith('backups/'));
    const kind = t.databaseUrl ? 'postgres' : 'pglite';
    const fresh = keys.filter((key) => key !== weekOld && key.startsWith(`backups/selfdrive-`));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatch(new RegExp(`^backups/selfdrive-${kind}-\\d{4}-.+\\.tar\\.gz$`));
    expect(keys.sort()).toEqual([fresh[0]!, 'backups/README.txt', weekOld].sort());

    // The object is the whole bundle: manifest and database, as `npm run restore` reads it.
    const file = path.join(unpacked, 'bundle.tar.gz');
    await fs.writeFile(file, await s3.get(fresh[0]!));
    execFileSync('tar', ['-xzf', file, '-C', unpacked]);
    const manifest = JSON.parse(
      await fs.readFile(path.join(unpacked, 'selfdrive-backup.json'), 'utf8'),
    ) as { format: number; kind: string; database: string; folders: string[] };
    expect(manifest).toMatchObject({ format: 1, kind, folders: [] }); // uploads live in the bucket
    expect((await fs.stat(path.join(unpacked, manifest.database))).size).toBeGreaterThan(1000);

    const age = Number(await ageOf());
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(600);
  }, 180_000);

  it('prunes by age and always keeps the newest bundle', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const at = (days: number) => ({ file: `${days}d`, mtimeMs: now.getTime() - days * DAY });
    expect(expiredBundles([at(1), at(8), at(30), at(6)], 7, now).map((b) => b.file)).toEqual([
      '8d',
      '30d',
    ]);
    // Every bundle is old (the job stopped): the newest stays.
    expect(expiredBundles([at(40), at(20)], 7, now).map((b) => b.file)).toEqual(['40d']);
  });
});
