import {
  AGE_BUCKETS,
  ageBucket,
  type AccountsReport,
  type AgeBucket,
  type GstByRate,
  type OpenBooking,
} from '../../../shared/accounts.js';
import { bookingReference } from '../../../shared/payments.js';
import type { Db } from '../../db/client.js';
import {
  moneyByBranchMonth,
  movementByRate,
  openByBooking,
  type OpenRow,
} from './accounts.queries.js';
import { istMonthBounds, ledgerSummary } from './ledger.service.js';
import { moneyNow } from './money-clock.js';

/** How many open bookings each list shows (the totals and buckets count every one). */
export const OPEN_LIST_LIMIT = 500;

const DAY_MS = 86_400_000;

function openBookings(rows: OpenRow[], asAt: Date): OpenBooking[] {
  return rows.map((r) => {
    const since = new Date(r.since);
    const ageDays = Math.max(0, Math.floor((asAt.getTime() - since.getTime()) / DAY_MS));
    return {
      bookingId: r.booking_id,
      reference: bookingReference(r.root_id),
      customerName: r.customer_name,
      branchName: r.branch_name,
      amountPaise: Number(r.open_paise),
      since: since.toISOString(),
      ageDays,
      bucket: ageBucket(ageDays),
    };
  });
}

function byRate(rows: Awaited<ReturnType<typeof movementByRate>>): GstByRate[] {
  const rates = new Map<string, GstByRate>();
  for (const r of rows) {
    const key = String(r.rate_bp);
    const entry = rates.get(key) ?? {
      rateBp: r.rate_bp,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    const paise = Number(r.movement);
    if (r.account === 'gst_output_cgst') entry.cgstPaise += paise;
    else if (r.account === 'gst_output_sgst') entry.sgstPaise += paise;
    else if (r.account === 'gst_output_igst') entry.igstPaise += paise;
    else entry.taxablePaise += paise;
    rates.set(key, entry);
  }
  return [...rates.values()].filter(
    (r) => r.taxablePaise !== 0 || r.cgstPaise !== 0 || r.sgstPaise !== 0 || r.igstPaise !== 0,
  );
}

/**
 * The month's accounts from the journal (decision 0031): revenue by source and GST output by
 * type and rate (movements of the month), deposits held, receivables with their age and refunds
 * payable (balances at the month's end, or now for the month under way). Every figure is a sum
 * of journal lines. `branchId` null: every branch and the courses.
 */
export async function accountsReport(
  db: Db,
  month: string,
  branchId: number | null,
  now = moneyNow(),
): Promise<AccountsReport> {
  const { start, end } = istMonthBounds(month);
  const asAt = now < end ? now : end;
  const ledger = await ledgerSummary(db, month, branchId);
  const rates = byRate(await movementByRate(db, start, end, branchId));
  const receivables = openBookings(
    await openByBooking(db, 'customer_receivables', 'debit', end, branchId),
    asAt,
  );
  const payable = openBookings(
    await openByBooking(db, 'refunds_payable', 'credit', end, branchId),
    asAt,
  );
  const receivablesByAge = Object.fromEntries(AGE_BUCKETS.map((b) => [b, 0])) as Record<
    AgeBucket,
    number
  >;
  for (const r of receivables) receivablesByAge[r.bucket] += r.amountPaise;
  const { revenuePaise: rev, gstOutputPaise: gst } = ledger;
  return {
    month,
    branchId,
    asAt: asAt.toISOString(),
    revenuePaise: { ...rev, total: rev.rent + rev.extension + rev.extraCharges + rev.courses },
    gstOutputPaise: { ...gst, total: gst.cgst + gst.sgst + gst.igst },
    gstByRate: rates,
    depositsHeldPaise: ledger.depositsHeldPaise,
    receivablesPaise: ledger.receivablesPaise,
    refundsPayablePaise: ledger.refundsPayablePaise,
    receivablesByAge,
    receivables: receivables.slice(0, OPEN_LIST_LIMIT),
    refundsPayable: payable.slice(0, OPEN_LIST_LIMIT),
  };
}

/** What the month's bookings of a branch brought in, from the journal (the reports page). */
export interface BranchMonthMoney {
  branchId: number;
  month: string;
  /** Supplies charged, GST included (credits to revenue and GST output). */
  receivedPaise: number;
  /** Charges reversed by cancellations and refunds, GST included. */
  refundsPaise: number;
  /** Net taxable revenue (no GST, no deposits). */
  revenuePaise: number;
  /** Net GST output. */
  gstPaise: number;
}

/** Per branch and IST month of [from, to), for `branchId` (null: every branch). */
export async function moneyByBranchAndMonth(
  db: Db,
  branchId: number | null,
  from: Date,
  to: Date,
): Promise<BranchMonthMoney[]> {
  const rows = await moneyByBranchMonth(db, branchId, from, to);
  return rows.map((r) => ({
    branchId: r.branch_id,
    month: r.month,
    receivedPaise: Number(r.charged_paise),
    refundsPaise: Number(r.reversed_paise),
    revenuePaise: Number(r.revenue_paise ?? 0),
    gstPaise: Number(r.gst_paise ?? 0),
  }));
}
