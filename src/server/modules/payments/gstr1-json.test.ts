import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MONTH_FORMAT_MESSAGE } from '../../../shared/console-reports.js';
import { istMonth } from '../../../shared/console-reports.js';
import type { GstDocumentType } from '../../../shared/gst-documents.js';
import { customerGstDetails, gstDocuments, gstSettings, payments } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';
import { paidCourseOrder, seedSchool } from '../learning/learning-test-helpers.js';
import { GSTR1_NO_GSTIN_MESSAGE } from './accounts-export.service.js';
import { GSTR1_JSON_VERSION, type Gstr1Json } from './gstr1-json.js';
import { unbalancedEntries } from './journal-test-helpers.js';
import { postBookingPaid, postReturnSettled } from './journal.service.js';
import { istMonthBounds } from './ledger.service.js';

/**
 * GSTR-1 as the GST portal's JSON (decision 0054): one file for the month whose figures are
 * the CSVs' section by section, checked against `gstr1-json.schema.json`, on a month with a
 * registered buyer's invoices and credit note, walk-in (B2C) invoices, an advance received and
 * not yet invoiced, and an advance of the month before adjusted by this month's invoice.
 */

let t: TestApp;
let admin: string;
let manager: string;
let gstin: string;
const month = istMonth(new Date());
const BUYER_GSTIN = '27AAPFU0939F1ZV';
type Booking = Awaited<ReturnType<typeof paidBooking>>['booking'];
let openAdvance: Booking;
let lastMonthAdvance: Booking;

const schema = JSON.parse(
  readFileSync(new URL('./gstr1-json.schema.json', import.meta.url), 'utf8'),
) as object;
const validate = new Ajv({ allErrors: true }).compile(schema);

let trips = 0;
/** A Raipur booking whose payment is posted now (or at `at`): its receipt voucher. */
async function paid(userId: number, at?: Date) {
  const dropAt = new Date(Date.now() + ++trips * 2 * 864e5); // one trip a car at a time
  const { booking } = await paidBooking(t.db, userId, 'Raipur', dropAt);
  const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
  if (at) vi.useFakeTimers({ toFake: ['Date'], now: at });
  try {
    await t.db.transaction((tx) => postBookingPaid(tx, payment!));
  } finally {
    vi.useRealTimers();
  }
  return booking;
}

/** The car comes back now with nothing to add: the trip's tax invoice. */
const returned = (booking: Booking) =>
  t.db.transaction((tx) =>
    postReturnSettled(
      tx,
      booking.id,
      {
        depositPaise: booking.depositPaise,
        chargesPaise: 0,
        depositRefundPaise: booking.depositPaise,
        balanceDuePaise: 0,
        extraKmPaise: 0,
        latePaise: 0,
        fuelPaise: 0,
        damagePaise: 0,
      },
      null,
    ),
  );

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  await seedSchool(t);
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  const [settings] = await t.db.select().from(gstSettings);
  gstin = settings!.gstin!;

  // A Maharashtra business buys a course and takes the refund: a B2B invoice and a credit note.
  const buyer = await customerSession(t.app, t.db);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/account/gst-details',
    headers: { cookie: buyer.cookie },
    payload: {
      gstin: BUYER_GSTIN,
      businessName: 'Pune Traders',
      address: { street: 'Baner Road', city: 'Pune', stateCode: '27', pincode: '411045' },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const order = await paidCourseOrder(t, buyer.cookie);
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/learning/orders/${order.orderId}/refund`,
    headers: { cookie: buyer.cookie },
  });
  expect(refund.statusCode, refund.body).toBe(200);

  // The same business hires a car, paid and returned this month: another B2B invoice (IGST).
  const driver = await customerWithDocuments(t.db, 'verified');
  await t.db
    .insert(customerGstDetails)
    .values({ userId: driver.id, gstin: BUYER_GSTIN, businessName: 'Pune Traders' });
  await returned(await paid(driver.id));

  const walkIn = (await customerWithDocuments(t.db, 'verified')).id;
  // Walk-ins: a trip paid and returned this month (B2C invoice, no advance left open) …
  await returned(await paid(walkIn));
  // … one paid this month and not yet returned (advance received: `at`) …
  openAdvance = await paid(walkIn);
  // … and one paid in the month before, returned this month (advance adjusted: `txpd`).
  const lastMonth = new Date(istMonthBounds(month).start.getTime() - 10 * 864e5);
  lastMonthAdvance = await paid(walkIn, lastMonth);
  await returned(lastMonthAdvance);
  expect(await unbalancedEntries(t.db)).toEqual([]);
}, 180_000);
afterAll(() => t.close());

const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });

async function fileOf(m: string) {
  const res = await get(`/api/console/accounts/gstr1.json?month=${m}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return { file: res.json<Gstr1Json>(), disposition: res.headers['content-disposition'] };
}

/** A CSV section's rows (the exports quote nothing these tests read), header dropped. */
async function csvRows(section: string) {
  const res = await get(`/api/console/accounts/gstr1/${section}?month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));
}

/** Rupees (number or CSV text) summed in paise, so no float drift decides a comparison. */
const paiseSum = (values: (number | string | undefined)[]) =>
  values.reduce<number>((s, v) => s + Math.round(Number(v ?? 0) * 100), 0);
const csvSum = async (section: string, column: number) =>
  paiseSum((await csvRows(section)).map((r) => r[column]));

/** Every number in the file, to check none has more than two decimals. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

async function documentOf(bookingId: number, docType: GstDocumentType) {
  const [doc] = await t.db
    .select()
    .from(gstDocuments)
    .where(and(eq(gstDocuments.bookingId, bookingId), eq(gstDocuments.docType, docType)));
  return doc!;
}

describe('GSTR-1 as the GST portal’s JSON', () => {
  it('is one file for the month whose sections carry the CSVs’ figures, valid against the schema', async () => {
    const { file, disposition } = await fileOf(month);
    const fp = `${month.slice(5, 7)}${month.slice(0, 4)}`;
    expect(disposition).toBe(`attachment; filename="GSTR1_${gstin}_${fp}.json"`);
    expect(file).toMatchObject({ gstin, fp, version: GSTR1_JSON_VERSION, hash: 'hash' });
    expect(validate(file), JSON.stringify(validate.errors, null, 2)).toBe(true);
    for (const n of numbersIn(file)) expect(Math.round(n * 100) / 100).toBe(n);
    // Nothing in the month is B2C large or a note against one: those sections are left out.
    expect(Object.keys(file)).toEqual([
      'gstin',
      'fp',
      'version',
      'hash',
      'b2b',
      'b2cs',
      'at',
      'cdnr',
      'txpd',
      'doc_issue',
      'hsn',
    ]);

    // B2B: the business's two invoices (rental and course), IGST to Maharashtra.
    const invoices = file.b2b!.flatMap((b) => b.inv);
    expect(file.b2b!.map((b) => b.ctin)).toEqual([BUYER_GSTIN]);
    expect(invoices).toHaveLength(2);
    const items = invoices.flatMap((i) => i.itms.map((x) => x.itm_det));
    expect(items.every((d) => d.iamt! > 0 && d.camt === undefined)).toBe(true);
    expect(invoices.every((i) => i.pos === '27' && /^\d{2}-\d{2}-\d{4}$/.test(i.idt))).toBe(true);
    const b2bCsv = await csvRows('b2b');
    expect(paiseSum(items.map((d) => d.txval))).toBe(paiseSum(b2bCsv.map((r) => r[11])));
    expect(invoices.map((i) => i.inum).sort()).toEqual(
      [...new Set(b2bCsv.map((r) => r[2]))].sort(),
    );
    for (const row of b2bCsv) {
      expect(String(invoices.find((i) => i.inum === row[2])!.val)).toBe(row[4]);
    }

    // B2CS: the walk-ins' invoices by place of supply and rate, CGST + SGST within the State.
    expect(file.b2cs!.every((r) => r.sply_ty === 'INTRA' && r.camt! > 0 && !('iamt' in r))).toBe(
      true,
    );
    expect(paiseSum(file.b2cs!.map((r) => r.txval))).toBe(await csvSum('b2cs', 4));

    // CDNR: the refunded course's credit note.
    const notes = file.cdnr!.flatMap((c) => c.nt);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ ntty: 'C', pos: '27', rchrg: 'N', inv_typ: 'R' });
    expect(paiseSum(notes.flatMap((n) => n.itms.map((x) => x.itm_det.txval)))).toBe(
      await csvSum('cdnr', 11),
    );

    // Advances: this month's open advance in `at`, last month's adjusted one in `txpd`.
    const advOpen = await documentOf(openAdvance.id, 'receipt_voucher');
    const advBefore = await documentOf(lastMonthAdvance.id, 'receipt_voucher');
    expect(istMonth(advBefore.issuedAt)).not.toBe(month);
    const at = file.at!.flatMap((a) => a.itms);
    expect(paiseSum(at.map((i) => i.ad_amt))).toBe(advOpen.taxablePaise);
    expect(paiseSum(at.map((i) => i.ad_amt))).toBe(await csvSum('at', 3));
    expect(file.at![0]).toMatchObject({ pos: '22', sply_ty: 'INTRA' });
    // The tax the tool computes from the advance: 9 % + 9 % of it, each half up to the paisa.
    expect(paiseSum(at.map((i) => i.camt))).toBe(Math.floor(advOpen.taxablePaise * 0.09 + 0.5));
    expect(at[0]!.camt).toBe(at[0]!.samt);
    const txpd = file.txpd!.flatMap((a) => a.itms);
    expect(paiseSum(txpd.map((i) => i.ad_amt))).toBe(advBefore.taxablePaise);
    expect(paiseSum(txpd.map((i) => i.ad_amt))).toBe(await csvSum('atadj', 3));

    // SAC summary, split into B2B and B2C buyers' tables, each equal to its CSV.
    for (const [key, section] of [
      ['hsn_b2b', 'hsn-b2b'],
      ['hsn_b2c', 'hsn-b2c'],
    ] as const) {
      const rows = file.hsn![key]!;
      expect(rows.length).toBeGreaterThan(0);
      expect(paiseSum(rows.map((r) => r.txval))).toBe(await csvSum(section, 6));
      expect(paiseSum(rows.map((r) => r.iamt))).toBe(await csvSum(section, 7));
      expect(paiseSum(rows.map((r) => r.camt))).toBe(await csvSum(section, 8));
      expect(paiseSum(rows.map((r) => r.samt))).toBe(await csvSum(section, 9));
      expect(rows.every((r) => r.uqc === 'NA' && r.qty === 0 && r.desc.length <= 30)).toBe(true);
    }
    expect(file.hsn!.data).toBeUndefined();

    // Documents issued: the CSV's series, under the portal's numbers for each nature.
    const series = file.doc_issue!.doc_det.flatMap((d) =>
      d.docs.map((s) => [d.doc_num, s.from, s.to, s.totnum, s.cancel, s.net_issue]),
    );
    const docsCsv = await csvRows('docs');
    const natures: Record<string, number> = {
      'Invoices for outward supply': 1,
      'Credit Note': 5,
      'Receipt voucher': 6,
      'Refund voucher': 8,
    };
    expect(series.sort()).toEqual(
      docsCsv
        .map((r) => [
          natures[r[0]!],
          r[1],
          r[2],
          Number(r[3]),
          Number(r[4]),
          Number(r[3]) - Number(r[4]),
        ])
        .sort(),
    );
    expect(file.doc_issue!.doc_det.map((d) => d.doc_num)).toEqual([1, 5, 6]);

    // No nil-rated or exempt supply this month: the CSV's Table 8 is all zeros, `nil` left out.
    expect((await csvSum('exemp', 1)) + (await csvSum('exemp', 2))).toBe(0);

    // Every document number the file names was issued in the month.
    const { start, end } = istMonthBounds(month);
    const issued = new Set(
      (
        await t.db
          .select({ number: gstDocuments.number })
          .from(gstDocuments)
          .where(and(gte(gstDocuments.issuedAt, start), lt(gstDocuments.issuedAt, end)))
      ).map((d) => d.number),
    );
    const named = [
      ...invoices.map((i) => i.inum),
      ...notes.map((n) => n.nt_num),
      ...file.doc_issue!.doc_det.flatMap((d) => d.docs.flatMap((s) => [s.from, s.to])),
    ];
    expect(named.length).toBeGreaterThan(0);
    for (const number of named) expect(issued.has(number), number).toBe(true);
  });

  it('gives a month with nothing issued a valid file with no sections', async () => {
    const { file, disposition } = await fileOf('2024-01');
    expect(file).toEqual({ gstin, fp: '012024', version: GSTR1_JSON_VERSION, hash: 'hash' });
    expect(disposition).toBe(`attachment; filename="GSTR1_${gstin}_012024.json"`);
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    // The schema is no rubber stamp: a wrong period, a stray key, an empty section all fail.
    expect(validate({ ...file, fp: '132024' })).toBe(false);
    expect(validate({ ...file, gt: 0 })).toBe(false);
    expect(validate({ ...file, b2b: [] })).toBe(false);
  });

  it('answers a bad month 400, a manager 403, and 409 while no GSTIN is configured', async () => {
    const bad = await get('/api/console/accounts/gstr1.json?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MONTH_FORMAT_MESSAGE);
    expect((await get(`/api/console/accounts/gstr1.json?month=${month}`, manager)).statusCode).toBe(
      403,
    );
    await t.db.update(gstSettings).set({ enabled: false, gstin: null });
    try {
      const off = await get(`/api/console/accounts/gstr1.json?month=${month}`);
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe(GSTR1_NO_GSTIN_MESSAGE);
    } finally {
      await t.db.update(gstSettings).set({ enabled: true, gstin });
    }
  });
});
