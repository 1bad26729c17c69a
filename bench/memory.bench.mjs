// The server's resident memory and a mixed load on the demo data (issue 33, decision 0043), as a
// customer runs it: `npm start`, on PGlite (no suffix) and on PostgreSQL (_pg).
//
// server_rss_first_start_mb: the server process's RSS 10 s after the first start (initdb,
//   migrations, demo seed) answered /api/health.
// server_rss_idle_mb: its RSS 10 s after a start on the existing data.
// server_rss_load_mb: the highest RSS, read every 500 ms, through the mixed load.
// mixed_rps, mixed_p99_ms: requests a second and the 99th percentile over every request of the
//   load, which comes at set rates, several times a small business's busiest hour: searches
//   (BENCH_MIXED_SEARCH_RATE, default 100 a second, each search different), public pages (10 a
//   second, every page of the sitemap in turn, rendered on the server), bookings
//   (BENCH_MIXED_BOOKING_RATE, default 5 a second, each a different car or day, by 50 signed-in
//   customers) and sign-ins (2 a second, argon2id). mixed_rps below the sum means the server
//   fell behind.
// mixed_search_p99_ms: the searches' own 99th percentile (the budget is 100 ms).
// npm_rss_mb: `npm start` stays as the server's parent (npm has no exec); its own RSS.
// pglite_floor_rss_mb: PGlite alone in a process (bench/pglite-floor.mjs) on the same data with
//   the server's settings; server_share_mb = server_rss_idle_mb minus it.
// BENCH_MIXED_SECONDS (default 300) is the load's length; BENCH_MEMORY_RUNS=pglite,pg picks
// runs; BENCH_MEMORY_PORT (default 3193) and the next port.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { createCustomers } from './bench-customers.mjs';
import { ROOT, startServer } from './lib.mjs';
import { demoBookings, searchPath } from './search-mixed.bench.mjs';

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 300);
const SEARCHES_PER_SECOND = Number(process.env.BENCH_MIXED_SEARCH_RATE ?? 100);
const PAGES_PER_SECOND = 10;
const BOOKINGS_PER_SECOND = Number(process.env.BENCH_MIXED_BOOKING_RATE ?? 5);
const SIGN_INS_PER_SECOND = 2;
const IDLE_MS = 10_000;
const PORT = Number(process.env.BENCH_MEMORY_PORT ?? 3193);
const BENCH_DB = 'selfdrive_bench_memory';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** RSS (MB) of one process from /proc, undefined once it is gone. */
async function rssMb(pid) {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = status.match(/VmRSS:\s+(\d+)/)?.[1];
  return kb === undefined ? undefined : Number(kb) / 1024;
}

/** The server's pid in `npm start`'s process group: the process running dist/server/main.js. */
async function serverPid(pgid) {
  for (const pid of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('dist/server/main.js')) return Number(pid);
  }
  throw new Error(`no server process in process group ${pgid}`);
}

const round = (mb) => Math.round(mb);
const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** The mixed load against `url`; resolves with its figures once it has run SECONDS. */
async function mixedLoad(url, { cookies, bookings }, serverPidNow) {
  const catalogue = await (await fetch(`${url}/api/catalogue`)).json();
  const branchIds = catalogue.branches.map((b) => b.id);
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (pages.length === 0) throw new Error('memory bench: the sitemap lists no page');

  const latencies = { search: [], page: [], booking: [], signIn: [] };
  const run = (kind, options) => {
    const instance = autocannon({ url, duration: SECONDS, ...options });
    instance.on('response', (_client, _status, _bytes, ms) => latencies[kind].push(ms));
    return instance;
  };
  let n = 0;
  let p = 0;
  let b = 0;
  const started = performance.now();
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await rssMb(serverPidNow)) ?? 0);
      await sleep(500);
    }
  })();
  const [search, page, booking, signIn] = await Promise.all([
    run('search', {
      connections: 8,
      overallRate: SEARCHES_PER_SECOND,
      requests: [{ setupRequest: (req) => ({ ...req, path: searchPath(branchIds, n++) }) }],
    }),
    run('page', {
      connections: 4,
      overallRate: PAGES_PER_SECOND,
      requests: [{ setupRequest: (req) => ({ ...req, path: pages[p++ % pages.length] }) }],
    }),
    run('booking', {
      connections: 2,
      overallRate: BOOKINGS_PER_SECOND,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const i = b++;
            if (i >= bookings.length) throw new Error('memory bench: out of free periods');
            return {
              ...req,
              path: '/api/bookings',
              headers: {
                'content-type': 'application/json',
                cookie: cookies[i % cookies.length],
                'idempotency-key': randomUUID(),
              },
              body: bookings[i],
            };
          },
        },
      ],
    }),
    run('signIn', {
      connections: 2,
      overallRate: SIGN_INS_PER_SECOND,
      url: `${url}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@selfdrive.test', password: 'Demo@1234' }),
    }),
  ]);
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  for (const [kind, result] of Object.entries({ search, page, booking, signIn })) {
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
      throw new Error(
        `memory bench: ${kind}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    }
  }
  const all = Object.values(latencies)
    .flat()
    .sort((x, y) => x - y);
  const searches = latencies.search.sort((x, y) => x - y);
  return {
    peak,
    rps: all.length / seconds,
    p99: percentile(all, 0.99),
    searchP99: percentile(searches, 0.99),
    counts: Object.fromEntries(Object.entries(latencies).map(([k, v]) => [k, v.length])),
  };
}

/** Starts `npm start`, waits IDLE_MS and reads the server's RSS; returns the running server. */
async function startAndSettle(env) {
  const server = await startServer(env);
  const pid = await serverPid(server.child.pid);
  await sleep(IDLE_MS);
  return { server, pid, idle: (await rssMb(pid)) ?? 0, npm: (await rssMb(server.child.pid)) ?? 0 };
}

/** PGlite alone on `dataDir`, with the server's V8 flags and malloc settings. */
async function pgliteFloor(dataDir) {
  const settings = pathToFileURL(path.join(ROOT, 'dist', 'server', 'lib', 'process-settings.js'));
  const { missingProcessSettings } = await import(settings.href);
  const missing = missingProcessSettings([], process.env);
  const out = execFileSync(
    process.execPath,
    [...missing.flags, path.join(ROOT, 'bench', 'pglite-floor.mjs'), path.join(dataDir, 'pglite')],
    { cwd: ROOT, env: { ...process.env, ...missing.env }, encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').at(-1)).rssMb;
}

async function measure(suffix, env, { prepare, floor }) {
  const first = await startAndSettle(env);
  await first.server.stop();
  const prepared = await prepare();
  const floorMb = floor ? await floor() : undefined;
  const { server, pid, idle, npm } = await startAndSettle(env);
  try {
    const load = await mixedLoad(`http://127.0.0.1:${env.PORT}`, prepared, pid);
    console.log(`memory bench ${suffix || 'pglite'}: requests`, load.counts);
    const s = suffix ? `_${suffix}` : '';
    return {
      [`server_rss_first_start_mb${s}`]: round(first.idle),
      [`server_rss_idle_mb${s}`]: round(idle),
      [`server_rss_load_mb${s}`]: round(load.peak),
      [`mixed_rps${s}`]: Math.round(load.rps),
      [`mixed_p99_ms${s}`]: load.p99,
      [`mixed_search_p99_ms${s}`]: load.searchP99,
      [`npm_rss_mb${s}`]: round(npm),
      ...(floorMb === undefined
        ? {}
        : { pglite_floor_rss_mb: floorMb, server_share_mb: round(idle - floorMb) }),
    };
  } finally {
    await server.stop();
  }
}

// The default start (development: demo data, pretty logs) with RATE_LIMITS=false, so the
// sign-ins are not answered 429 after ten.
const BASE_ENV = {
  HOST: '127.0.0.1',
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  RATE_LIMITS: 'false',
  SEED_DEMO: 'true',
};

async function pgliteRun() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-memory-'));
  const env = { ...BASE_ENV, PORT: String(PORT), DATA_DIR: dataDir };
  try {
    return await measure('', env, {
      // The server is stopped: its PGlite directory is opened here for the customers.
      prepare: async () => {
        const db = await PGlite.create({
          dataDir: path.join(dataDir, 'pglite'),
          extensions: { btree_gist },
        });
        const query = (text, values) => db.query(text, values);
        try {
          return { cookies: await createCustomers(query, 50), bookings: await demoBookings(query) };
        } finally {
          await db.close();
        }
      },
      floor: () => pgliteFloor(dataDir),
    });
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
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-memory-pg-'));
  const env = { ...BASE_ENV, PORT: String(PORT + 1), DATA_DIR: dataDir, DATABASE_URL: url.href };
  try {
    return await measure('pg', env, {
      prepare: async () => {
        const client = new pg.Client({ connectionString: url.href });
        await client.connect();
        const query = (text, values) => client.query(text, values);
        try {
          return { cookies: await createCustomers(query, 50), bookings: await demoBookings(query) };
        } finally {
          await client.end();
        }
      },
    });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export default async function memoryBench() {
  const chosen = process.env.BENCH_MEMORY_RUNS?.split(',');
  const figures = {};
  if (!chosen || chosen.includes('pglite')) Object.assign(figures, await pgliteRun());
  if (!chosen || chosen.includes('pg')) Object.assign(figures, await pgRun());
  return figures;
}
