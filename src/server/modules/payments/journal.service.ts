import {
  balancedLines,
  credit,
  debit,
  type JournalAccount,
  type JournalLine,
} from '../../../shared/journal.js';
import { splitGst } from '../../../shared/gst.js';
import { CASH_METHOD } from '../../../shared/payments.js';
import type { DbOrTx } from '../../db/client.js';
import { GATEWAY_METHODS } from '../../lib/payment-gateways/payment-gateway.js';
import {
  bookingTax,
  courseOrderTaxLines,
  insertJournalEntry,
  paidByKind,
  type EntryHead,
} from './journal.queries.js';

/**
 * Posting money events to the journal (decision 0031). Every function runs in the caller's
 * transaction, next to the money row it accounts for, so the row and its entry commit together.
 * Amounts customers paid are tax-inclusive: revenue accounts get the taxable value and the GST
 * output accounts the tax, split by `shared/gst.ts` at the supply's rate (none when GST is off
 * or no rate is set). Supplies are intra-state (CGST + SGST) until B2B buyers give a GSTIN.
 */

const GATEWAY_METHOD_NAMES = new Set<string>(Object.values(GATEWAY_METHODS));

/** Where money paid by `method` lands (or leaves from). */
export function moneyAccount(method: string): JournalAccount {
  if (GATEWAY_METHOD_NAMES.has(method)) return 'gateway_clearing';
  if (method === CASH_METHOD) return 'cash';
  return 'bank_upi';
}

type Side = typeof debit;

/** The revenue line and its GST lines for a tax-inclusive amount, on one side. */
function taxedLines(
  side: Side,
  revenue: JournalAccount,
  amountPaise: number,
  rateBp: number | null,
): JournalLine[] {
  const split = splitGst({ amountPaise, rateBp: rateBp ?? 0, inclusive: true, interState: false });
  return [
    side(revenue, split.taxablePaise),
    side('gst_output_cgst', split.cgstPaise),
    side('gst_output_sgst', split.sgstPaise),
    side('gst_output_igst', split.igstPaise),
  ];
}

/** One line per account and side, zero lines dropped, checked to balance. */
function merged(lines: JournalLine[]): JournalLine[] {
  const byKey = new Map<string, JournalLine>();
  for (const l of lines) {
    const key = `${l.account}:${l.debitPaise > 0 ? 'd' : 'c'}`;
    const seen = byKey.get(key);
    if (seen) {
      seen.debitPaise += l.debitPaise;
      seen.creditPaise += l.creditPaise;
    } else byKey.set(key, { ...l });
  }
  return balancedLines([...byKey.values()]);
}

async function post(db: DbOrTx, head: EntryHead, lines: JournalLine[]) {
  const kept = merged(lines);
  return kept.length === 0 ? null : insertJournalEntry(db, head, kept);
}

/**
 * A booking's (or extension's) payment succeeded: the money lands in its account; the deposit
 * is held as a liability, the rest is rent (or extension) revenue and GST.
 */
export async function postBookingPaid(
  db: DbOrTx,
  payment: { id: number; bookingId: number; method: string; amountPaise: number },
) {
  const tax = await bookingTax(db, payment.bookingId);
  if (!tax) throw new Error(`Booking ${payment.bookingId} not found for its journal entry.`);
  const root = tax.booking.parentBookingId === null;
  const deposit = root ? Math.min(tax.booking.depositPaise, payment.amountPaise) : 0;
  return post(
    db,
    {
      event: root ? 'booking_paid' : 'extension_paid',
      bookingId: payment.bookingId,
      paymentId: payment.id,
    },
    [
      debit(moneyAccount(payment.method), payment.amountPaise),
      credit('deposits_held', deposit),
      ...taxedLines(
        credit,
        root ? 'rent_revenue' : 'extension_revenue',
        payment.amountPaise - deposit,
        tax.rateBp,
      ),
    ],
  );
}

/**
 * A paid booking was cancelled: what is refunded becomes payable. The deposit comes out of
 * deposits held; the rest reverses rent and extension revenue (in proportion to what each
 * brought in) with their GST. What the deduction kept stays revenue.
 */
export async function postCancellationRefund(
  db: DbOrTx,
  refund: { bookingId: number; amountPaise: number; refundPaymentId: number },
) {
  const tax = await bookingTax(db, refund.bookingId);
  if (!tax) throw new Error(`Booking ${refund.bookingId} not found for its journal entry.`);
  const paid = await paidByKind(db, refund.bookingId);
  const depositBack = Math.min(tax.booking.depositPaise, refund.amountPaise);
  const revenueBack = refund.amountPaise - depositBack;
  const rentRevenue = Math.max(0, paid.rentPaise - tax.booking.depositPaise);
  const earned = rentRevenue + paid.extensionPaise;
  const extensionBack = earned === 0 ? 0 : Math.round((revenueBack * paid.extensionPaise) / earned);
  return post(
    db,
    { event: 'booking_cancelled', bookingId: refund.bookingId, paymentId: refund.refundPaymentId },
    [
      debit('deposits_held', depositBack),
      ...taxedLines(debit, 'rent_revenue', revenueBack - extensionBack, tax.rateBp),
      ...taxedLines(debit, 'extension_revenue', extensionBack, tax.rateBp),
      credit('refunds_payable', refund.amountPaise),
    ],
  );
}

/** A refund row was paid out (by the gateway or by staff): payable down, money out. */
export async function postRefundPaidOut(
  db: DbOrTx,
  refund: { paymentId: number; bookingId: number; amountPaise: number; method: string },
) {
  return post(
    db,
    { event: 'refund_paid', bookingId: refund.bookingId, paymentId: refund.paymentId },
    [
      debit('refunds_payable', refund.amountPaise),
      credit(moneyAccount(refund.method), refund.amountPaise),
    ],
  );
}

/**
 * The return's final bill: the deposit leaves deposits held; what the bill charges is kept
 * from it (consideration for the supply: extra-charge revenue and GST); the rest of the
 * deposit becomes payable back; charges beyond the deposit are owed by the customer.
 */
export async function postReturnSettled(
  db: DbOrTx,
  bill: {
    bookingId: number;
    depositPaise: number;
    chargesPaise: number;
    depositRefundPaise: number;
    balanceDuePaise: number;
    refundPaymentId: number | null;
  },
) {
  const tax = await bookingTax(db, bill.bookingId);
  return post(
    db,
    { event: 'return_settled', bookingId: bill.bookingId, paymentId: bill.refundPaymentId },
    [
      debit('deposits_held', bill.depositPaise),
      debit('customer_receivables', bill.balanceDuePaise),
      credit('refunds_payable', bill.depositRefundPaise),
      ...taxedLines(credit, 'extra_charge_revenue', bill.chargesPaise, tax?.rateBp ?? null),
    ],
  );
}

/**
 * A course order's lines, tax-inclusive, each at its course category's rate. The order's total
 * can differ from the sum of its lines by the referral's rounding: the last line absorbs it.
 * Orders in another currency than rupees are not posted (decision 0031: no exchange rate yet).
 */
async function courseOrderLines(db: DbOrTx, orderId: number, side: Side) {
  const items = await courseOrderTaxLines(db, orderId);
  const first = items[0];
  if (!first || first.currency !== 'INR' || first.totalMinor === 0) return null;
  const sum = items.reduce((s, i) => s + i.finalMinor, 0);
  const lines = items.flatMap((item, index) => {
    const amount = item.finalMinor + (index === items.length - 1 ? first.totalMinor - sum : 0);
    return taxedLines(side, 'course_revenue', Math.max(0, amount), item.rateBp);
  });
  return { totalPaise: first.totalMinor, lines };
}

/** A course order was paid through the gateway. */
export async function postCourseOrderPaid(db: DbOrTx, orderId: number) {
  const order = await courseOrderLines(db, orderId, credit);
  if (!order) return null;
  return post(db, { event: 'course_order_paid', courseOrderId: orderId }, [
    debit('gateway_clearing', order.totalPaise),
    ...order.lines,
  ]);
}

/** A course order was refunded through the gateway (the 30-day guarantee). */
export async function postCourseOrderRefunded(db: DbOrTx, orderId: number) {
  const order = await courseOrderLines(db, orderId, debit);
  if (!order) return null;
  return post(db, { event: 'course_order_refunded', courseOrderId: orderId }, [
    ...order.lines,
    credit('gateway_clearing', order.totalPaise),
  ]);
}
