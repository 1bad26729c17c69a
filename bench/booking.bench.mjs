// Booking under contention and load.
// booking_race_winners / booking_race_5xx / booking_race_ms: 200 customers at once try to book
// one car for one period, half through each of TWO server processes sharing one PostgreSQL:
// exactly 1 may win, none may answer 5xx. booking_rps_pg / booking_rps_pglite: bookings of
// different cars and periods (every one must succeed) at 50 connections; booking_p50_ms_pg /
// booking_p50_ms_pglite: the median booking with two customers booking at once. RATE_LIMITS=false.
// BENCH_BOOKING_PORT (default 3197) is the first of the three ports it uses; BENCH_BOOKING_ONLY
// (pg or pglite) runs one database's half. Every branch has 20 rate seasons and a standing
// weekend rule (bench-seasons.mjs): seasons must not slow a booking (issue 35).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { createCustomers } from './bench-customers.mjs';
import { addSeasons } from './bench-seasons.mjs';
import { startServer } from './lib.mjs';

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RACERS = 200;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FIRST_PORT = Number(process.env.BENCH_BOOKING_PORT ?? 3197);
const [PORT_A, PORT_B, PORT_PGLITE] = [0, 1, 2].map((n) => String(FIRST_PORT + n));
const ONLY = process.env.BENCH_BOOKING_ONLY;
const BENCH_DB = `selfdrive_bench_booking_${FIRST_PORT}`;
// Four 6-hour slots tile a day (the last ends at 05:00 the next day).
const SLOTS = [
  ['05:00', '11:00', 0],
  ['11:00', '17:00', 0],
  ['17:00', '23:00', 0],
  ['23:00', '05:00', 1],
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const addDays = (date, days) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Every car with its cheapest package and its branch's first pickup/drop option. */
async function bookableCars(query) {
  const { rows } = await query(`
    SELECT c.id AS car_id,
      (SELECT id FROM rate_packages p WHERE p.car_id = c.id ORDER BY rate_per_hour_paise, id LIMIT 1) AS package_id,
      (SELECT id FROM pickup_drop_options o WHERE o.branch_id = c.branch_id ORDER BY id LIMIT 1) AS option_id
    FROM cars c WHERE c.is_active ORDER BY c.id`);
  return rows.map((r) => ({ carId: r.car_id, packageId: r.package_id, optionId: r.option_id }));
}

function body(car, date, slot) {
  return JSON.stringify({
    carId: car.carId,
    ratePackageId: car.packageId,
    pickupDate: date,
    pickupTime: SLOTS[slot][0],
    dropDate: addDays(date, SLOTS[slot][2]),
    dropTime: SLOTS[slot][1],
    tripType: 'local',
    pickupDropOptionId: car.optionId,
    acceptTerms: true,
  });
}

const post = (port, cookie, payload) =>
  fetch(`http://127.0.0.1:${port}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
    body: payload,
  });

async function race(ports, cookies, car) {
  const payload = body(car, addDays(istToday(), 7), 1);
  const started = performance.now();
  const codes = await Promise.all(
    cookies.map(async (cookie, i) => {
      const res = await post(ports[i % ports.length], cookie, payload);
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const unexpected = codes.filter((c) => c !== 201 && c !== 409 && c < 500);
  if (unexpected.length > 0) throw new Error(`booking race: answers ${unexpected.join(',')}`);
  return {
    booking_race_winners: codes.filter((c) => c === 201).length,
    booking_race_5xx: codes.filter((c) => c >= 500).length,
    booking_race_ms: Math.round(performance.now() - started),
  };
}

/** Requests booking distinct cars and periods (never clashing), one counter for a run. */
function bookingRequests(cookies, cars) {
  const start = addDays(istToday(), 8); // clear of the race's day
  let i = 0;
  return {
    count: () => i,
    setupRequest: (req) => {
      const n = i++;
      const car = cars[n % cars.length];
      const k = Math.floor(n / cars.length);
      return {
        ...req,
        path: '/api/bookings',
        headers: {
          'content-type': 'application/json',
          cookie: cookies[n % cookies.length],
          'idempotency-key': randomUUID(),
        },
        body: body(car, addDays(start, Math.floor(k / SLOTS.length)), k % SLOTS.length),
      };
    },
  };
}

async function load(port, requests, connections, seconds) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [{ method: 'POST', setupRequest: requests.setupRequest }],
  });
  await settle(); // autocannon leaves requests in flight; let the server finish them
  if (result.non2xx > 0) throw new Error(`booking load: ${result.non2xx} non-2xx answers`);
  return result;
}

/**
 * A booking's latency with two customers booking at once (booking_p50_ms_*), then the
 * throughput at 50 connections (booking_rps_*). At 50 connections the median is mostly
 * queueing (50 / rps), so it is reported apart (booking_p50_ms_50c_*).
 */
async function bookingLoad(port, cookies, cars, suffix) {
  const requests = bookingRequests(cookies, cars);
  const latency = await load(port, requests, 2, Math.max(3, Math.round(SECONDS / 2)));
  const result = await load(port, requests, CONNECTIONS, SECONDS);
  if (requests.count() > cars.length * SLOTS.length * 170) {
    throw new Error('booking load: ran out of periods');
  }
  // Connection errors (timeouts when the load outruns a single PGlite connection) are a figure
  // of the run, not a failure of the bench.
  return {
    [`booking_p50_ms_${suffix}`]: latency.latency.p50,
    [`booking_rps_${suffix}`]: Math.round(result.requests.average),
    [`booking_p50_ms_50c_${suffix}`]: result.latency.p50,
    [`booking_load_errors_${suffix}`]: result.errors + latency.errors,
  };
}

async function pgRun() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-booking-pg-'));
  const env = (port) => ({
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: url.href,
    SEED_DEMO: 'true',
    RATE_LIMITS: 'false',
    // Demo data needs a non-production mode (production refuses SEED_DEMO); the API is the same.
    NODE_ENV: 'test',
  });
  const servers = [];
  const client = new pg.Client({ connectionString: url.href });
  try {
    servers.push(await startServer(env(PORT_A)));
    servers.push(await startServer(env(PORT_B)));
    await client.connect();
    const query = (text, values) => client.query(text, values);
    const cookies = await createCustomers(query, RACERS);
    await addSeasons(query);
    const cars = await bookableCars(query);
    const raced = await race([PORT_A, PORT_B], cookies, cars[0]);
    const load = await bookingLoad(PORT_A, cookies, cars.slice(1), 'pg');
    return { ...raced, ...load };
  } finally {
    await client.end().catch(() => {});
    for (const server of servers) await server.stop();
    await settle(); // npm exits before the server has closed its connections
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function pgliteRun() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-booking-'));
  const env = {
    PORT: PORT_PGLITE,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    RATE_LIMITS: 'false',
    // Demo data needs a non-production mode (production refuses SEED_DEMO); the API is the same.
    NODE_ENV: 'test',
  };
  try {
    // First start migrates and seeds; customers and sessions then go in directly.
    await (await startServer(env)).stop();
    const db = await PGlite.create({
      dataDir: path.join(dataDir, 'pglite'),
      extensions: { btree_gist },
    });
    const query = (text, values) => db.query(text, values);
    const cookies = await createCustomers(query, CONNECTIONS);
    await addSeasons(query);
    const cars = await bookableCars(query);
    await db.close();
    const server = await startServer(env);
    try {
      return await bookingLoad(env.PORT, cookies, cars, 'pglite');
    } finally {
      await server.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export default async function bookingBench() {
  return {
    ...(ONLY === 'pglite' ? {} : await pgRun()),
    ...(ONLY === 'pg' ? {} : await pgliteRun()),
  };
}
