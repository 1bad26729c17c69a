// console_reports_ms: p95 of GET /api/console/reports (the month by branch, the six-month trend
// and utilisation per car: the one call the report page makes) on PostgreSQL with the large
// fleet (1,000 cars, 200,000 bookings, reports-history.mjs's ~310,000 payments), one request
// at a time, for the demo admin (all branches, and each branch picked) and the demo Bhilai
// branch manager (their branch; counter staff do not see reports, decision 0029), this month and the three before. With the server's own CPU per
// request, which the machine's load inflates least. Goal: under 300 ms (decision 0021).
import { withFleetServer } from './fleet-server.mjs';
import { processGroupCpuMs } from './lib.mjs';
import { REPORTS_HISTORY_SQL } from './reports-history.mjs';

const PORT = process.env.BENCH_REPORTS_PORT ?? '3254';
const ROUNDS = Number(process.env.BENCH_REPORTS_ROUNDS ?? 5);

/** YYYY-MM of the IST month `back` months before this one. */
function istMonth(back) {
  const now = new Date(Date.now() + 5.5 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

async function signIn(base, email, password) {
  const res = await fetch(`${base}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`reports bench: ${email} login answered ${res.status}`);
  return res.headers.get('set-cookie').split(';')[0];
}

const p = (sorted, q) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);

async function measure(base, pgid) {
  const admin = await signIn(base, 'admin@selfdrive.test', 'Admin@1234');
  const staff = await signIn(base, 'manager@selfdrive.test', 'Manager@1234');
  const { branches } = await (
    await fetch(`${base}/api/console/branches`, { headers: { cookie: admin } })
  ).json();
  const requests = [];
  for (const month of [0, 1, 2, 3].map(istMonth)) {
    requests.push({ who: 'admin', cookie: admin, path: `/api/console/reports?month=${month}` });
    for (const b of branches) {
      const path = `/api/console/reports?month=${month}&branchId=${b.id}`;
      requests.push({ who: 'admin', cookie: admin, path });
    }
    requests.push({ who: 'staff', cookie: staff, path: `/api/console/reports?month=${month}` });
  }
  const get = async ({ who, cookie, path }) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`reports bench: ${res.status} ${JSON.stringify(body)}`);
    return {
      who,
      ms: performance.now() - started,
      cars: body.cars.length,
      bookings: body.branches.reduce((n, b) => n + b.bookings, 0),
    };
  };
  for (const r of requests) await get(r); // warm-up
  const samples = [];
  const cpuBefore = await processGroupCpuMs(pgid);
  for (let round = 0; round < ROUNDS; round++) for (const r of requests) samples.push(await get(r));
  const cpuPerRequest = ((await processGroupCpuMs(pgid)) - cpuBefore) / samples.length;
  const sorted = (who) =>
    samples
      .filter((s) => !who || s.who === who)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
  return {
    console_reports_ms: p(sorted(), 0.95),
    console_reports_p50_ms: p(sorted(), 0.5),
    console_reports_admin_ms: p(sorted('admin'), 0.95),
    console_reports_staff_ms: p(sorted('staff'), 0.95),
    console_reports_node_cpu_ms: Math.round(cpuPerRequest * 10) / 10,
    console_reports_cars: Math.max(...samples.map((s) => s.cars)),
    console_reports_month_bookings: Math.max(...samples.map((s) => s.bookings)),
  };
}

export default function consoleReportsBench() {
  return withFleetServer(
    'postgres',
    {
      port: PORT,
      dbName: 'selfdrive_bench_reports',
      env: { RATE_LIMITS: 'false', LOG_LEVEL: 'warn' },
      prepare: async (query) => {
        for (const statement of REPORTS_HISTORY_SQL) await query(statement);
      },
    },
    (port, _prepared, pid) => measure(`http://127.0.0.1:${port}`, pid),
  );
}
