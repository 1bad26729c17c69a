// `npm run backup [-- FILE]`: one file with the database the server uses and the uploaded files
// it points at (scripts/lib/backup-bundle.mjs).
// PostgreSQL (DATABASE_URL): pg_dump in its custom format. PGlite (DATA_DIR): a gzipped tar of the
// data directory; if a server is running on it, the server writes it (SIGUSR2, see
// src/server/lib/backup-signal.ts), otherwise this script opens the directory itself.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  ROOT,
  backupTarget,
  pgliteExtensions,
  runningServer,
  stamp,
} from './lib/backup-target.mjs';
import { databaseFileName, fileFolders, packBundle } from './lib/backup-bundle.mjs';

const target = backupTarget();
const file = path.resolve(
  process.argv[2] ?? path.join(ROOT, 'backups', `selfdrive-${target.kind}-${stamp()}.tar.gz`),
);
fs.mkdirSync(path.dirname(file), { recursive: true });
const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'selfdrive-backup-'));
const databaseFile = path.join(staging, databaseFileName(target.kind));

if (target.kind === 'postgres') {
  const run = spawnSync(
    'pg_dump',
    ['--format=custom', '--no-owner', `--file=${databaseFile}`, target.url],
    {
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
} else {
  const pid = runningServer(target.dataDir);
  if (pid) {
    fs.writeFileSync(path.join(target.dataDir, 'backup-request'), databaseFile);
    process.kill(pid, 'SIGUSR2');
    const started = Date.now();
    while (!fs.existsSync(databaseFile)) {
      if (fs.existsSync(`${databaseFile}.failed`))
        throw new Error(fs.readFileSync(`${databaseFile}.failed`, 'utf8'));
      if (Date.now() - started > 120_000)
        throw new Error('the server did not write the backup in 120 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  } else {
    if (!fs.existsSync(target.pgliteDir))
      throw new Error(`no PGlite database at ${target.pgliteDir}`);
    const db = await PGlite.create({ dataDir: target.pgliteDir, extensions: pgliteExtensions });
    fs.writeFileSync(
      databaseFile,
      new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer()),
    );
    await db.close();
  }
}
try {
  const { folders } = packBundle(file, {
    staging,
    kind: target.kind,
    dataDir: target.dataDir,
    folders: fileFolders(target.dataDir),
  });
  const files = process.env.S3_BUCKET
    ? 'uploads and pictures are in the bucket (S3_BUCKET): back it up with the store (versioning, replication)'
    : `with ${folders.length ? folders.join(' and ') : 'no uploaded files yet'}`;
  console.log(`[backup] ${target.kind}: ${file} (${fs.statSync(file).size} bytes), ${files}`);
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
