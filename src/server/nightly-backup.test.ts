import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from './db/client.js';
import { NIGHTLY_BACKUP_QUEUE, listBundles } from './lib/backup/nightly-backup.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { withDatabase } from './test/global-setup.js';

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** Every public table's row count and a digest of all its rows. */
async function tableDigests(query: Query): Promise<Record<string, string>> {
  const { rows } = await query(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const digests: Record<string, string> = {};
  for (const { tablename } of rows as { tablename: string }[]) {
    const [row] = (
      await query(
        `select count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h
           from public."${tablename}" x`,
      )
    ).rows as { n: number; h: string }[];
    digests[tablename] = `${row!.n} rows ${row!.h}`;
  }
  return digests;
}

describe('nightly backup job', () => {
  let t: TestApp;
  let backupDir: string;
  let unpacked: string;
  beforeAll(async () => {
    backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-backups-'));
    unpacked = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-unpacked-'));
    t = await createTestApp({
      seed: true,
      env: { BACKUP_DIR: backupDir, BACKUP_KEEP_DAYS: '7', METRICS_TOKEN: 'a'.repeat(32) },
    });
    // The app runs on the test's own PostgreSQL copy: the job dumps that one.
    if (t.databaseUrl) t.config.database = { kind: 'postgres', url: t.databaseUrl, poolSize: 5 };
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(backupDir, { recursive: true, force: true });
    await fs.rm(unpacked, { recursive: true, force: true });
  });

  it('writes a bundle that restores into a fresh database with every row, and prunes old ones', async () => {
    const upload = path.join(t.config.dataDir, 'uploads', 'licences', 'a.jpg');
    await fs.mkdir(path.dirname(upload), { recursive: true });
    await fs.writeFile(upload, 'jpeg bytes');
    const old = path.join(backupDir, 'selfdrive-pglite-2020-01-01T00-00-00-000Z.tar.gz');
    await fs.writeFile(old, 'an old bundle');
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    await fs.utimes(old, monthAgo, monthAgo);

    await t.jobs.send(t.db, NIGHTLY_BACKUP_QUEUE, {});
    t.jobs.kick(NIGHTLY_BACKUP_QUEUE);
    await t.jobs.idle(120_000);

    const bundles = await listBundles(backupDir);
    expect(bundles, 'the new bundle only: the month-old one is pruned').toHaveLength(1);
    const bundle = bundles[0]!.file;
    execFileSync('tar', ['-xzf', bundle, '-C', unpacked]);
    expect(await fs.readFile(path.join(unpacked, 'uploads', 'licences', 'a.jpg'), 'utf8')).toBe(
      'jpeg bytes',
    );

    const source = await tableDigests(
      async (text) => (await t.db.execute(sql.raw(text))) as unknown as { rows: unknown[] },
    );
    expect(source.cars).toMatch(/^[1-9]\d* rows /);
    let restored: Record<string, string>;
    if (t.databaseUrl) {
      const name = `selfdrive_restore_${Date.now()}`;
      const admin = new pg.Client({ connectionString: t.databaseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const url = withDatabase(t.databaseUrl, name);
        execFileSync('pg_restore', [
          '--no-owner',
          `--dbname=${url}`,
          path.join(unpacked, 'database.dump'),
        ]);
        const copy = new pg.Client({ connectionString: url });
        await copy.connect();
        restored = await tableDigests((text) => copy.query(text));
        await copy.end();
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    } else {
      const dump = await fs.readFile(path.join(unpacked, 'pglite.tar.gz'));
      const copy = await PGlite.create({
        loadDataDir: new Blob([dump]),
        extensions: pgliteExtensions,
      });
      restored = await tableDigests((text) => copy.query(text));
      await copy.close();
    }
    expect(restored).toEqual(source);

    const metrics = await t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${'a'.repeat(32)}` },
    });
    const age = /^selfdrive_backup_age_seconds\{destination="directory"\} (\S+)$/m.exec(
      metrics.body,
    )?.[1];
    expect(Number(age)).toBeGreaterThanOrEqual(0);
    expect(Number(age)).toBeLessThan(600);
  }, 180_000); // a dump, a tar and a restore of the seeded catalogue
});
