// `npm run restore -- FILE`: puts a backup from `npm run backup` back.
// PostgreSQL (DATABASE_URL): pg_restore --clean into that database (an empty one works too).
// PGlite (DATA_DIR): the server must be stopped; an existing data directory is moved aside to
// DATA_DIR/pglite.before-restore-<time>, never deleted.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { backupTarget, pgliteExtensions, runningServer, stamp } from './lib/backup-target.mjs';

const file = process.argv[2] && path.resolve(process.argv[2]);
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run restore -- FILE   (a file written by npm run backup)');
  process.exit(1);
}
const target = backupTarget();

if (target.kind === 'postgres') {
  const args = [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--exit-on-error',
    `--dbname=${target.url}`,
    file,
  ];
  const run = spawnSync('pg_restore', args, { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
} else {
  if (runningServer(target.dataDir)) {
    console.error(`A server is running on ${target.dataDir}: stop it before restoring.`);
    process.exit(1);
  }
  if (fs.existsSync(target.pgliteDir) && fs.readdirSync(target.pgliteDir).length > 0) {
    const aside = `${target.pgliteDir}.before-restore-${stamp()}`;
    fs.renameSync(target.pgliteDir, aside);
    console.log(`[restore] the previous data directory is now ${aside}`);
  }
  fs.mkdirSync(target.pgliteDir, { recursive: true });
  const loadDataDir = new Blob([fs.readFileSync(file)], { type: 'application/x-gzip' });
  const db = await PGlite.create({
    dataDir: target.pgliteDir,
    loadDataDir,
    extensions: pgliteExtensions,
  });
  await db.query('select 1');
  await db.close();
}
console.log(`[restore] ${target.kind}: restored ${file}`);
