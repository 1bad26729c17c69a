// Availability search on a large fleet (1,000 cars, 200,000 bookings), on PGlite and on
// PostgreSQL: search_p50_ms, search_p99_ms, search_rps at 50 connections and the same server's
// health_rps, suffixed _pglite / _pg. The fleet lives in its own database, dropped afterwards.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { startServer } from './lib.mjs';
import { FLEET_SQL, searchPaths } from './search-fleet.mjs';

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'selfdrive_bench';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function load(url, paths) {
  let i = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
}

async function measure(port, suffix) {
  const base = `http://127.0.0.1:${port}`;
  const catalogue = await (await fetch(`${base}/api/catalogue`)).json();
  const paths = searchPaths(catalogue.branches.map((b) => b.id));
  const sample = await (await fetch(`${base}${paths[0]}`)).json();
  if (!Array.isArray(sample.cars) || sample.cars.length < 10) {
    throw new Error(
      `search bench: expected a large branch, got ${JSON.stringify(sample).slice(0, 200)}`,
    );
  }
  await load(base, paths.slice(0, 20)); // warm-up
  const search = await load(base, paths);
  const health = await load(base, ['/api/health']);
  if (search.non2xx > 0) throw new Error(`search bench: ${search.non2xx} failed searches`);
  return {
    [`search_p50_ms_${suffix}`]: search.latency.p50,
    [`search_p99_ms_${suffix}`]: search.latency.p99,
    [`search_rps_${suffix}`]: Math.round(search.requests.average),
    [`health_rps_${suffix}`]: Math.round(health.requests.average),
    [`search_cars_per_reply_${suffix}`]: sample.cars.length,
  };
}

async function pgliteRun() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-search-'));
  const env = { PORT: '3195', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true' };
  try {
    // First start migrates and seeds the demo catalogue; then the fleet goes in directly.
    await (await startServer(env)).stop();
    const db = await PGlite.create({
      dataDir: path.join(dataDir, 'pglite'),
      extensions: { btree_gist },
    });
    for (const statement of FLEET_SQL) await db.exec(statement);
    await db.close();
    const server = await startServer(env);
    try {
      return await measure(env.PORT, 'pglite');
    } finally {
      await server.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function pgRun() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-search-pg-'));
  const env = {
    PORT: '3196',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: url.href,
    SEED_DEMO: 'true',
  };
  try {
    const server = await startServer(env);
    try {
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      for (const statement of FLEET_SQL) await client.query(statement);
      await client.end();
      return await measure(env.PORT, 'pg');
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export default async function searchBench() {
  return { ...(await pgRun()), ...(await pgliteRun()) };
}
