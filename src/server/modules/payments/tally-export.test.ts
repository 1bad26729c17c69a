import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istMonth, MONTH_FORMAT_MESSAGE } from '../../../shared/console-reports.js';
import { JOURNAL_ACCOUNT_NAMES, JOURNAL_ACCOUNTS } from '../../../shared/journal.js';
import type { Statements } from '../../../shared/statements.js';
import { gstDocuments, gstSettings, journalEntries, payments } from '../../db/schema.js';
import { paidBooking } from '../../test/desk-fixtures.js';
import { createCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { paidCourseOrder, seedSchool } from '../learning/learning-test-helpers.js';
import { unbalancedEntries } from './journal-test-helpers.js';
import {
  postBookingPaid,
  postCancellationRefund,
  postDepositKept,
  postRefundPaidOut,
  postReturnSettled,
} from './journal.service.js';
import { istMonthBounds } from './ledger.service.js';
import { TALLY_LEDGER_GROUP } from './tally-export.js';
import { paiseOf, readTallyFile } from './tally-test-helpers.js';

/**
 * The month as a Tally import file (decision 0059), parsed back: a Devanagari-named customer's
 * booking paid, returned with its final invoice, part of the deposit kept (a memo full of XML
 * specials) and the rest refunded; another booking cancelled with its refund paid; a course
 * order paid and refunded (a credit note). Every voucher balances, the vouchers move each
 * ledger as the journal moves its account, and the sales are the month's tax invoices.
 */

let t: TestApp;
let admin: string;
const month = istMonth(new Date());
const { start, end } = istMonthBounds(month);
const NAME = 'सुनीता वर्मा';
const KEPT = 'Dent & scratch <rear> "bumper" — खरोंच';
let legalName: string;

const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });

async function fileOf(m: string) {
  const res = await get(`/api/console/accounts/tally.xml?month=${m}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="tally-${m}.xml"`);
  return readTallyFile(res.body);
}

/** A refund row paid out now through the test gateway: its journal entry. */
async function refundPaid(bookingId: number, amountPaise: number) {
  const [row] = await t.db
    .insert(payments)
    .values({ bookingId, kind: 'refund', method: 'Test gateway', amountPaise, status: 'success' })
    .returning();
  await t.db.transaction((tx) =>
    postRefundPaidOut(tx, { paymentId: row!.id, bookingId, amountPaise, method: row!.method }),
  );
  return row!.id;
}

let trips = 0;
async function paid(userId: number) {
  const dropAt = new Date(Date.now() + ++trips * 2 * 864e5);
  const { booking } = await paidBooking(t.db, userId, 'Raipur', dropAt);
  const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
  await t.db.transaction((tx) => postBookingPaid(tx, payment!));
  return booking;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  await seedSchool(t);
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  const [settings] = await t.db.select().from(gstSettings);
  legalName = settings!.legalName;

  // Paid, returned (the final tax invoice), 1,000 of the deposit kept, the rest refunded.
  const sunita = await createCustomer(t.db, { name: NAME, emailVerified: true });
  const trip = await paid(sunita.id);
  const deposit = trip.depositPaise;
  await t.db.transaction((tx) =>
    postReturnSettled(
      tx,
      trip.id,
      {
        depositPaise: deposit,
        chargesPaise: 0,
        depositRefundPaise: deposit,
        balanceDuePaise: 0,
        extraKmPaise: 0,
        latePaise: 0,
        fuelPaise: 0,
        damagePaise: 0,
      },
      null,
    ),
  );
  const refundId = await refundPaid(trip.id, deposit - 100_000);
  await t.db.transaction((tx) =>
    postDepositKept(tx, {
      bookingId: trip.id,
      refundPaymentId: refundId,
      amountPaise: 100_000,
      reason: KEPT,
    }),
  );

  // Another booking cancelled: its refund voucher and cancellation charge's invoice, then paid.
  const other = await createCustomer(t.db, { emailVerified: true });
  const cancelled = await paid(other.id);
  const back = cancelled.totalPaise - 50_000;
  const cancelRefund = await t.db
    .insert(payments)
    .values({ bookingId: cancelled.id, kind: 'refund', method: 'Test gateway', amountPaise: back })
    .returning();
  await t.db.transaction((tx) =>
    postCancellationRefund(tx, {
      bookingId: cancelled.id,
      amountPaise: back,
      refundPaymentId: cancelRefund[0]!.id,
    }),
  );
  await t.db.transaction((tx) =>
    postRefundPaidOut(tx, {
      paymentId: cancelRefund[0]!.id,
      bookingId: cancelled.id,
      amountPaise: back,
      method: 'Test gateway',
    }),
  );

  // A course order paid and refunded: its tax invoice and credit note.
  const buyer = await customerSession(t.app, t.db);
  const order = await paidCourseOrder(t, buyer.cookie);
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/learning/orders/${order.orderId}/refund`,
    headers: { cookie: buyer.cookie },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  expect(await unbalancedEntries(t.db)).toEqual([]);
}, 180_000);
afterAll(() => t.close());

describe('the month as a Tally import file', () => {
  it('names the import, the company and the ledgers with their Tally groups', async () => {
    const { file, ledgers, vouchers } = await fileOf(month);
    expect(file.ENVELOPE.HEADER.TALLYREQUEST).toBe('Import Data');
    const desc = file.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC;
    expect(desc.REPORTNAME).toBe('All Masters');
    expect(desc.STATICVARIABLES?.SVCURRENTCOMPANY).toBe(legalName);
    const names = new Set(ledgers.map((l) => l['@_NAME']));
    expect(names.size).toBe(ledgers.length);
    for (const account of JOURNAL_ACCOUNTS) {
      const ledger = ledgers.find((l) => l['@_NAME'] === JOURNAL_ACCOUNT_NAMES[account]);
      if (!ledger) continue;
      expect(ledger.PARENT).toBe(TALLY_LEDGER_GROUP[account].parent);
      expect(ledger.GSTDUTYHEAD).toBe(TALLY_LEDGER_GROUP[account].gstDutyHead);
    }
    // Every ledger a voucher names is defined, and every one defined is used.
    const used = new Set(
      vouchers.flatMap((v) => v['ALLLEDGERENTRIES.LIST'].map((l) => l.LEDGERNAME)),
    );
    expect([...used].sort()).toEqual([...names].sort());
  });

  it('has one balanced voucher per journal entry, dated in the month, debits deemed positive', async () => {
    const { vouchers } = await fileOf(month);
    const entries = await t.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(gte(journalEntries.postedAt, start), lt(journalEntries.postedAt, end)));
    expect(vouchers).toHaveLength(entries.length);
    for (const v of vouchers) {
      expect(v.DATE.slice(0, 6)).toBe(month.replace('-', ''));
      expect(v['@_VCHTYPE']).toBe(v.VOUCHERTYPENAME);
      const lines = v['ALLLEDGERENTRIES.LIST'];
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const l of lines) {
        expect(l.AMOUNT).toMatch(/^-?\d+\.\d\d$/);
        expect(l.ISDEEMEDPOSITIVE).toBe(paiseOf(l.AMOUNT) < 0 ? 'Yes' : 'No');
      }
      expect(
        lines.reduce((s, l) => s + paiseOf(l.AMOUNT), 0),
        v.NARRATION,
      ).toBe(0);
    }
  });

  it('moves each ledger as the trial balance moves its account for the month', async () => {
    const { vouchers } = await fileOf(month);
    const byLedger = new Map<string, number>();
    for (const l of vouchers.flatMap((v) => v['ALLLEDGERENTRIES.LIST'])) {
      // Debits are negative in Tally's file; the trial balance counts them positive.
      byLedger.set(l.LEDGERNAME, (byLedger.get(l.LEDGERNAME) ?? 0) - paiseOf(l.AMOUNT));
    }
    const lastDay = new Date(end.getTime() - 1 + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const res = await get(`/api/console/statements?from=${month}-01&to=${lastDay}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<Statements>().trialBalance.rows;
    const moved = rows.filter((r) => r.account !== 'retained_profit');
    expect(moved.some((r) => r.debitPaise > 0)).toBe(true);
    for (const r of moved) {
      const name = JOURNAL_ACCOUNT_NAMES[r.account as keyof typeof JOURNAL_ACCOUNT_NAMES];
      expect(byLedger.get(name) ?? 0, r.account).toBe(r.debitPaise - r.creditPaise);
    }
  });

  it('makes the month’s tax invoices sales, its credit notes credit notes, with their numbers', async () => {
    const { vouchers } = await fileOf(month);
    const issued = async (docType: 'tax_invoice' | 'credit_note') =>
      (
        await t.db
          .select({ number: gstDocuments.number })
          .from(gstDocuments)
          .where(
            and(
              eq(gstDocuments.docType, docType),
              gte(gstDocuments.issuedAt, start),
              lt(gstDocuments.issuedAt, end),
            ),
          )
      )
        .map((d) => d.number)
        .sort();
    const numbersOf = (type: string) =>
      vouchers
        .filter((v) => v.VOUCHERTYPENAME === type)
        .map((v) => v.VOUCHERNUMBER)
        .sort();
    const invoices = await issued('tax_invoice');
    expect(invoices.length).toBeGreaterThanOrEqual(4); // return, deposit kept, cancellation, course
    expect(numbersOf('Sales')).toEqual(invoices);
    const notes = await issued('credit_note');
    expect(notes).toHaveLength(1);
    expect(numbersOf('Credit Note')).toEqual(notes);
    expect(numbersOf('Receipt').some((n) => n.startsWith('RV'))).toBe(true);
    expect(numbersOf('Payment')).toHaveLength(2);
  });

  it('keeps the customer’s Devanagari name and a memo of XML specials as written', async () => {
    const { vouchers } = await fileOf(month);
    const kept = vouchers.find((v) => v.NARRATION.startsWith(KEPT));
    expect(kept?.NARRATION).toContain(`| ${NAME} |`);
    expect(kept?.VOUCHERTYPENAME).toBe('Sales');
    expect(vouchers.filter((v) => v.NARRATION.includes(NAME)).length).toBeGreaterThanOrEqual(4);
  });

  it('gives a month without entries as a valid file with nothing in it', async () => {
    const { ledgers, vouchers, file } = await fileOf('2021-02');
    expect(ledgers).toEqual([]);
    expect(vouchers).toEqual([]);
    expect(file.ENVELOPE.HEADER.TALLYREQUEST).toBe('Import Data');
  });

  it('refuses a bad month (400) and anyone but an admin (403)', async () => {
    const bad = await get('/api/console/accounts/tally.xml?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(MONTH_FORMAT_MESSAGE);
    const manager = (await staffCookie(t.app, t.db, 'Raipur')).cookie;
    const counter = (await staffCookie(t.app, t.db, 'Raipur', { staffRole: 'staff' })).cookie;
    for (const cookie of [manager, counter]) {
      const res = await get(`/api/console/accounts/tally.xml?month=${month}`, cookie);
      expect(res.statusCode).toBe(403);
    }
  });
});
