// Four server processes (`npm run start:cluster -- --processes 4`) on one PostgreSQL with
// Redis, rate limits on. Proves, as figures: one winner of 200 customers racing for one car
// (cluster_race_winners 1, cluster_race_5xx 0); a booking load of distinct cars and periods
// with no 5xx, every 201 in the database once and a retried request answered with the same
// booking (cluster_booking_lost 0, cluster_booking_duplicated 0); and one login limit of 10
// counted across processes for wrong passwords sent on fresh connections, which node:cluster
// deals out to the processes in turn (cluster_login_allowed 10).
// Port: BENCH_PORT_BASE + 8 (default 3194). Redis: BENCH_REDIS_URL (default 127.0.0.1:6379).
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createCustomers } from './bench-customers.mjs';
import { startServer } from './lib.mjs';

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT = String(Number(process.env.BENCH_PORT_BASE ?? 3186) + 8);
const BENCH_DB = 'selfdrive_bench_cluster';
const PROCESSES = 4;
const RACERS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SLOTS = [
  ['05:00', '11:00', 0],
  ['11:00', '17:00', 0],
  ['17:00', '23:00', 0],
];

const istDay = (days) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

function bookingBody(car, day, slot) {
  return JSON.stringify({
    carId: car.carId,
    ratePackageId: car.packageId,
    pickupDate: istDay(day),
    pickupTime: SLOTS[slot][0],
    dropDate: istDay(day + SLOTS[slot][2]),
    dropTime: SLOTS[slot][1],
    tripType: 'local',
    pickupDropOptionId: car.optionId,
    acceptTerms: true,
  });
}

/** One request on a connection of its own (so node:cluster picks the next process). */
function send(method, urlPath, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: PORT, method, path: urlPath, headers, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const postBooking = (cookie, body, key = randomUUID()) =>
  send(
    'POST',
    '/api/bookings',
    { 'content-type': 'application/json', cookie, 'idempotency-key': key },
    body,
  );

async function race(cookies, car) {
  const payload = bookingBody(car, 7, 1);
  const codes = await Promise.all(cookies.map(async (c) => (await postBooking(c, payload)).status));
  return {
    cluster_race_winners: codes.filter((c) => c === 201).length,
    cluster_race_5xx: codes.filter((c) => c >= 500).length,
  };
}

async function loginLimit(query) {
  const email = `limit-${randomBytes(4).toString('hex')}@example.test`;
  await query(
    `INSERT INTO users (name, email, referral_code, email_verified) VALUES ($1, $2, $3, true)`,
    ['Limit test', email, `L${randomBytes(4).toString('hex')}`],
  );
  const codes = [];
  for (let i = 0; i < 24; i++) {
    const body = JSON.stringify({ email, password: 'wrong-password' });
    codes.push(
      (await send('POST', '/api/auth/login', { 'content-type': 'application/json' }, body)).status,
    );
  }
  return {
    cluster_login_allowed: codes.filter((c) => c === 401).length,
    cluster_login_limited: codes.filter((c) => c === 429).length,
  };
}

/** Bookings of the load: from its first day (IST), clear of the race's day. */
const FROM_LOAD_DAY = `pickup_at >= ($1::date::timestamp AT TIME ZONE 'Asia/Kolkata')`;

async function load(cookies, cars, query) {
  const answered = [];
  const sent = [];
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: 48,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const n = i++;
          const car = cars[n % cars.length];
          const k = Math.floor(n / cars.length);
          const request = {
            cookie: cookies[n % cookies.length],
            key: randomUUID(),
            body: bookingBody(car, 8 + Math.floor(k / SLOTS.length), k % SLOTS.length),
          };
          sent.push(request);
          return {
            ...req,
            path: '/api/bookings',
            headers: {
              'content-type': 'application/json',
              cookie: request.cookie,
              'idempotency-key': request.key,
            },
            body: request.body,
          };
        },
        onResponse: (status, body) => {
          if (status === 201) answered.push(JSON.parse(body).id);
        },
      },
    ],
  });
  await new Promise((r) => setTimeout(r, 2000)); // requests still in flight finish
  const { rows } = await query(`SELECT id FROM bookings WHERE ${FROM_LOAD_DAY}`, [istDay(8)]);
  const stored = new Set(rows.map((r) => r.id));
  // A retried request (same key) must answer the booking already made, on any process.
  let replayMismatch = 0;
  for (const request of sent.slice(0, 20)) {
    const res = await postBooking(request.cookie, request.body, request.key);
    if (res.status >= 300 || !stored.has(JSON.parse(res.body).id)) replayMismatch++;
  }
  const after = await query(`SELECT count(*)::int AS n FROM bookings WHERE ${FROM_LOAD_DAY}`, [
    istDay(8),
  ]);
  return {
    cluster_booking_rps: Math.round(result.requests.average),
    cluster_booking_5xx: result['5xx'],
    cluster_booking_errors: result.errors,
    cluster_booking_lost: answered.filter((id) => !stored.has(id)).length,
    cluster_booking_duplicated:
      answered.length - new Set(answered).size + replayMismatch + (after.rows[0].n - stored.size),
  };
}

export default async function clusterBench() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-cluster-'));
  const env = {
    PORT,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    DATA_DIR: dataDir,
    DATABASE_URL: url.href,
    REDIS_URL,
    REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:`,
    SEED_DEMO: 'true',
    // Demo data needs a non-production mode (production refuses SEED_DEMO); the API is the same.
    NODE_ENV: 'test',
  };
  const client = new pg.Client({ connectionString: url.href });
  let server;
  try {
    server = await startServer(env, {
      script: 'start:cluster',
      args: ['--processes', String(PROCESSES)],
    });
    await client.connect();
    const query = (text, values) => client.query(text, values);
    const cookies = await createCustomers(query, RACERS);
    const { rows } = await query(`
      SELECT c.id AS "carId",
        (SELECT id FROM rate_packages p WHERE p.car_id = c.id ORDER BY rate_per_hour_paise, id LIMIT 1) AS "packageId",
        (SELECT id FROM pickup_drop_options o WHERE o.branch_id = c.branch_id ORDER BY id LIMIT 1) AS "optionId"
      FROM cars c WHERE c.is_active ORDER BY c.id`);
    return {
      ...(await race(cookies, rows[0])),
      ...(await loginLimit(query)),
      ...(await load(cookies, rows.slice(1), query)),
    };
  } finally {
    await client.end().catch(() => {});
    await server?.stop();
    await new Promise((r) => setTimeout(r, 1000));
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
