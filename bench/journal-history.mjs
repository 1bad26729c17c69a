// A journal for the bench fleet (search-fleet.mjs) as the app posts it (payments/journal.service
// .ts), with the GST documents issued with each entry, all set-based, after reports-history.mjs
// (which dates the bookings and writes their payments). Every amount is at 18 % GST inclusive,
// split as shared/gst.ts splitGst does (each tax part rounded half up from the inclusive
// amount, the taxable value the rest); one customer in ten is a registered buyer of another
// state (IGST), as in the GSTR-1 bench. Only what has happened by now is posted:
// - booking_paid when the booking is made (its rent payment): gateway clearing debited the
//   booking's total (₹4,000), the deposit (₹3,000) held, the rent (₹1,000) rent revenue and
//   GST; a receipt voucher for the rent.
// - booking_cancelled (every tenth booking, a day after it is made): the deposit and half the
//   rent become refunds payable, the half rent reversing rent revenue and its GST; a refund
//   voucher for the half rent and a tax invoice for the half kept (the cancellation charge).
//   Its refund_paid five minutes later.
// - return_settled at the drop of each completed trip: the deposit leaves deposits held; one
//   trip in five is charged extra km (5 to 20 km at the booking's ₹10 a km, GST inclusive),
//   kept from the deposit as extra-charge revenue and GST, the rest payable back; a tax invoice
//   for the rent and the extra km (the rent's advance adjusted). Its refund_paid the day after
//   the drop (the deposit refund's payment row).
// Against the GSTR-1 bench's documents (gstr1-export.bench.mjs), where both exist: its receipt
// vouchers (rent at the booking's making) and its tax invoices' rent lines equal these to the
// paisa, and the journal's booking_paid and booking_cancelled lines equal the receipt and
// refund vouchers here (checked by journalCheckSql). They differ where: its refund vouchers
// split the half rent with its own rounding (₹423.73 taxable against splitGst's ₹423.72 here,
// one paisa of tax the other way); it has no cancellation-charge invoice and no extra km; its
// credit notes (one completed trip in fifty) have no journal event here (the app issues a
// booking's credit note only when a trip charge is reversed); it also vouchers bookings made
// in the future (reports-history dates them), which the journal does not post.
// Against reports-history.mjs's payments: each entry names its payment; its cancellation
// refund rows hold only the half rent (the journal refunds the deposit too, as the app does),
// and its deposit refund rows the whole deposit (the journal pays back the deposit less the
// extra km kept).

const fy = (at) => `(CASE WHEN extract(month FROM (${at}) AT TIME ZONE 'Asia/Kolkata') >= 4
  THEN extract(year FROM (${at}) AT TIME ZONE 'Asia/Kolkata')
  ELSE extract(year FROM (${at}) AT TIME ZONE 'Asia/Kolkata') - 1 END)::int`;

// One GST part of an 18 % inclusive amount as splitGst rounds it: CGST (= SGST) within the
// state, IGST for the buyer of another state; the taxable value is the amount less the parts.
const cgstOf = (x) =>
  `(CASE WHEN inter THEN 0 ELSE floor((${x}) * 900 / 11800.0 + 0.5) END)::bigint`;
const igstOf = (x) =>
  `(CASE WHEN inter THEN floor((${x}) * 1800 / 11800.0 + 0.5) ELSE 0 END)::bigint`;
const taxableOf = (x) => `((${x}) - 2 * ${cgstOf(x)} - ${igstOf(x)})`;

/** One supply line of a document, as documents.service writes them. */
const supplyLine = (description, x) => `jsonb_build_object('description', ${description}
  || ', booking SDC-' || booking_id, 'sac', '997311', 'rateBp', 1800,
  'taxablePaise', ${taxableOf(x)}, 'cgstPaise', ${cgstOf(x)}, 'sgstPaise', ${cgstOf(x)},
  'igstPaise', ${igstOf(x)}, 'totalPaise', (${x})::bigint)`;

export const JOURNAL_HISTORY_SQL = [
  `UPDATE gst_settings SET enabled = true`,
  // The entries and their lines in one transaction: each entry's deferred balance check
  // (journal_entries_balanced) runs at commit, when all its lines are in.
  `BEGIN`,
  `CREATE TEMP TABLE bench_entries ON COMMIT DROP AS
   WITH bench AS (
     SELECT b.id AS booking_id, b.user_id, b.status, b.created_at, b.cancelled_at, b.drop_at,
       b.rent_paise::bigint AS rent, b.deposit_paise::bigint AS deposit,
       b.total_paise::bigint AS total, b.user_id % 10 = 0 AS inter,
       CASE WHEN b.id % 5 = 0 THEN b.extra_km_rate_paise::bigint * (5 + b.id % 16) ELSE 0 END
         AS extra,
       paid.id AS rent_payment_id, back.id AS refund_payment_id
     FROM bookings b JOIN cars c ON c.id = b.car_id
       LEFT JOIN payments paid ON paid.booking_id = b.id AND paid.kind = 'rent'
       LEFT JOIN payments back ON back.booking_id = b.id AND back.kind = 'refund'
     WHERE c.car_number LIKE 'BENCH-%'
   ),
   events AS (
     SELECT bench.*, 'booking_paid' AS event, created_at AS at, rent_payment_id AS payment_id,
       total AS money, rent AS taxed
     FROM bench WHERE created_at <= now()
     UNION ALL
     SELECT bench.*, 'booking_cancelled', cancelled_at, refund_payment_id, deposit + rent / 2,
       rent / 2
     FROM bench WHERE status = 'cancelled' AND cancelled_at <= now()
     UNION ALL
     SELECT bench.*, 'refund_paid', cancelled_at + interval '5 minutes', refund_payment_id,
       deposit + rent / 2, 0
     FROM bench WHERE status = 'cancelled' AND cancelled_at + interval '5 minutes' <= now()
     UNION ALL
     SELECT bench.*, 'return_settled', drop_at, refund_payment_id, deposit - extra, extra
     FROM bench WHERE status = 'completed' AND drop_at <= now()
     UNION ALL
     SELECT bench.*, 'refund_paid', drop_at + interval '1 day', refund_payment_id,
       deposit - extra, 0
     FROM bench WHERE status = 'completed' AND drop_at + interval '1 day' <= now()
   )
   SELECT nextval(pg_get_serial_sequence('journal_entries', 'id')) AS entry_id, e.*
   FROM (SELECT * FROM events ORDER BY at, booking_id) e`,
  `INSERT INTO journal_entries (id, event, booking_id, payment_id, posted_at)
   SELECT entry_id, event, booking_id, payment_id, at FROM bench_entries ORDER BY entry_id`,
  // `money`: what moves in or out (or becomes payable); `taxed`: the GST-inclusive amount
  // of revenue the entry earns or gives back. Zero lines are dropped, as post() does.
  `INSERT INTO journal_lines (entry_id, account, debit_paise, credit_paise, rate_bp)
   SELECT entry_id, l.account, l.debit, l.credit, l.rate_bp
   FROM bench_entries
   CROSS JOIN LATERAL (
     SELECT * FROM (VALUES
       (1, 'gateway_clearing', money, 0::bigint, NULL::int),
       (2, 'deposits_held', 0, deposit, NULL),
       (3, 'rent_revenue', 0, ${taxableOf('taxed')}, 1800),
       (4, 'gst_output_cgst', 0, ${cgstOf('taxed')}, 1800),
       (5, 'gst_output_sgst', 0, ${cgstOf('taxed')}, 1800),
       (6, 'gst_output_igst', 0, ${igstOf('taxed')}, 1800)
     ) v(ord, account, debit, credit, rate_bp) WHERE event = 'booking_paid'
     UNION ALL
     SELECT * FROM (VALUES
       (1, 'deposits_held', deposit, 0::bigint, NULL::int),
       (2, 'rent_revenue', ${taxableOf('taxed')}, 0, 1800),
       (3, 'gst_output_cgst', ${cgstOf('taxed')}, 0, 1800),
       (4, 'gst_output_sgst', ${cgstOf('taxed')}, 0, 1800),
       (5, 'gst_output_igst', ${igstOf('taxed')}, 0, 1800),
       (6, 'refunds_payable', 0, money, NULL)
     ) v(ord, account, debit, credit, rate_bp) WHERE event = 'booking_cancelled'
     UNION ALL
     SELECT * FROM (VALUES
       (1, 'deposits_held', deposit, 0::bigint, NULL::int),
       (2, 'refunds_payable', 0, money, NULL),
       (3, 'extra_charge_revenue', 0, ${taxableOf('taxed')}, 1800),
       (4, 'gst_output_cgst', 0, ${cgstOf('taxed')}, 1800),
       (5, 'gst_output_sgst', 0, ${cgstOf('taxed')}, 1800),
       (6, 'gst_output_igst', 0, ${igstOf('taxed')}, 1800)
     ) v(ord, account, debit, credit, rate_bp) WHERE event = 'return_settled'
     UNION ALL
     SELECT * FROM (VALUES
       (1, 'refunds_payable', money, 0::bigint, NULL::int),
       (2, 'gateway_clearing', 0, money, NULL)
     ) v(ord, account, debit, credit, rate_bp) WHERE event = 'refund_paid'
   ) l
   WHERE l.debit > 0 OR l.credit > 0
   ORDER BY entry_id, l.ord`,
  // The documents issued with the entries, at their instants (so the Tally export finds each
  // one's entry), numbered per series and financial year after any the demo issued.
  `WITH docs AS (
     SELECT 'receipt_voucher' AS doc_type, 'RV' AS prefix, booking_id, user_id, inter, at,
       rent_payment_id AS payment_id, 'Advance for self-drive car rental' AS d1, rent AS a1,
       NULL AS d2, 0::bigint AS a2, 0::bigint AS advance
     FROM bench_entries WHERE event = 'booking_paid'
     UNION ALL
     SELECT 'refund_voucher', 'RF', booking_id, user_id, inter, at, refund_payment_id,
       'Advance refunded on cancellation', rent / 2, NULL, 0, 0
     FROM bench_entries WHERE event = 'booking_cancelled'
     UNION ALL
     SELECT 'tax_invoice', 'INV', booking_id, user_id, inter, at, NULL,
       'Cancellation charge', rent - rent / 2, NULL, 0, rent - rent / 2
     FROM bench_entries WHERE event = 'booking_cancelled'
     UNION ALL
     SELECT 'tax_invoice', 'INV', booking_id, user_id, inter, at, NULL,
       'Self-drive car rental', rent, 'Extra km', extra, rent
     FROM bench_entries WHERE event = 'return_settled'
   ),
   numbered AS (
     SELECT d.*, y::text || '-' || lpad(((y + 1) % 100)::text, 2, '0') AS fy,
       row_number() OVER (PARTITION BY doc_type, y ORDER BY at, booking_id) AS n
     FROM (SELECT docs.*, ${fy('at')} AS y FROM docs) d
   ),
   serials AS (
     SELECT n.*, n.n + coalesce(g.last, 0) AS serial
     FROM numbered n LEFT JOIN (SELECT doc_type, financial_year, max(serial) AS last
       FROM gst_documents GROUP BY 1, 2) g ON g.doc_type = n.doc_type AND g.financial_year = n.fy
   )
   INSERT INTO gst_documents (doc_type, financial_year, serial, number, issued_at, user_id,
     booking_id, payment_id, supplier, recipient, place_of_supply, lines, taxable_paise,
     cgst_paise, sgst_paise, igst_paise, total_paise, advance_paise)
   SELECT doc_type, fy, serial,
     prefix || '/' || substr(fy, 3, 2) || substr(fy, 6, 2) || '/' ||
       CASE WHEN serial < 100000 THEN lpad(serial::text, 5, '0') ELSE serial::text END,
     at, user_id, booking_id, payment_id,
     '{"name":"SelfDrive Chhattisgarh","address":"Raipur","gstin":"22AAACS1234A1ZC","stateCode":"22"}',
     CASE WHEN inter
       THEN '{"name":"Bench Traders","address":"Pune","gstin":"27AAPFU0939F1ZV","stateCode":"27"}'
       ELSE '{"name":"Bench customer","address":"Raipur","gstin":null,"stateCode":null}' END::jsonb,
     CASE WHEN inter THEN '27' ELSE '22' END,
     CASE WHEN a2 > 0 THEN jsonb_build_array(${supplyLine('d1', 'a1')}, ${supplyLine('d2', 'a2')})
       ELSE jsonb_build_array(${supplyLine('d1', 'a1')}) END,
     ${taxableOf('a1')} + ${taxableOf('a2')}, ${cgstOf('a1')} + ${cgstOf('a2')},
     ${cgstOf('a1')} + ${cgstOf('a2')}, ${igstOf('a1')} + ${igstOf('a2')}, a1 + a2, advance
   FROM serials`,
  `COMMIT`,
  `VACUUM ANALYZE journal_entries`,
  `VACUUM ANALYZE journal_lines`,
  `VACUUM ANALYZE gst_documents`,
];

/**
 * Zero rows when the journal agrees with its documents: per voucher type, the documents'
 * taxable value and GST against the revenue and GST lines of the entries they were issued
 * with (receipt vouchers and booking_paid, refund vouchers and booking_cancelled).
 */
export const JOURNAL_CHECK_SQL = `
  WITH journal AS (
    SELECT CASE e.event WHEN 'booking_paid' THEN 'receipt_voucher' ELSE 'refund_voucher' END
        AS doc_type,
      sum(abs(l.credit_paise - l.debit_paise)) FILTER (WHERE l.account = 'rent_revenue')
        AS taxable,
      sum(abs(l.credit_paise - l.debit_paise)) FILTER (WHERE l.account = 'gst_output_cgst')
        AS cgst,
      sum(abs(l.credit_paise - l.debit_paise)) FILTER (WHERE l.account = 'gst_output_igst')
        AS igst
    FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
    JOIN bookings b ON b.id = e.booking_id JOIN cars c ON c.id = b.car_id
    WHERE c.car_number LIKE 'BENCH-%' AND e.event IN ('booking_paid', 'booking_cancelled')
    GROUP BY 1
  ),
  documents AS (
    SELECT d.doc_type, sum(d.taxable_paise) AS taxable, sum(d.cgst_paise) AS cgst,
      sum(d.igst_paise) AS igst
    FROM gst_documents d JOIN bookings b ON b.id = d.booking_id JOIN cars c ON c.id = b.car_id
    WHERE c.car_number LIKE 'BENCH-%' AND d.doc_type IN ('receipt_voucher', 'refund_voucher')
    GROUP BY 1
  )
  SELECT * FROM journal j FULL JOIN documents d USING (doc_type)
  WHERE j.taxable IS DISTINCT FROM d.taxable OR j.cgst IS DISTINCT FROM d.cgst
    OR j.igst IS DISTINCT FROM d.igst`;
