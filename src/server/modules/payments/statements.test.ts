import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountsReport } from '../../../shared/accounts.js';
import type { Booking } from '../../../shared/bookings.js';
import { LANGUAGE_COOKIE } from '../../../shared/language.js';
import { formatRupeesExact } from '../../../shared/money.js';
import {
  STATEMENT_RANGE_MESSAGE,
  type Gstr3b,
  type Statements,
} from '../../../shared/statements.js';
import { branches } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';
import { unbalancedEntries } from './journal-test-helpers.js';
import { postReturnSettled } from './journal.service.js';
import { payWithTestGateway } from './payments-test-helpers.js';

/**
 * The statements from the journal (decision 0052): real money events of August 2025 (the
 * server's clock set for each), then the trial balance, profit and loss, balance sheet and
 * GSTR-3B's summary checked against the journal's own rules, the accounts report and GSTR-1.
 */

let t: TestApp;
let customer: Awaited<ReturnType<typeof customerSession>>;
let admin: string;
let manager: string;
let carIndex = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  customer = await customerSession(t.app, t.db);
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  await moneyOfAugust();
}, 180_000);
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

async function on<T>(iso: string, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

async function paidOn(iso: string) {
  const target = await bookableCar(t.db, carIndex++);
  const res = await postBooking(t.app, customer.cookie, bookingBody(target));
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json<Booking>();
  await on(iso, () => payWithTestGateway(t.app, customer.cookie, booking.id));
  return booking;
}

/**
 * August 2025: A paid and returned with 500 rupees of extra km; B paid (its trip ahead);
 * C paid and cancelled by the customer (refunded through the gateway).
 */
async function moneyOfAugust() {
  const a = await paidOn('2025-08-03T06:00:00Z');
  await paidOn('2025-08-10T06:00:00Z');
  const c = await paidOn('2025-08-12T06:00:00Z');
  await on('2025-08-20T06:00:00Z', () =>
    t.db.transaction((tx) =>
      postReturnSettled(
        tx,
        a.id,
        {
          depositPaise: a.depositPaise,
          chargesPaise: 50_000,
          depositRefundPaise: a.depositPaise - 50_000,
          balanceDuePaise: 0,
          extraKmPaise: 50_000,
          latePaise: 0,
          fuelPaise: 0,
          damagePaise: 0,
        },
        null,
      ),
    ),
  );
  const cancel = await on('2025-08-25T06:00:00Z', () =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${c.id}/cancel`,
      headers: { cookie: customer.cookie },
    }),
  );
  expect(cancel.statusCode, cancel.body).toBe(200);
  expect(await unbalancedEntries(t.db)).toEqual([]);
}

async function get(url: string, cookie = admin) {
  return t.app.inject({ url, headers: { cookie } });
}

async function statementsOf(from: string, to: string, cookie = admin) {
  const res = await get(`/api/console/statements?from=${from}&to=${to}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Statements>();
}

/** Every rule a trial balance keeps. */
function expectBalanced(s: Statements) {
  const tb = s.trialBalance;
  for (const r of tb.rows) {
    expect(r.openingPaise + r.debitPaise - r.creditPaise, r.account).toBe(r.closingPaise);
  }
  expect(tb.totals.openingPaise).toBe(0);
  expect(tb.totals.closingPaise).toBe(0);
  expect(tb.totals.debitPaise).toBe(tb.totals.creditPaise);
  const b = s.balanceSheet;
  expect(b.assetsPaise).toBe(b.liabilitiesPaise + b.equityPaise + b.retainedProfitPaise);
}

const csvRows = (body: string) =>
  body
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((cell) => cell.replace(/^"|"$/g, '')),
    );
const paiseOf = (rupees: string | undefined) => Math.round(Number(rupees ?? '0') * 100);

describe('statements from the journal', () => {
  it('balances the trial balance and the balance sheet, and the P&L is the accounts report’s revenue', async () => {
    const aug = await statementsOf('2025-08-01', '2025-08-31');
    expectBalanced(aug);
    expect(aug.trialBalance.totals.debitPaise).toBeGreaterThan(0);
    expect(aug.trialBalance.rows.map((r) => r.account)).toContain('retained_profit');

    const res = await get('/api/console/accounts?month=2025-08');
    const report = res.json<AccountsReport>();
    const p = aug.profitAndLoss;
    expect(p.incomePaise).toBeGreaterThan(0);
    expect(p.incomePaise).toBe(report.revenuePaise.total);
    const income = Object.fromEntries(p.income.map((r) => [r.account, r.amountPaise]));
    expect(income.rent_revenue).toBe(report.revenuePaise.rent);
    expect(income.extra_charge_revenue).toBe(report.revenuePaise.extraCharges);
    expect(income.extra_charge_revenue).toBeGreaterThan(0);
    expect(p.expenses).toEqual([{ account: 'bad_debts', amountPaise: 0 }]);
    expect(p.profitPaise).toBe(p.incomePaise);

    // September: nothing moves, August's profit is brought forward as retained profit.
    const sep = await statementsOf('2025-09-01', '2025-09-30');
    expectBalanced(sep);
    expect(sep.profitAndLoss.profitPaise).toBe(0);
    const retained = sep.trialBalance.rows.find((r) => r.account === 'retained_profit')!;
    expect(-retained.openingPaise).toBe(sep.balanceSheet.retainedProfitPaise);
    expect(sep.balanceSheet.retainedProfitPaise).toBe(aug.balanceSheet.retainedProfitPaise);
    // A year to date: the same books, one period.
    expectBalanced(await statementsOf('2025-04-01', '2026-03-31'));
  });

  it('keeps a branch manager to their branch, and GSTR-3B to admins', async () => {
    const [bhilai] = await t.db.select().from(branches).where(eq(branches.name, 'Bhilai'));
    const mine = await statementsOf('2025-08-01', '2025-08-31', manager);
    expect(mine.branchId).toBe(bhilai!.id);
    expectBalanced(mine);
    const report = (
      await get('/api/console/accounts?month=2025-08', manager)
    ).json<AccountsReport>();
    expect(mine.profitAndLoss.incomePaise).toBe(report.revenuePaise.total);
    expect((await get('/api/console/statements/gstr3b?month=2025-08', manager)).statusCode).toBe(
      403,
    );
    const other = (await t.db.select().from(branches)).find((b) => b.name !== 'Bhilai')!;
    const res = await get(
      `/api/console/statements?from=2025-08-01&to=2025-08-31&branchId=${other.id}`,
      manager,
    );
    expect(res.statusCode).toBe(404);
  });

  it('summarises GSTR-3B from the journal as GSTR-1 counts the month', async () => {
    const res = await get('/api/console/statements/gstr3b?month=2025-08');
    expect(res.statusCode, res.body).toBe(200);
    const g = res.json<Gstr3b>();
    const report = (await get('/api/console/accounts?month=2025-08')).json<AccountsReport>();
    expect(g.outwardTaxable.cgstPaise).toBe(report.gstOutputPaise.cgst);
    expect(g.outwardTaxable.sgstPaise).toBe(report.gstOutputPaise.sgst);
    expect(g.outwardTaxable.igstPaise).toBe(report.gstOutputPaise.igst);
    expect(g.inputTaxCredit).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(g.netPayable.cgstPaise).toBe(g.outwardTaxable.cgstPaise);

    // GSTR-1: the month's invoices (B2CS) plus advances still open (at) less those adjusted.
    const section = async (name: string) =>
      csvRows((await get(`/api/console/accounts/gstr1/${name}?month=2025-08`)).body);
    const [b2csHeader, ...b2cs] = await section('b2cs');
    const taxableAt = b2csHeader!.indexOf('Taxable Value');
    const [, ...at] = await section('at');
    const [, ...atadj] = await section('atadj');
    const sum = (rows: string[][], col: number) => rows.reduce((s, r) => s + paiseOf(r[col]), 0);
    expect(sum(b2cs, taxableAt)).toBeGreaterThan(0);
    expect(sum(at, 3)).toBeGreaterThan(0);
    expect(g.outwardTaxable.taxablePaise).toBe(sum(b2cs, taxableAt) + sum(at, 3) - sum(atadj, 3));

    const csv = await get('/api/console/statements/gstr3b.csv?month=2025-08');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="gstr3b-2025-08.csv"');
    const [, outward, , itc] = csvRows(csv.body);
    expect(outward!.slice(0, 1)).toEqual(['3.1(a)']);
    expect(paiseOf(outward![2])).toBe(g.outwardTaxable.taxablePaise);
    expect(itc!.slice(3)).toEqual(['0.00', '0.00', '0.00']);
  });

  it('downloads each statement as CSV with the screen’s figures', async () => {
    const s = await statementsOf('2025-08-01', '2025-08-31');
    const file = async (name: string) => {
      const res = await get(`/api/console/statements/${name}.csv?from=2025-08-01&to=2025-08-31`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${name}-2025-08-01-to-2025-08-31.csv"`,
      );
      return csvRows(res.body);
    };
    const [header, ...tb] = await file('trial-balance');
    expect(header).toEqual([
      'account',
      'account_name',
      'kind',
      'opening_debit_inr',
      'opening_credit_inr',
      'debit_inr',
      'credit_inr',
      'closing_debit_inr',
      'closing_credit_inr',
    ]);
    const total = tb.at(-1)!;
    expect(total[0]).toBe('total');
    expect(tb.slice(0, -1).reduce((sum, r) => sum + paiseOf(r[5]), 0)).toBe(paiseOf(total[5]));
    expect(paiseOf(total[5])).toBe(s.trialBalance.totals.debitPaise);
    expect(paiseOf(total[6])).toBe(s.trialBalance.totals.creditPaise);
    const debits = tb.slice(0, -1).reduce((sum, r) => sum + paiseOf(r[7]), 0);
    const credits = tb.slice(0, -1).reduce((sum, r) => sum + paiseOf(r[8]), 0);
    expect(debits).toBe(credits);

    const pl = await file('profit-and-loss');
    expect(paiseOf(pl.find((r) => r[0] === 'profit')![3])).toBe(s.profitAndLoss.profitPaise);
    const bs = await file('balance-sheet');
    const totalAssets = paiseOf(bs.find((r) => r[2] === 'Total assets')![3]);
    expect(totalAssets).toBe(s.balanceSheet.assetsPaise);
    expect(paiseOf(bs.at(-1)![3])).toBe(totalAssets);
  });

  it('draws the statements and GSTR-3B as PDFs that read back in English and Hindi', async () => {
    const s = await statementsOf('2025-08-01', '2025-08-31');
    const text = async (url: string, cookie: string) => {
      const res = await get(url, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      return execFileSync('pdftotext', ['-', '-'], { input: res.rawPayload }).toString();
    };
    const url = '/api/console/statements/pdf?from=2025-08-01&to=2025-08-31';
    const en = await text(url, admin);
    expect(en).toContain('Trial balance');
    expect(en).toContain('Profit for the period');
    expect(en).toContain('Balance sheet at the end of 31 Aug 2025');
    expect(en).toContain(formatRupeesExact(s.profitAndLoss.profitPaise));
    expect(en).toContain(formatRupeesExact(s.trialBalance.totals.debitPaise));

    const hi = await text(url, `${admin}; ${LANGUAGE_COOKIE}=hi`);
    expect(hi).toContain('तलपट (ट्रायल बैलेंस)');
    expect(hi).toContain('अवधि का लाभ');
    expect(hi).toContain('किराये की आमदनी');
    expect(hi).toContain(formatRupeesExact(s.profitAndLoss.profitPaise));

    const gst = await text('/api/console/statements/gstr3b/pdf?month=2025-08', admin);
    expect(gst).toContain('GSTR-3B summary for 2025-08');
    expect(gst).toContain('3.1(a)');
    const gstHi = await text(
      '/api/console/statements/gstr3b/pdf?month=2025-08',
      `${admin}; ${LANGUAGE_COOKIE}=hi`,
    );
    expect(gstHi).toContain('इनपुट टैक्स क्रेडिट');
  });

  it('refuses a period that ends before it starts, or a date that does not exist, with a message', async () => {
    const backwards = await get('/api/console/statements?from=2025-08-31&to=2025-08-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: STATEMENT_RANGE_MESSAGE });
    const noSuchDay = await get('/api/console/statements?from=2025-02-30&to=2025-03-31');
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json<{ message: string }>().message).toMatch(/does not exist/);
    const csv = await get('/api/console/statements/trial-balance.csv?from=x&to=2025-03-31');
    expect(csv.statusCode).toBe(400);
    const month = await get('/api/console/statements/gstr3b?month=2025-13');
    expect(month.statusCode).toBe(400);
  });
});
