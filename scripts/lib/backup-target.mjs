// What `npm run backup` / `npm run restore` work on: the same DATABASE_URL / DATA_DIR the server
// reads (src/server/config.ts), and whether a server is running on that data directory.
import fs from 'node:fs';
import path from 'node:path';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const pgliteExtensions = { btree_gist };

export function backupTarget(env = process.env) {
  // The uploaded files are under DATA_DIR with either database.
  const dataDir = path.resolve(ROOT, env.DATA_DIR || './data');
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL, dataDir };
  return { kind: 'pglite', dataDir, pgliteDir: path.join(dataDir, 'pglite') };
}

/** The pid of a live server holding this data directory (DATA_DIR/server.pid), or null. */
export function runningServer(dataDir) {
  let pid;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, 'server.pid'), 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

export const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');
