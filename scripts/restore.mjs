// `npm run restore -- FILE`: puts a backup from `npm run backup` back, its database and files.
// PostgreSQL (DATABASE_URL): pg_restore --clean into that database (an empty one works too).
// PGlite (DATA_DIR): the server must be stopped; an existing data directory is moved aside to
// DATA_DIR/pglite.before-restore-<time>, never deleted. The same for DATA_DIR/uploads and
// DATA_DIR/media when the backup carries them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { backupTarget, pgliteExtensions, runningServer, stamp } from './lib/backup-target.mjs';
import { unpackBundle } from './lib/backup-bundle.mjs';

const file = process.argv[2] && path.resolve(process.argv[2]);
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run restore -- FILE   (a file written by npm run backup)');
  process.exit(1);
}
const target = backupTarget();
const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'selfdrive-restore-'));
process.on('exit', () => fs.rmSync(staging, { recursive: true, force: true }));
const manifest = unpackBundle(file, staging);
if (manifest && manifest.kind !== target.kind) {
  console.error(
    `This backup is of ${manifest.kind}; set ${manifest.kind === 'postgres' ? 'DATABASE_URL' : 'DATA_DIR without DATABASE_URL'} to restore it.`,
  );
  process.exit(1);
}
// A backup from before files were included is the database backup itself.
const databaseFile = manifest ? path.join(staging, manifest.database) : file;

/** Moves what is there aside (never deleted) and puts the backup's copy in its place. */
function replaceFolder(folder) {
  const current = path.join(target.dataDir, folder);
  if (fs.existsSync(current) && fs.readdirSync(current).length > 0) {
    const aside = `${current}.before-restore-${stamp()}`;
    fs.renameSync(current, aside);
    console.log(`[restore] the previous ${folder} folder is now ${aside}`);
  }
  fs.rmSync(current, { recursive: true, force: true });
  fs.mkdirSync(target.dataDir, { recursive: true });
  fs.cpSync(path.join(staging, folder), current, { recursive: true, preserveTimestamps: true });
}

if (target.kind === 'postgres') {
  const args = [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--exit-on-error',
    `--dbname=${target.url}`,
    databaseFile,
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
  const loadDataDir = new Blob([fs.readFileSync(databaseFile)], {
    type: 'application/x-gzip',
  });
  const db = await PGlite.create({
    dataDir: target.pgliteDir,
    loadDataDir,
    extensions: pgliteExtensions,
  });
  await db.query('select 1');
  await db.close();
}
for (const folder of manifest?.folders ?? []) replaceFolder(folder);
const files = manifest?.folders.length ? ` and ${manifest.folders.join(' and ')}` : '';
console.log(`[restore] ${target.kind}: restored the database${files} from ${file}`);
