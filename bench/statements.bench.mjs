// statements_ms and tally_export_ms (issue 37): the statements and the Tally file over the bench
// fleet on PostgreSQL (search-fleet.mjs: 1,000 cars, 200,000 bookings), its payments
// (reports-history.mjs) and a journal as the app posts it with its GST documents
// (journal-history.mjs: a booking_paid entry per booking made by now, a return and a refund
// paid per completed trip, a cancellation and its refund paid per cancelled booking; about
// 10,000 bookings a month). Signed in as the demo admin, as the console reads them:
// - statements_ms: the console's statements page for the last 12 whole IST months, i.e. its
//   two requests fired together (/api/console/statements?from&to, whose one answer holds the
//   trial balance, profit and loss and balance sheet; and /api/console/statements/gstr3b for
//   the period's last month), until both have answered. Each one's own time is reported too.
//   Goal: under 2 s.
// - tally_export_ms: last month's Tally file (/api/console/accounts/tally.xml?month=), with its
//   vouchers and size. Goal: under 5 s.
// Each the median of ROUNDS after a warm-up; the server's and PostgreSQL's CPU are the mean of
// the rounds (load-independent; PostgreSQL's counts the server's backends only, not the
// parallel workers a year's statements query starts, gone before they can be read). BENCH_STATEMENTS_EXPLAIN=1 also prints EXPLAIN ANALYZE of the
// statements' and the Tally file's queries (the same SQL as statements.queries.ts and
// tally-export.queries.ts). The fleet lives in its own database, dropped afterwards.
import { withFleetServer } from './fleet-server.mjs';
import { JOURNAL_CHECK_SQL, JOURNAL_HISTORY_SQL } from './journal-history.mjs';
import { backendCpuMs, median, processGroupCpuMs } from './lib.mjs';
import { REPORTS_HISTORY_SQL } from './reports-history.mjs';

const PORT = process.env.BENCH_STATEMENTS_PORT ?? '3276';
const DB_NAME = 'selfdrive_bench_statements';
const ROUNDS = Number(process.env.BENCH_STATEMENTS_ROUNDS ?? 3);
const EXPLAIN = process.env.BENCH_STATEMENTS_EXPLAIN === '1';
const STATEMENTS_BUDGET_MS = 2_000;
const TALLY_BUDGET_MS = 5_000;
const IST_MS = 5.5 * 3_600_000;

/** YYYY-MM-DD of the first day of the IST month `back` months before this one. */
function istMonthStart(back) {
  const now = new Date(Date.now() + IST_MS);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 10);
}

/** The last 12 whole IST months: from the 1st twelve months back to the end of last month. */
function lastTwelveMonths() {
  const from = istMonthStart(12);
  const firstOfThis = Date.parse(`${istMonthStart(0)}T00:00:00Z`);
  const to = new Date(firstOfThis - 86_400_000).toISOString().slice(0, 10);
  return { from, to, lastMonth: to.slice(0, 7) };
}

/** [start, end) instants of IST dates, as the services compute them. */
const istStart = (date) => new Date(Date.parse(`${date}T00:00:00Z`) - IST_MS).toISOString();

async function cpuSince(query, pgid, before) {
  let pgMs = 0;
  for (const [pid, now] of await backendCpuMs(query, DB_NAME)) {
    pgMs += now - (before.pg.get(pid) ?? 0);
  }
  return { nodeMs: (await processGroupCpuMs(pgid)) - before.node, pgMs };
}

async function cpuNow(query, pgid) {
  return { node: await processGroupCpuMs(pgid), pg: await backendCpuMs(query, DB_NAME) };
}

/** Warm-up, then ROUNDS timed runs of `run`, with the CPU they used. */
async function rounds(query, pgid, run) {
  await run();
  const before = await cpuNow(query, pgid);
  const runs = [];
  for (let i = 0; i < ROUNDS; i++) runs.push(await run());
  const cpu = await cpuSince(query, pgid, before);
  return {
    runs,
    nodeCpuMs: Math.round(cpu.nodeMs / ROUNDS),
    pgCpuMs: Math.round(cpu.pgMs / ROUNDS),
  };
}

async function explain(query, { from, to, lastMonth }) {
  const endOfPeriod = istStart(
    new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
  );
  const start = istStart(from);
  const monthStart = istStart(`${lastMonth}-01`);
  const queries = {
    accountSums: [
      `select l.account,
         coalesce(sum(l.debit_paise - l.credit_paise) filter (where e.posted_at < $1::timestamptz), 0) as before,
         coalesce(sum(l.debit_paise) filter (where e.posted_at >= $1::timestamptz), 0) as debit,
         coalesce(sum(l.credit_paise) filter (where e.posted_at >= $1::timestamptz), 0) as credit
       from journal_lines l join journal_entries e on e.id = l.entry_id
       where e.posted_at < $2::timestamptz and true
       group by l.account`,
      [start, endOfPeriod],
    ],
    entriesBetween: [
      `select e.id, e.posted_at, e.event, e.memo, e.booking_id,
         coalesce(b.parent_booking_id, b.id) as root_booking_id, e.course_order_id,
         e.lesson_purchase_id, e.payment_id, u.name as customer_name
       from journal_entries e
         left join bookings b on b.id = e.booking_id
         left join users u on u.id = b.user_id
       where e.posted_at >= $1::timestamptz and e.posted_at < $2::timestamptz
       order by e.posted_at, e.id`,
      [monthStart, endOfPeriod],
    ],
    linesBetween: [
      `select l.entry_id, l.account, l.debit_paise, l.credit_paise
       from journal_lines l join journal_entries e on e.id = l.entry_id
       where e.posted_at >= $1::timestamptz and e.posted_at < $2::timestamptz
       order by l.entry_id, l.id`,
      [monthStart, endOfPeriod],
    ],
  };
  for (const [name, [text, values]] of Object.entries(queries)) {
    const { rows } = await query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
    console.log(`\n-- ${name}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

async function measure(base, query, pgid) {
  const login = await fetch(`${base}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@selfdrive.test', password: 'Admin@1234' }),
  });
  if (login.status !== 200) throw new Error(`statements bench: login answered ${login.status}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const period = lastTwelveMonths();
  const timed = async (path) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`statements bench: ${path} ${res.status} ${body}`);
    return { ms: performance.now() - started, body };
  };

  const statementsPath = `/api/console/statements?${new URLSearchParams({ from: period.from, to: period.to })}`;
  const gstr3bPath = `/api/console/statements/gstr3b?month=${period.lastMonth}`;
  const page = await rounds(query, pgid, async () => {
    const started = performance.now();
    const [statements, gstr3b] = await Promise.all([timed(statementsPath), timed(gstr3bPath)]);
    return { ms: performance.now() - started, statements, gstr3b };
  });
  const s = JSON.parse(page.runs[0].statements.body);
  const totals = s.trialBalance.totals;
  if (totals.debitPaise !== totals.creditPaise || totals.closingPaise !== 0) {
    throw new Error(
      `statements bench: the trial balance does not balance ${JSON.stringify(totals)}`,
    );
  }

  const tallyPath = `/api/console/accounts/tally.xml?month=${period.lastMonth}`;
  const tally = await rounds(query, pgid, () => timed(tallyPath));
  const xml = tally.runs[0].body;
  const vouchers = xml.split('<VOUCHER ').length - 1;
  const [{ count: monthEntries }] = (
    await query(
      `SELECT count(*)::int AS count FROM journal_entries
       WHERE to_char(posted_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') = $1`,
      [period.lastMonth],
    )
  ).rows;
  if (vouchers !== monthEntries) {
    throw new Error(`statements bench: ${vouchers} vouchers for ${monthEntries} entries`);
  }
  const [{ entries, lines }] = (
    await query(`SELECT (SELECT count(*) FROM journal_entries)::int AS entries,
      (SELECT count(*) FROM journal_lines)::int AS lines`)
  ).rows;

  const statementsMs = Math.round(median(page.runs.map((r) => r.ms)));
  const tallyMs = Math.round(median(tally.runs.map((r) => r.ms)));
  const verdict = (ms, budget) => `${ms < budget ? 'within' : 'OVER'} the ${budget} ms budget`;
  console.log(
    `Statements ${period.from} to ${period.to} (${entries} entries, ${lines} lines in the journal): ` +
      `${statementsMs} ms, ${verdict(statementsMs, STATEMENTS_BUDGET_MS)}`,
  );
  console.log(
    `Tally file of ${period.lastMonth} (${vouchers} vouchers, ${Math.round(Buffer.byteLength(xml) / 1024)} KB): ` +
      `${tallyMs} ms, ${verdict(tallyMs, TALLY_BUDGET_MS)}`,
  );
  if (EXPLAIN) await explain(query, period);
  return {
    statements_ms: statementsMs,
    statements_tb_pl_ms: Math.round(median(page.runs.map((r) => r.statements.ms))),
    statements_gstr3b_ms: Math.round(median(page.runs.map((r) => r.gstr3b.ms))),
    statements_node_cpu_ms: page.nodeCpuMs,
    statements_pg_cpu_ms: page.pgCpuMs,
    statements_journal_entries: entries,
    statements_journal_lines: lines,
    tally_export_ms: tallyMs,
    tally_export_node_cpu_ms: tally.nodeCpuMs,
    tally_export_pg_cpu_ms: tally.pgCpuMs,
    tally_export_vouchers: vouchers,
    tally_export_kb: Math.round(Buffer.byteLength(xml) / 1024),
  };
}

export default function statementsBench() {
  return withFleetServer(
    'postgres',
    {
      port: PORT,
      dbName: DB_NAME,
      env: { RATE_LIMITS: 'false', LOG_LEVEL: 'warn', GST_ENABLED: 'true' },
      prepare: async (query) => {
        const started = performance.now();
        for (const statement of [...REPORTS_HISTORY_SQL, ...JOURNAL_HISTORY_SQL]) {
          await query(statement);
        }
        const { rows: disagree } = await query(JOURNAL_CHECK_SQL);
        if (disagree.length > 0) {
          throw new Error(
            `statements bench: journal and documents differ ${JSON.stringify(disagree)}`,
          );
        }
        const { rows } = await query(`SELECT event, count(*)::int AS n FROM journal_entries
          GROUP BY event ORDER BY event`);
        console.log(
          `Journal made in ${Math.round((performance.now() - started) / 1000)} s: ` +
            rows.map((r) => `${r.event} ${r.n}`).join(', '),
        );
        return query;
      },
    },
    (port, query, pgid) => measure(`http://127.0.0.1:${port}`, query, pgid),
  );
}
