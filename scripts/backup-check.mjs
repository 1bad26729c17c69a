// Backup and restore (issue 14): back up a running server's database and files with
// `npm run backup`, restore them with `npm run restore` into a fresh data directory (PGlite) or
// an empty database (PostgreSQL, when TEST_DATABASE_URL is set), and compare the row count of
// every table and every uploaded file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from './lib/backup-target.mjs';
import { ROOT, exited, freshPostgres, startBuiltServer } from './lib/server-process.mjs';

const PORT = String(Number(process.env.BACKUP_CHECK_PORT ?? 3243));
const COUNT_TABLES = `SELECT string_agg(format('SELECT %L AS t, count(*)::int AS n FROM %I', tablename, tablename), ' UNION ALL ')
  AS q FROM pg_tables WHERE schemaname = 'public'`;

async function countsOf(query) {
  const { rows } = await query(COUNT_TABLES);
  const counts = (await query(`${rows[0].q} ORDER BY 1`)).rows;
  return Object.fromEntries(counts.map((r) => [r.t, r.n]));
}

async function pgliteCounts(dir) {
  const db = await PGlite.create({
    dataDir: path.join(dir, 'pglite'),
    extensions: pgliteExtensions,
  });
  try {
    return await countsOf((sql) => db.query(sql));
  } finally {
    await db.close();
  }
}

async function postgresCounts(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countsOf((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

/** Every file under DATA_DIR/uploads and DATA_DIR/media with its size. */
async function filesOf(dataDir) {
  const files = {};
  for (const folder of ['uploads', 'media']) {
    const entries = await fs
      .readdir(path.join(dataDir, folder), { recursive: true, withFileTypes: true })
      .catch(() => []);
    for (const entry of entries.filter((e) => e.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(dataDir, file)] = (await fs.stat(file)).size;
    }
  }
  return files;
}

function compareFiles(label, before, after) {
  const names = Object.keys(before);
  const differ = Object.keys({ ...before, ...after }).filter((f) => before[f] !== after[f]);
  console.log(
    `[backup-check] ${label}: ${names.length} uploaded files and pictures, ${differ.length} differ after restore`,
  );
  if (!names.some((f) => f.startsWith('uploads')) || !names.some((f) => f.startsWith('media')))
    throw new Error(`${label}: no uploads or pictures to back up`);
  if (differ.length) throw new Error(`${label}: files differ after restore: ${differ.join(', ')}`);
}

function npmScript(script, env, ...args) {
  const run = spawnSync(process.execPath, [`scripts/${script}.mjs`, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`${script} exited with ${run.status}`);
}

/** A running server with a few new customers, backed up while it runs. */
async function backUpRunning(env, file) {
  const server = await startBuiltServer(env);
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${server.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Backup ${i}`,
        mobile: `+9197${String(process.pid % 10000).padStart(4, '0')}000${i}`,
        email: `backup-${process.pid}-${i}@example.test`,
        password: 'Backup@123',
        confirmPassword: 'Backup@123',
        acceptTerms: true,
      }),
    });
    if (!res.ok) throw new Error(`registration answered ${res.status}`);
  }
  // A customer's document as the upload storage keeps it (the upload itself is tested elsewhere).
  const document = path.join(env.DATA_DIR, 'uploads', 'documents', '1', `${process.pid}.jpg`);
  await fs.mkdir(path.dirname(document), { recursive: true });
  await fs.writeFile(document, Buffer.alloc(2048, 7));
  const started = Date.now();
  npmScript('backup', env, file);
  const ms = Date.now() - started;
  server.child.kill('SIGTERM');
  await exited(server.child);
  return ms;
}

function compare(label, before, after, ms) {
  const differ = Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
  console.log(
    `[backup-check] ${label}: ${Object.keys(before).length} tables, ${before.users} users, ${before.cars} cars; backup of the running server took ${ms} ms; ${differ.length} tables differ after restore`,
  );
  if (!before.users || !before.cars) throw new Error(`${label}: nothing was backed up`);
  if (differ.length) {
    throw new Error(
      `${label}: counts differ after restore: ${differ.map((t) => `${t} ${before[t]} -> ${after[t]}`).join(', ')}`,
    );
  }
}

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-backup-'));
const env = { PORT, RATE_LIMITS: 'false', SEED_DEMO: 'true' };
try {
  const source = path.join(work, 'source');
  const copy = path.join(work, 'restored');
  const file = path.join(work, 'pglite.tar.gz');
  const ms = await backUpRunning({ ...env, DATA_DIR: source }, file);
  npmScript('restore', { DATA_DIR: copy }, file);
  compare('PGlite', await pgliteCounts(source), await pgliteCounts(copy), ms);
  compareFiles('PGlite', await filesOf(source), await filesOf(copy));

  if (process.env.TEST_DATABASE_URL) {
    const from = await freshPostgres(
      process.env.TEST_DATABASE_URL,
      `selfdrive_backup_${process.pid}`,
    );
    const to = await freshPostgres(
      process.env.TEST_DATABASE_URL,
      `selfdrive_restore_${process.pid}`,
    );
    try {
      const dump = path.join(work, 'postgres.tar.gz');
      const pgSource = path.join(work, 'pg-source');
      const pgCopy = path.join(work, 'pg-restored');
      const pgMs = await backUpRunning(
        { ...env, DATA_DIR: pgSource, DATABASE_URL: from.url },
        dump,
      );
      npmScript('restore', { DATABASE_URL: to.url, DATA_DIR: pgCopy }, dump);
      compare('PostgreSQL', await postgresCounts(from.url), await postgresCounts(to.url), pgMs);
      compareFiles('PostgreSQL', await filesOf(pgSource), await filesOf(pgCopy));
    } finally {
      await from.drop();
      await to.drop();
    }
  }
} finally {
  await fs.rm(work, { recursive: true, force: true });
}
