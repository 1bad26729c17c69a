// gstr1_export_ms: the month's GSTR-1 export (all eleven CSV sections, one after another, as an
// admin downloads them) over the bench fleet on PostgreSQL: 1,000 cars, 200,000 bookings,
// reports-history.mjs's payments and a GST document for each money event (a receipt voucher
// per paid booking, a tax invoice per completed one, a refund voucher per cancelled one, a
// credit note for one completed trip in fifty; one customer in ten a registered buyer of
// another state). The month measured is last month (a whole month, about 10,000 bookings'
// documents). The median of ROUNDS runs. Goal: under 5 s (issue 24, decision 0031).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withFleetServer } from './fleet-server.mjs';
import { median, ROOT } from './lib.mjs';
import { REPORTS_HISTORY_SQL } from './reports-history.mjs';

const PORT = process.env.BENCH_GSTR1_PORT ?? '3256';
const ROUNDS = Number(process.env.BENCH_GSTR1_ROUNDS ?? 3);
// The sections the console offers, from the build `npm run bench` has just made.
const { GSTR1_SECTIONS: SECTIONS } = await import(
  pathToFileURL(path.join(ROOT, 'dist', 'shared', 'accounts.js')).href
);

const fy = (at) => `(CASE WHEN extract(month FROM (${at}) AT TIME ZONE 'Asia/Kolkata') >= 4
  THEN extract(year FROM (${at}) AT TIME ZONE 'Asia/Kolkata')
  ELSE extract(year FROM (${at}) AT TIME ZONE 'Asia/Kolkata') - 1 END)::int`;

/**
 * One document type for the bench bookings `where` selects, issued at `at` for `amount` paise
 * (tax-inclusive at 18 %), numbered per financial year in issue order.
 */
function documentsSql(docType, prefix, where, at, amount, refersTo = 'NULL::int') {
  return `
    WITH picked AS (
      SELECT b.id AS booking_id, b.user_id, ${at} AS at, (${amount})::bigint AS total,
        b.user_id % 10 = 0 AS registered, ${fy(at)} AS y, ${refersTo} AS refers_to_id
      FROM bookings b JOIN cars c ON c.id = b.car_id
      WHERE c.car_number LIKE 'BENCH-%' AND ${where}
    ),
    taxed AS (
      SELECT p.*, round(p.total / 1.18)::bigint AS taxable,
        y::text || '-' || lpad(((y + 1) % 100)::text, 2, '0') AS fy,
        row_number() OVER (PARTITION BY y ORDER BY at, booking_id) AS serial
      FROM picked p
    ),
    split AS (
      SELECT t.*, CASE WHEN registered THEN 0 ELSE (total - taxable) / 2 END AS cgst,
        CASE WHEN registered THEN 0 ELSE total - taxable - (total - taxable) / 2 END AS sgst,
        CASE WHEN registered THEN total - taxable ELSE 0 END AS igst
      FROM taxed t
    )
    INSERT INTO gst_documents (doc_type, financial_year, serial, number, issued_at, user_id,
      booking_id, refers_to_id, supplier, recipient, place_of_supply, lines, taxable_paise,
      cgst_paise, sgst_paise, igst_paise, total_paise)
    SELECT '${docType}', fy, serial,
      '${prefix}/' || substr(fy, 3, 2) || substr(fy, 6, 2) || '/' ||
        CASE WHEN serial < 100000 THEN lpad(serial::text, 5, '0') ELSE serial::text END,
      at, user_id, booking_id, refers_to_id,
      '{"name":"SelfDrive Chhattisgarh","address":"Raipur","gstin":"22AAACS1234A1ZC","stateCode":"22"}',
      CASE WHEN registered
        THEN '{"name":"Bench Traders","address":"Pune","gstin":"27AAPFU0939F1ZV","stateCode":"27"}'
        ELSE '{"name":"Bench customer","address":"Raipur","gstin":null,"stateCode":null}' END::jsonb,
      CASE WHEN registered THEN '27' ELSE '22' END,
      jsonb_build_array(jsonb_build_object('description', 'Self-drive car rental, booking SDC-'
        || booking_id, 'sac', '997311', 'rateBp', 1800, 'taxablePaise', taxable,
        'cgstPaise', cgst, 'sgstPaise', sgst, 'igstPaise', igst, 'totalPaise', total)),
      taxable, cgst, sgst, igst, total
    FROM split`;
}

const GST_DOCUMENTS_SQL = [
  `UPDATE gst_settings SET enabled = true`,
  documentsSql('receipt_voucher', 'RV', `b.status <> 'lapsed'`, 'b.created_at', 'b.rent_paise'),
  documentsSql(
    'tax_invoice',
    'INV',
    `b.status = 'completed' AND b.drop_at < now()`,
    'b.drop_at',
    'b.rent_paise',
  ),
  documentsSql(
    'refund_voucher',
    'RF',
    `b.status = 'cancelled'`,
    'b.cancelled_at',
    'b.rent_paise / 2',
  ),
  documentsSql(
    'credit_note',
    'CN',
    `b.status = 'completed' AND b.drop_at < now() AND b.id % 50 = 0`,
    `b.drop_at + interval '2 days'`,
    'b.rent_paise / 4',
    `(SELECT d.id FROM gst_documents d WHERE d.booking_id = b.id AND d.doc_type = 'tax_invoice')`,
  ),
  `VACUUM ANALYZE gst_documents`,
];

/** YYYY-MM of the IST month `back` months before this one. */
function istMonth(back) {
  const now = new Date(Date.now() + 5.5 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 7);
}

async function measure(base, query) {
  const login = await fetch(`${base}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@selfdrive.test', password: 'Admin@1234' }),
  });
  if (login.status !== 200) throw new Error(`gstr1 bench: login answered ${login.status}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const month = istMonth(1);
  const exportAll = async () => {
    const started = performance.now();
    let rows = 0;
    for (const section of SECTIONS) {
      const res = await fetch(`${base}/api/console/accounts/gstr1/${section}?month=${month}`, {
        headers: { cookie },
      });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`gstr1 bench: ${section} ${res.status} ${body}`);
      rows += body.trimEnd().split('\r\n').length - 1;
    }
    return { ms: performance.now() - started, rows };
  };
  await exportAll(); // warm-up
  const runs = [];
  for (let i = 0; i < ROUNDS; i++) runs.push(await exportAll());
  const [{ count }] = (
    await query(
      `SELECT count(*)::int AS count FROM gst_documents
       WHERE to_char(issued_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') = $1`,
      [month],
    )
  ).rows;
  return {
    gstr1_export_ms: Math.round(median(runs.map((r) => r.ms))),
    gstr1_month_documents: count,
    gstr1_rows: runs[0].rows,
  };
}

export default function gstr1ExportBench() {
  return withFleetServer(
    'postgres',
    {
      port: PORT,
      dbName: 'selfdrive_bench_gstr1',
      env: { RATE_LIMITS: 'false', LOG_LEVEL: 'warn', GST_ENABLED: 'true' },
      prepare: async (query) => {
        for (const statement of [...REPORTS_HISTORY_SQL, ...GST_DOCUMENTS_SQL]) {
          await query(statement);
        }
        return query;
      },
    },
    (port, query) => measure(`http://127.0.0.1:${port}`, query),
  );
}
