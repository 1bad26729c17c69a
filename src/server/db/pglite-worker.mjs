// The PGlite database in a worker thread (see pglite-proxy.ts, decision 0005). Plain JavaScript:
// the same file runs from src/ under the tests and beside dist/ in production.
// workerData: { dataDir, template? } or { dumpFile }, settings: { shared_buffers: '16MB', … } and
// wasmModule: PGlite's WebAssembly, compiled once by the process (pglite-proxy.ts).
// Messages in: { id, op: 'query' | 'exec' | 'begin' | 'end' | 'close' | 'dump', tx?, sql?, params?,
// rowMode?, rawDates?, commit? }. Messages out: { id, result } or { id, error }.
import fs from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

const keep = (value) => value;
// Dates and intervals as text, as drizzle's PGlite driver asks (it maps them itself).
const RAW_DATES = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, keep]),
);

// A data directory (a new one filled from the built template when given, decision 0043), or
// (tests) an in-memory copy of a dump made by dumpDataDir.
const source = workerData.dumpFile
  ? { loadDataDir: new Blob([await fs.readFile(workerData.dumpFile)]) }
  : {
      dataDir: workerData.dataDir,
      ...(workerData.template
        ? { loadDataDir: new Blob([await fs.readFile(workerData.template)]) }
        : {}),
    };
if (source.dataDir) await fs.mkdir(source.dataDir, { recursive: true });
// PGlite's own start parameters, then the settings pglite-proxy.ts sizes (decision 0043).
const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(workerData.settings ?? {}).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]),
];
const db = await PGlite.create({
  ...source,
  extensions: { btree_gist },
  startParams,
  pgliteWasmModule: workerData.wasmModule,
});
/** Open transactions by id: their PGlite handle and how to end them. */
const open = new Map();

const errorFields = (error) => {
  const fields = { message: error?.message ?? String(error), name: error?.name ?? 'Error' };
  for (const key of [
    'code',
    'detail',
    'hint',
    'constraint',
    'table',
    'column',
    'schema',
    'severity',
    'position',
  ]) {
    if (error && error[key] !== undefined) fields[key] = error[key];
  }
  return fields;
};

function begin(id) {
  return new Promise((started, failed) => {
    const done = db
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            open.set(id, { tx, commit, rollback });
            started(undefined);
          }),
      )
      .finally(() => open.delete(id));
    // A transaction that fails before it starts answers the 'begin'.
    done.catch(failed);
    open.set(`${id}:done`, done);
  });
}

async function end(txId, commit) {
  const entry = open.get(txId);
  const done = open.get(`${txId}:done`);
  open.delete(`${txId}:done`);
  if (!entry) return;
  if (commit) entry.commit(undefined);
  else entry.rollback(new Error('rolled back'));
  await done.catch((error) => {
    if (commit) throw error;
  });
}

async function handle(message) {
  const { op } = message;
  if (op === 'begin') return begin(message.id);
  if (op === 'end') return end(message.tx, message.commit);
  if (op === 'close') return db.close();
  if (op === 'dump') return new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
  const target = message.tx === undefined ? db : open.get(message.tx)?.tx;
  if (!target) throw new Error(`transaction ${message.tx} is not open`);
  if (op === 'exec') return target.exec(message.sql);
  const options = { rowMode: message.rowMode ?? 'object' };
  if (message.rawDates) options.parsers = RAW_DATES;
  const { rows, fields, affectedRows } = await target.query(message.sql, message.params, options);
  return { rows, fields, affectedRows };
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: errorFields(error) }),
  );
});
parentPort.postMessage({ ready: true });
