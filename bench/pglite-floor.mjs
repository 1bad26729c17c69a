// PGlite alone: `node bench/pglite-floor.mjs <DATA_DIR>/pglite` opens the directory the way the
// server does (its worker thread and settings, dist/server/db/pglite-proxy.js), reads every
// table once, waits for the process to settle and prints {"rssMb": n} on one line. memory.bench.mjs
// runs it with the server's V8 flags and malloc settings (process-settings.js): what is left of
// the server's resident memory above this is the application's share (decision 0043).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const dist = (file) => pathToFileURL(path.join(ROOT, 'dist', 'server', file)).href;
const { PgliteWorker, pgliteSettings } = await import(dist('db/pglite-proxy.js'));

const rssMb = () =>
  Number(fs.readFileSync('/proc/self/status', 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node bench/pglite-floor.mjs <pglite data directory>');
const db = await PgliteWorker.open(
  { dataDir },
  pgliteSettings({ sharedBuffers: process.env.PGLITE_SHARED_BUFFERS }),
);
const { rows } = await db.query(
  `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
);
for (const { tablename } of rows) await db.query(`SELECT * FROM "${tablename}"`);
await new Promise((resolve) => setTimeout(resolve, 5000));
const figure = Math.round(rssMb());
await db.close();
console.log(JSON.stringify({ rssMb: figure }));
