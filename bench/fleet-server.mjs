// A server on the large bench fleet (search-fleet.mjs) in a database of its own, on PGlite or
// on PostgreSQL; `run(port, query)` gets the server's port and a SQL function on its database.
// `run` also gets the server's process group id (for CPU figures, lib.mjs). The database is
// dropped and the data directory removed afterwards.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { startServer } from './lib.mjs';
import { FLEET_SQL } from './search-fleet.mjs';

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `prepare(query, { url })` on the fleet database before the measured server starts
 * (`url`: PostgreSQL only). `fleet: false` keeps the demo data alone.
 */
export async function withFleetServer(
  kind,
  { port, dbName, env = {}, prepare, fleet = true },
  run,
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `selfdrive-bench-${kind}-`));
  const base = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true' };
  try {
    const statements = fleet ? FLEET_SQL : [];
    if (kind === 'pglite') {
      return await pgliteFleet({ ...base, ...env }, dataDir, statements, prepare, run);
    }
    return await pgFleet({ ...base, ...env }, dbName, statements, prepare, run);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function pgliteFleet(env, dataDir, statements, prepare, run) {
  // First start migrates and seeds the demo catalogue; then the fleet goes in directly.
  await (await startServer(env)).stop();
  const db = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { btree_gist },
  });
  const query = (text, values) => db.query(text, values);
  for (const statement of statements) await db.exec(statement);
  const prepared = prepare ? await prepare(query) : undefined;
  await db.close();
  const server = await startServer(env);
  try {
    return await run(env.PORT, prepared, server.child.pid);
  } finally {
    await server.stop();
  }
}

async function pgFleet(env, dbName, statements, prepare, run) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${dbName}`;
  const client = new pg.Client({ connectionString: url.href });
  try {
    await (await startServer({ ...env, DATABASE_URL: url.href })).stop();
    await client.connect();
    const query = (text, values) => client.query(text, values);
    for (const statement of statements) await client.query(statement);
    const prepared = prepare ? await prepare(query, { url: url.href }) : undefined;
    const server = await startServer({ ...env, DATABASE_URL: url.href });
    try {
      return await run(env.PORT, prepared, server.child.pid);
    } finally {
      await server.stop();
    }
  } finally {
    await client.end().catch(() => {});
    await new Promise((r) => setTimeout(r, 1000)); // npm exits before the server closes its pool
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}
