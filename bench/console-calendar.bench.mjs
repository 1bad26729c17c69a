// console_calendar_ms: p95 of GET /api/console/calendar (a branch, 31 days) on PostgreSQL with
// the large fleet of bench/search-fleet.mjs (1,000 cars, 200,000 bookings), signed in as the
// demo admin, one request at a time over every branch and the months around today; with the
// server's own CPU per request, which the machine's load does not inflate.
// Goal: under 150 ms (issue 11), with turnaround times and compliance blocks (issue 20). The fleet lives in its own database, dropped afterwards.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from './lib.mjs';
import { FLEET_SQL } from './search-fleet.mjs';

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'selfdrive_bench_console';
const PORT = '3251';
const ROUNDS = Number(process.env.BENCH_CALENDAR_ROUNDS ?? 8);

const istDay = (days) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * Issue 20's conditions on top of the fleet: an hour's turnaround at every branch, and papers
 * or a service falling due on every tenth car (insurance in 10 days, service in 20, PUC in 40),
 * so the calendar draws turnaround gaps and compliance blocks as a branch would see them.
 */
const BRANCH_DAY_SQL = [
  `UPDATE branches SET turnaround_minutes = 60`,
  `INSERT INTO car_compliance
     (car_id, insurance_expires_on, service_due_on, puc_expires_on, usable_until)
   SELECT id,
          (now() + interval '10 days')::date,
          (now() + interval '20 days')::date,
          (now() + interval '40 days')::date,
          ((now() + interval '10 days')::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
   FROM cars WHERE id % 10 = 0
   ON CONFLICT (car_id) DO NOTHING`,
];

/** CPU time (user + system, ms) of every process in the server's process group. */
async function groupCpuMs(pgid) {
  let ticks = 0;
  for (const pid of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // Fields after the command name: state ppid pgrp ... utime(14) stime(15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}

async function measure(base, pgid) {
  const login = await fetch(`${base}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@selfdrive.test', password: 'Admin@1234' }),
  });
  if (login.status !== 200) throw new Error(`calendar bench: login answered ${login.status}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const branches = (
    await (await fetch(`${base}/api/console/branches`, { headers: { cookie } })).json()
  ).branches;
  const paths = [];
  for (const offset of [-60, -30, 0, 30, 60]) {
    for (const b of branches) {
      paths.push(`/api/console/calendar?branchId=${b.id}&from=${istDay(offset)}&view=month`);
    }
  }
  const get = async (p) => {
    const started = performance.now();
    const res = await fetch(`${base}${p}`, { headers: { cookie } });
    const body = await res.json();
    if (res.status !== 200)
      throw new Error(`calendar bench: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, bars: body.bars.length, cars: body.cars.length };
  };
  for (const p of paths) await get(p); // warm-up
  const samples = [];
  const cpuBefore = await groupCpuMs(pgid);
  for (let r = 0; r < ROUNDS; r++) for (const p of paths) samples.push(await get(p));
  const cpuPerRequest = ((await groupCpuMs(pgid)) - cpuBefore) / samples.length;
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
  return {
    console_calendar_ms: Math.round(at(0.95)),
    console_calendar_p50_ms: Math.round(at(0.5)),
    // Load-independent: the server's own CPU per calendar (PostgreSQL's not included).
    console_calendar_node_cpu_ms: Math.round(cpuPerRequest * 10) / 10,
    console_calendar_bars: Math.max(...samples.map((s) => s.bars)),
    console_calendar_cars: Math.max(...samples.map((s) => s.cars)),
  };
}

export default async function consoleCalendarBench() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-calendar-'));
  const env = {
    PORT,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: url.href,
    SEED_DEMO: 'true',
    RATE_LIMITS: 'false',
    LOG_LEVEL: 'warn',
  };
  try {
    const server = await startServer(env);
    try {
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      for (const statement of [...FLEET_SQL, ...BRANCH_DAY_SQL]) await client.query(statement);
      await client.end();
      return await measure(`http://127.0.0.1:${PORT}`, server.child.pid);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
