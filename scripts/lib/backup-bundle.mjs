// One backup file holds the database and the files the database points at: customers' uploads
// (DATA_DIR/uploads: identity documents, profile and handover photos) and the site's pictures
// (DATA_DIR/media), unless they live in an S3-compatible bucket (S3_BUCKET), which keeps them
// itself. A gzipped tar:
//   selfdrive-backup.json   what is inside
//   database.dump           PostgreSQL (pg_dump custom format), or
//   pglite.tar.gz           PGlite's data directory
//   uploads/ media/         the files, when on the disk
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const MANIFEST = 'selfdrive-backup.json';
export const FILE_FOLDERS = ['uploads', 'media'];

export function databaseFileName(kind) {
  return kind === 'postgres' ? 'database.dump' : 'pglite.tar.gz';
}

/** The folders of DATA_DIR this backup carries: none when the files are in a bucket. */
export function fileFolders(dataDir, env = process.env) {
  if (env.S3_BUCKET) return [];
  return FILE_FOLDERS.filter((folder) => fs.existsSync(path.join(dataDir, folder)));
}

function tar(args) {
  const run = spawnSync('tar', args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0) throw new Error(`tar ${args[0]} exited with ${run.status}`);
}

/** Writes `file` from the staged database backup and DATA_DIR's file folders. */
export function packBundle(file, { staging, kind, dataDir, folders }) {
  const manifest = {
    format: 1,
    kind,
    createdAt: new Date().toISOString(),
    database: databaseFileName(kind),
    folders,
  };
  fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
  const partial = `${file}.partial`;
  tar([
    '-czf',
    partial,
    '-C',
    staging,
    MANIFEST,
    manifest.database,
    ...(folders.length ? ['-C', dataDir, ...folders] : []),
  ]);
  fs.renameSync(partial, file);
  return manifest;
}

/**
 * Unpacks `file` into `staging` and returns its manifest, or undefined for a backup written
 * before files were included (the file is then the database backup itself).
 */
export function unpackBundle(file, staging) {
  const listing = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' });
  if (listing.status !== 0 || !listing.stdout.split('\n').includes(MANIFEST)) return undefined;
  tar(['-xzf', file, '-C', staging]);
  return JSON.parse(fs.readFileSync(path.join(staging, MANIFEST), 'utf8'));
}
