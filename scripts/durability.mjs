// Durability (issue 14): kill -9 the built server in the middle of a booking and registration
// load, start it again on the same data, and check that every request answered 2xx is there.
// PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Run by `npm test` after the build.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exited, freshPostgres, startBuiltServer } from './lib/server-process.mjs';

const PORT = Number(process.env.DURABILITY_PORT ?? 3242);
const WORKERS = 8;
/** Kill once this many requests were answered 2xx (or after LOAD_MAX_MS), with more in flight. */
const KILL_AFTER = 30;
const LOAD_MAX_MS = 30_000;

const istDate = (days) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

async function json(base, method, url, { cookie, body, headers } = {}) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, res };
}

async function demoCookie(base) {
  const login = await json(base, 'POST', '/api/auth/login', {
    body: { email: 'demo@selfdrive.test', password: 'Demo@1234' },
  });
  if (login.status !== 200) throw new Error(`demo login failed: ${login.status}`);
  return login.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The first twelve demo cars with a package and their branch's first pickup/drop option. */
async function bookableCars(base) {
  const cars = [];
  for (let id = 1; cars.length < 12 && id < 60; id++) {
    const detail = await json(base, 'GET', `/api/cars/${id}`);
    if (detail.status !== 200 || !detail.body.packages.length) continue;
    const options = await json(
      base,
      'GET',
      `/api/branches/${detail.body.car.branchId}/pickup-drop-options`,
    );
    cars.push({
      carId: id,
      ratePackageId: detail.body.packages[0].id,
      optionId: options.body.options[0].id,
    });
  }
  return cars;
}

/** Books and registers until stopped; returns what was answered 2xx. */
async function load(base, cookie, cars, stop, answered) {
  const { booked, registered } = answered;
  let n = 0;
  const worker = async (w) => {
    while (!stop.now) {
      const i = n++;
      try {
        if (i % 2 === 0) {
          const car = cars[(i / 2) % cars.length];
          const day = 2 + Math.floor(i / 2 / cars.length);
          const res = await json(base, 'POST', '/api/bookings', {
            cookie,
            headers: { 'idempotency-key': randomUUID() },
            body: {
              carId: car.carId,
              ratePackageId: car.ratePackageId,
              pickupDate: istDate(day),
              pickupTime: '10:00',
              dropDate: istDate(day + 1),
              dropTime: '10:00',
              tripType: 'local',
              pickupDropOptionId: car.optionId,
              acceptTerms: true,
            },
          });
          if (res.status === 201) booked.push(res.body.id);
        } else {
          const email = `durable-${process.pid}-${w}-${i}@example.test`;
          const res = await json(base, 'POST', '/api/auth/register', {
            body: {
              name: `Durable ${i}`,
              mobile: `+9198${String(process.pid % 1000).padStart(3, '0')}${String(i).padStart(5, '0')}`,
              email,
              password: 'Durable@123',
              confirmPassword: 'Durable@123',
              acceptTerms: true,
            },
          });
          if (res.status >= 200 && res.status < 300) registered.push(email);
        }
      } catch {
        return; // the server was killed under this request: its answer never came
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
}

async function check(label, env) {
  const first = await startBuiltServer(env);
  const cookie = await demoCookie(first.base);
  const cars = await bookableCars(first.base);
  const stop = { now: false };
  const answered = { booked: [], registered: [] };
  const running = load(first.base, cookie, cars, stop, answered);
  const started = Date.now();
  while (answered.booked.length + answered.registered.length < KILL_AFTER) {
    if (Date.now() - started > LOAD_MAX_MS) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  first.child.kill('SIGKILL');
  stop.now = true;
  await exited(first.child);
  await running;
  const { booked, registered } = answered;

  const second = await startBuiltServer(env);
  const missing = [];
  for (const id of booked) {
    const res = await json(second.base, 'GET', `/api/bookings/${id}`, { cookie });
    if (res.status !== 200) missing.push(`booking ${id}: ${res.status}`);
  }
  for (const email of registered) {
    const res = await json(second.base, 'POST', '/api/auth/check-availability', {
      body: { email },
    });
    if (res.body?.available !== false) missing.push(`registration ${email}`);
  }
  second.child.kill('SIGTERM');
  await exited(second.child);
  console.log(
    `[durability] ${label}: ${booked.length} bookings and ${registered.length} registrations answered 2xx before kill -9; ${missing.length} missing after restart`,
  );
  if (booked.length + registered.length < 10)
    throw new Error(`${label}: too little load to prove anything`);
  if (missing.length) throw new Error(`${label}: lost after kill -9:\n  ${missing.join('\n  ')}`);
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-durability-'));
const env = { PORT: String(PORT), DATA_DIR: dataDir, RATE_LIMITS: 'false', SEED_DEMO: 'true' };
try {
  await check('PGlite', env);
  if (process.env.TEST_DATABASE_URL) {
    const db = await freshPostgres(
      process.env.TEST_DATABASE_URL,
      `selfdrive_durability_${process.pid}`,
    );
    try {
      await check('PostgreSQL', { ...env, DATABASE_URL: db.url });
    } finally {
      await db.drop();
    }
  }
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
