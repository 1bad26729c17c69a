// Searches a reply cache cannot flatter: every availability search differs (branch, pickup day,
// pickup time, length), at 50 connections, while customers book at a steady rate, on the
// 1,000-car, 200,000-booking fleet, on PostgreSQL and on PGlite. Figures (suffix _pg/_pglite):
// search_mixed_rps, search_mixed_p50_ms, search_mixed_p99_ms, search_mixed_booking_rps,
// search_mixed_health_p99_ms (/api/health during the mixed load; it pings the database, so it
// waits its turn there), search_mixed_loop_p99_ms (/robots.txt during the mixed load: no
// database, so it shows whether queries stall the event loop), search_mixed_health_rps
// (the same server's health alone, 50 connections, right after the mixed load),
// search_mixed_health_rps_during (the 1-connection health probe's rate during the mixed load),
// and CPU milliseconds per search over the mixed load (the bookings and the two probes of the
// same window included): search_mixed_server_cpu_ms (the server's process group; on PGlite
// that includes the database's worker thread), search_mixed_db_cpu_ms_pg (the PostgreSQL
// backends of the bench database) and search_mixed_loadgen_cpu_ms (this process, which runs
// every autocannon instance). CPU time per search is what a busy machine inflates least, so
// compare builds with it; rps and latency need a quiet machine.
// Each run also gives search_mixed_health_ratio (searches a second / health alone). Runs: the
// fleet on PostgreSQL (_pg) and PGlite (_pglite), and the demo data alone on PostgreSQL
// (_demo_pg) and PGlite (_demo_pglite); BENCH_SEARCH_MIXED_RUNS=pg,demo_pglite picks some.
// The fleet run on PostgreSQL also loads the availability index of decision 0027 in this
// process, cold: search_index_load_ms_pg (start to loaded, connections included) and
// search_index_heap_mb_pg (JavaScript heap and array buffers it holds, after a full GC).
// Ports: BENCH_PORT_BASE (default 3186) and the next three.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import autocannon from 'autocannon';
import pg from 'pg';
import { createCustomers } from './bench-customers.mjs';
import { backendCpuMs, processGroupCpuMs, ROOT } from './lib.mjs';
import { addSeasons } from './bench-seasons.mjs';
import { withFleetServer } from './fleet-server.mjs';

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3186);
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BOOKINGS_PER_SECOND = Number(process.env.BENCH_BOOKING_RATE ?? 10);
const DAY = 86_400_000;
const IST = 330 * 60_000;

const istParts = (date) => {
  const iso = new Date(date.getTime() + IST).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};

/**
 * The n-th search: no two alike for the first 1,723,800 (5 branches × 170 days × 26 pickup
 * times × 3 lengths × 26 drop times; at ~6,600 searches a second the 66,300 without drop times
 * ran out within a 10 s run).
 */
const UNIQUE_SEARCHES = 5 * 170 * 26 * 3 * 26;
const slotTime = (slot) => {
  const minutes = 270 + slot * 30; // 04:30 … 17:00
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
};
export function searchPath(branchIds, n) {
  const branch = branchIds[n % branchIds.length];
  const day = 1 + (Math.floor(n / branchIds.length) % 170);
  const slot = Math.floor(n / (branchIds.length * 170)) % 26;
  const days = 1 + (Math.floor(n / (branchIds.length * 170 * 26)) % 3);
  const dropSlot = Math.floor(n / (branchIds.length * 170 * 26 * 3)) % 26;
  const pickup = istParts(new Date(Date.now() + day * DAY));
  const drop = istParts(new Date(Date.now() + (day + days) * DAY));
  const q = new URLSearchParams({
    branch: String(branch),
    pickupDate: pickup.date,
    pickupTime: slotTime(slot),
    dropDate: drop.date,
    dropTime: slotTime(dropSlot),
  });
  return `/api/cars?${q}`;
}

/**
 * Free 6-hour periods of fleet cars: every fleet booking ends within 47 hours of its pickup
 * and the car's next one starts 72 hours after it, so a period from 48 hours on (moved to a
 * pickup between 04:30 and 17:30 IST) is free. Never two alike.
 */
async function freeBookings(query) {
  const { rows } = await query(`
    SELECT b.car_id, b.pickup_at,
      (SELECT id FROM rate_packages p WHERE p.car_id = b.car_id ORDER BY rate_per_hour_paise, id LIMIT 1) AS package_id,
      (SELECT id FROM pickup_drop_options o WHERE o.branch_id = c.branch_id ORDER BY id LIMIT 1) AS option_id
    FROM bookings b JOIN cars c ON c.id = b.car_id
    WHERE b.pickup_at > now() + interval '2 days' AND b.pickup_at < now() + interval '170 days'
    ORDER BY b.pickup_at, b.car_id`);
  return rows.map((r) => {
    let start = new Date(new Date(r.pickup_at).getTime() + 48 * 3_600_000);
    const inHours = (d) => {
      const t = istParts(d).time;
      return t >= '04:30' && t <= '17:30';
    };
    while (!inHours(start)) start = new Date(start.getTime() + 3_600_000);
    const pickup = istParts(start);
    const drop = istParts(new Date(start.getTime() + 6 * 3_600_000));
    return JSON.stringify({
      carId: r.car_id,
      ratePackageId: r.package_id,
      pickupDate: pickup.date,
      pickupTime: pickup.time,
      dropDate: drop.date,
      dropTime: drop.time,
      tripType: 'local',
      pickupDropOptionId: r.option_id,
      acceptTerms: true,
    });
  });
}

/** Demo data has no bookings: 6-hour periods, one car and day each, from 2 days ahead. */
export async function demoBookings(query) {
  const { rows } = await query(`
    SELECT c.id AS car_id,
      (SELECT id FROM rate_packages p WHERE p.car_id = c.id ORDER BY rate_per_hour_paise, id LIMIT 1) AS package_id,
      (SELECT id FROM pickup_drop_options o WHERE o.branch_id = c.branch_id ORDER BY id LIMIT 1) AS option_id
    FROM cars c WHERE c.is_active ORDER BY c.id`);
  const bookings = [];
  for (let day = 2; day < 170; day++) {
    const date = istParts(new Date(Date.now() + day * DAY)).date;
    for (const r of rows.filter((row) => row.package_id !== null)) {
      bookings.push(
        JSON.stringify({
          carId: r.car_id,
          ratePackageId: r.package_id,
          pickupDate: date,
          pickupTime: '10:00',
          dropDate: date,
          dropTime: '16:00',
          tripType: 'local',
          pickupDropOptionId: r.option_id,
          acceptTerms: true,
        }),
      );
    }
  }
  return bookings;
}

/** Loads the availability index from the built server (dist/) in this process, cold. */
async function indexFigures(url) {
  const dist = (file) => pathToFileURL(path.join(ROOT, 'dist', 'server', file)).href;
  const { wrapPostgres } = await import(dist('db/client.js'));
  const { AvailabilityIndex } = await import(dist('modules/cars/availability-index.js'));
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  const held = () => {
    gc();
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const before = held();
  const started = performance.now();
  const database = wrapPostgres(new pg.Pool({ connectionString: url, max: 4 }));
  const index = new AvailabilityIndex(database.db);
  await index.load();
  const loadMs = performance.now() - started;
  const bytes = held() - before;
  const { cars } = index.stats();
  await database.close();
  if (cars < 1000) throw new Error(`search index: ${cars} cars loaded, expected the fleet`);
  return {
    search_index_load_ms_pg: Math.round(loadMs),
    search_index_heap_mb_pg: Math.round((bytes / 1_048_576) * 10) / 10,
  };
}

const MIXED_DB = 'selfdrive_bench_mixed';

async function prepare(query, { url } = {}) {
  // 20 rate seasons per branch (issue 35): the cards are priced hour by hour under them.
  // BENCH_SEASONS=0 leaves them out, to see what they cost.
  if (process.env.BENCH_SEASONS !== '0') await addSeasons(query);
  return {
    cookies: await createCustomers(query, 50),
    bookings: await freeBookings(query),
    query,
    ...(url ? { index: await indexFigures(url) } : {}),
  };
}

async function prepareDemo(query) {
  return { cookies: await createCustomers(query, 50), bookings: await demoBookings(query), query };
}

/** CPU ms so far of the server's processes and (PostgreSQL) the bench database's backends. */
async function cpuNow(serverGroup, query) {
  return {
    server: await processGroupCpuMs(serverGroup),
    backends: query ? await backendCpuMs(query, MIXED_DB) : new Map(),
    loadgen: process.cpuUsage(),
  };
}

/** CPU ms per search between two cpuNow readings (a backend started in between counts whole). */
function cpuPerSearch(before, after, searches, suffix) {
  let db = 0;
  for (const [pid, ms] of after.backends) db += ms - (before.backends.get(pid) ?? 0);
  const loadgen = process.cpuUsage(before.loadgen);
  const perSearch = (ms) => Math.round((ms / searches) * 100) / 100;
  return {
    [`search_mixed_server_cpu_ms_${suffix}`]: perSearch(after.server - before.server),
    ...(suffix.endsWith('pg') ? { [`search_mixed_db_cpu_ms_${suffix}`]: perSearch(db) } : {}),
    [`search_mixed_loadgen_cpu_ms_${suffix}`]: perSearch((loadgen.user + loadgen.system) / 1000),
  };
}

async function measure(port, { cookies, bookings, query, index }, suffix, serverGroup) {
  const url = `http://127.0.0.1:${port}`;
  const catalogue = await (await fetch(`${url}/api/catalogue`)).json();
  const branchIds = catalogue.branches.map((b) => b.id);
  let n = 0;
  const searches = () =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [{ setupRequest: (req) => ({ ...req, path: searchPath(branchIds, n++) }) }],
    });
  let b = 0;
  const booking = autocannon({
    url,
    connections: 4,
    overallRate: BOOKINGS_PER_SECOND,
    duration: SECONDS + 2,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const i = b++;
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
  });
  await new Promise((r) => setTimeout(r, 1000)); // bookings under way first
  const probe = (path) => autocannon({ url: `${url}${path}`, connections: 1, duration: SECONDS });
  const cpuBefore = await cpuNow(serverGroup, query);
  const [search, health, loop] = await Promise.all([
    searches(),
    probe('/api/health'),
    probe('/robots.txt'),
  ]);
  const cpu = cpuPerSearch(
    cpuBefore,
    await cpuNow(serverGroup, query),
    search.requests.total,
    suffix,
  );
  const booked = await booking;
  if (search.non2xx > 0) throw new Error(`search mixed: ${search.non2xx} failed searches`);
  if (booked.non2xx > 0) throw new Error(`search mixed: ${booked.non2xx} failed bookings`);
  if (n > UNIQUE_SEARCHES) throw new Error('search mixed: searches repeated');
  await new Promise((r) => setTimeout(r, 1000));
  const alone = await autocannon({
    url: `${url}/api/health`,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    [`search_mixed_rps_${suffix}`]: Math.round(search.requests.average),
    [`search_mixed_p50_ms_${suffix}`]: search.latency.p50,
    [`search_mixed_p99_ms_${suffix}`]: search.latency.p99,
    [`search_mixed_errors_${suffix}`]: search.errors + search.timeouts,
    [`search_mixed_booking_rps_${suffix}`]: Math.round(booked.requests.average),
    [`search_mixed_health_p99_ms_${suffix}`]: health.latency.p99,
    [`search_mixed_loop_p99_ms_${suffix}`]: loop.latency.p99,
    [`search_mixed_health_rps_${suffix}`]: Math.round(alone.requests.average),
    [`search_mixed_health_rps_during_${suffix}`]: Math.round(health.requests.average),
    [`search_mixed_health_ratio_${suffix}`]:
      Math.round((search.requests.average / alone.requests.average) * 100) / 100,
    ...cpu,
    ...index,
  };
}

export default async function searchMixedBench() {
  // Demo data needs a non-production mode (production refuses SEED_DEMO); the API is the same.
  const env = { RATE_LIMITS: 'false', NODE_ENV: 'test' };
  const chosen = process.env.BENCH_SEARCH_MIXED_RUNS?.split(',');
  const runs = [
    ['pg', 'postgres', { port: PORT_BASE, dbName: MIXED_DB, env, prepare }],
    ['pglite', 'pglite', { port: PORT_BASE + 1, env, prepare }],
    [
      'demo_pg',
      'postgres',
      { port: PORT_BASE + 2, dbName: MIXED_DB, env, prepare: prepareDemo, fleet: false },
    ],
    ['demo_pglite', 'pglite', { port: PORT_BASE + 3, env, prepare: prepareDemo, fleet: false }],
  ];
  const figures = {};
  for (const [suffix, kind, options] of runs) {
    if (chosen && !chosen.includes(suffix)) continue;
    Object.assign(
      figures,
      await withFleetServer(kind, options, (port, prepared, serverGroup) =>
        // PGlite's own connection closes before the server opens the directory: no backends.
        measure(
          port,
          kind === 'pglite' ? { ...prepared, query: undefined } : prepared,
          suffix,
          serverGroup,
        ),
      ),
    );
  }
  return figures;
}
