import { inrPaiseOf } from '../../../shared/exchange-rate.js';
import { chargedAmounts, type FinalBill } from '../../../shared/final-bill.js';
import type { ForeignPayment } from '../../../shared/gst-documents.js';
import { placeOfSupply, splitGst } from '../../../shared/gst.js';
import {
  balancedLines,
  credit,
  debit,
  type JournalAccount,
  type JournalLine,
} from '../../../shared/journal.js';
import { must } from '../../../shared/must.js';
import { bookingReference, CASH_METHOD } from '../../../shared/payments.js';
import type { DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import { GATEWAY_METHODS } from '../../lib/payment-gateways/payment-gateway.js';
import { issueDocument, type SupplyLine } from './documents.service.js';
import { SUPPLY, SUPPLY_PREFIX } from './document-text.js';
import { formatRupees } from '../../../shared/money.js';
import {
  bookingTax,
  courseOrderPaidRate,
  courseOrderTaxLines,
  lessonPurchaseTax,
  advanceVouchered,
  changeRentUnreceipted,
  insertJournalEntry,
  paidByKind,
  rentEarned,
  type EntryHead,
} from './journal.queries.js';
import { moneyNow } from './money-clock.js';

/**
 * Posting money events to the journal, and issuing their GST documents (decision 0031). Every
 * function runs in the caller's transaction, next to the money row it accounts for, so the row,
 * its entry and its document commit together. Amounts are what customers paid, tax included
 * (with prices excluding GST, the checkout and the final bill added the GST by the same rule, so
 * the split gives back the prices shown and the GST charged to the paisa): revenue
 * accounts get the taxable value and the GST output accounts the tax, split per supply line by
 * `shared/gst.ts` at its rate (none when GST is off or no rate is set), CGST + SGST within
 * Chhattisgarh, IGST when a registered buyer's GSTIN is of another state. Each event reads the
 * money clock once (`at`): its entry is posted and its documents issued at that one instant
 * (decision 0052).
 */

const GATEWAY_METHOD_NAMES = new Set<string>(Object.values(GATEWAY_METHODS));

/** Where money paid by `method` lands (or leaves from). */
export function moneyAccount(method: string): JournalAccount {
  if (GATEWAY_METHOD_NAMES.has(method)) return 'gateway_clearing';
  if (method === CASH_METHOD) return 'cash';
  return 'bank_upi';
}

type Side = typeof debit;

interface Tax {
  rateBp: number | null;
  interState: boolean;
}

const taxOf = (row: {
  rateBp: number | null;
  homeState: string | null;
  buyerGstin: string | null;
}): Tax => ({
  rateBp: row.rateBp,
  interState:
    row.homeState !== null && placeOfSupply(row.buyerGstin, row.homeState) !== row.homeState,
});

/** The revenue line and its GST lines for a tax-inclusive amount, on one side. */
export function taxedLines(side: Side, revenue: JournalAccount, amountPaise: number, tax: Tax) {
  const split = splitGst({
    amountPaise,
    rateBp: tax.rateBp ?? 0,
    inclusive: true,
    interState: tax.interState,
  });
  const rateBp = tax.rateBp;
  return [
    { ...side(revenue, split.taxablePaise), rateBp },
    { ...side('gst_output_cgst', split.cgstPaise), rateBp },
    { ...side('gst_output_sgst', split.sgstPaise), rateBp },
    { ...side('gst_output_igst', split.igstPaise), rateBp },
  ];
}

/** One line per account, side and GST rate, zero lines dropped, checked to balance. */
export function merged(lines: JournalLine[]): JournalLine[] {
  const byKey = new Map<string, JournalLine>();
  for (const l of lines) {
    const key = `${l.account}:${l.debitPaise > 0 ? 'd' : 'c'}:${l.rateBp ?? ''}`;
    const seen = byKey.get(key);
    if (seen) {
      seen.debitPaise += l.debitPaise;
      seen.creditPaise += l.creditPaise;
    } else byKey.set(key, { ...l });
  }
  return balancedLines([...byKey.values()]);
}

/** Posts an entry of merged lines (none when every line is zero). */
export async function post(db: DbOrTx, head: EntryHead, lines: JournalLine[]) {
  const kept = merged(lines);
  return kept.length === 0 ? null : insertJournalEntry(db, head, kept);
}

/** A booking's GST terms for its entries and the supply lines of its documents. */
export async function taxOfBooking(db: DbOrTx, bookingId: number) {
  const row = await bookingTax(db, bookingId);
  if (!row) throw new Error(`Booking ${bookingId} not found for its journal entry.`);
  const rootId = row.booking.parentBookingId ?? row.booking.id;
  const supply = (description: string, amountPaise: number): SupplyLine => ({
    description: `${description}, booking ${bookingReference(rootId)}`,
    amountPaise,
    sac: row.sac,
    rateBp: row.rateBp,
  });
  return { ...row, rootId, tax: taxOf(row), supply };
}

/**
 * A rent line's description when a coupon or a referral offer took some off the rent: the
 * line's value is after the discount, and the document names the coupon's code (or the
 * referral) and the discount (CGST Act s.15(3)(a): a discount recorded on the document is
 * outside the taxable value). Undefined without one.
 */
function discountNote(
  booking: { discountPaise: number; couponCode: string | null; referral: boolean },
  advance: boolean,
): string | undefined {
  if (booking.discountPaise <= 0) return undefined;
  const off = `-${formatRupees(booking.discountPaise)}`;
  if (booking.couponCode !== null) {
    return `${SUPPLY_PREFIX[advance ? 'rentAdvanceCoupon' : 'rentCoupon']}${booking.couponCode} ${off}`;
  }
  if (booking.referral) {
    return `${SUPPLY_PREFIX[advance ? 'rentAdvanceReferral' : 'rentReferral']}${off}`;
  }
  return undefined;
}

/**
 * A booking's (or extension's) payment succeeded: the money lands in its account; the deposit
 * is held as a liability, the rest is rent (or extension) revenue and GST, received in advance
 * of the trip: a receipt voucher (Rule 50).
 */
export async function postBookingPaid(
  db: DbOrTx,
  payment: { id: number; bookingId: number; method: string; amountPaise: number },
) {
  const at = moneyNow();
  const b = await taxOfBooking(db, payment.bookingId);
  const root = b.booking.parentBookingId === null;
  const deposit = root ? Math.min(b.booking.depositPaise, payment.amountPaise) : 0;
  const advance = payment.amountPaise - deposit;
  await post(
    db,
    {
      event: root ? 'booking_paid' : 'extension_paid',
      bookingId: payment.bookingId,
      paymentId: payment.id,
      postedAt: at,
    },
    [
      debit(moneyAccount(payment.method), payment.amountPaise),
      credit('deposits_held', deposit),
      ...taxedLines(credit, root ? 'rent_revenue' : 'extension_revenue', advance, b.tax),
    ],
  );
  await issueDocument(
    db,
    'receipt_voucher',
    {
      userId: b.booking.userId,
      bookingId: b.rootId,
      paymentId: payment.id,
      lines: [
        b.supply(
          root ? (discountNote(b.booking, true) ?? SUPPLY.rentAdvance) : SUPPLY.extensionAdvance,
          advance,
        ),
      ],
    },
    at,
  );
}

/**
 * A paid booking was cancelled: what is refunded becomes payable. The deposit comes out of
 * deposits held; the rest reverses rent and extension revenue (in proportion to what each
 * brought in) with their GST: a refund voucher (Rule 51) for the advance that goes back. What
 * a dearer change left owed is cleared (issue 32): the part the refund settled, and the rest
 * let go, both reverse the revenue the change had added. What the deduction kept stays
 * revenue, invoiced as a cancellation charge.
 */
export async function postCancellationRefund(
  db: DbOrTx,
  refund: {
    bookingId: number;
    /** Paid back. */
    amountPaise: number;
    refundPaymentId: number | null;
    /** Of the rules' refund, what paid what the customer owed (0 when nothing was). */
    owedSettledPaise?: number;
    /** The customer's whole receivable on the booking when it was cancelled. */
    owedPaise?: number;
  },
) {
  const at = moneyNow();
  const b = await taxOfBooking(db, refund.bookingId);
  const paid = await paidByKind(db, refund.bookingId);
  const owed = Math.max(0, refund.owedPaise ?? 0);
  const settled = refund.owedSettledPaise ?? 0;
  const gross = refund.amountPaise + settled;
  const depositBack = Math.min(b.booking.depositPaise, gross);
  const revenueBack = gross - depositBack + (owed - settled);
  // The rent as the booking's payment and its changes left it, and the paid extensions.
  const earned = (await rentEarned(db, b.rootId)) + paid.extensionPaise;
  const extensionBack = earned === 0 ? 0 : Math.round((revenueBack * paid.extensionPaise) / earned);
  const rentBack = revenueBack - extensionBack;
  await post(
    db,
    {
      event: 'booking_cancelled',
      bookingId: refund.bookingId,
      paymentId: refund.refundPaymentId,
      postedAt: at,
    },
    [
      debit('deposits_held', depositBack),
      ...taxedLines(debit, 'rent_revenue', rentBack, b.tax),
      ...taxedLines(debit, 'extension_revenue', extensionBack, b.tax),
      credit('customer_receivables', owed),
      credit('refunds_payable', refund.amountPaise),
    ],
  );
  // The advance that goes back as money: the refund beyond the deposit.
  const advanceBack = Math.min(revenueBack, Math.max(0, refund.amountPaise - depositBack));
  const extensionAdvanceBack =
    revenueBack === 0 ? 0 : Math.round((advanceBack * extensionBack) / revenueBack);
  const ids = { userId: b.booking.userId, bookingId: b.rootId };
  await issueDocument(
    db,
    'refund_voucher',
    {
      ...ids,
      paymentId: refund.refundPaymentId,
      refersTo: 'receipt_voucher',
      lines: [
        b.supply(SUPPLY.cancelRentBack, advanceBack - extensionAdvanceBack),
        b.supply(SUPPLY.cancelExtensionBack, extensionAdvanceBack),
      ],
    },
    at,
  );
  await issueDocument(
    db,
    'tax_invoice',
    {
      ...ids,
      lines: [b.supply(SUPPLY.cancellationCharge, earned - revenueBack)],
      advancePaise: earned - revenueBack,
    },
    at,
  );
}

/** What a paid booking's change moved (booking-change-money.service.ts). */
export interface BookingChangePosting {
  bookingId: number;
  /** New deposit minus old: held or released. */
  depositDiffPaise: number;
  /** The rest of the new total minus the old (rent and its GST): earned or given back. */
  revenueDiffPaise: number;
  /** Of a lower total: what is paid back, and its refund row. */
  refundPaise: number;
  refundPaymentId: number | null;
}

/**
 * A paid booking's times or car changed (issue 32). The deposit difference is held or
 * released, the rent difference earned or given back with its GST; a dearer booking is owed by
 * the customer (collected at the counter or by payment link), a cheaper one first cancels what
 * the customer still owed and the rest becomes payable back: the advance returned gets a
 * refund voucher (Rule 51) naming the receipt voucher.
 */
export async function postBookingChanged(db: DbOrTx, change: BookingChangePosting) {
  const at = moneyNow();
  const b = await taxOfBooking(db, change.bookingId);
  const { depositDiffPaise: dep, revenueDiffPaise: rev } = change;
  const totalDiff = dep + rev;
  await post(
    db,
    {
      event: 'booking_changed',
      bookingId: change.bookingId,
      paymentId: change.refundPaymentId,
      postedAt: at,
    },
    [
      dep >= 0 ? credit('deposits_held', dep) : debit('deposits_held', -dep),
      ...(rev >= 0
        ? taxedLines(credit, 'rent_revenue', rev, b.tax)
        : taxedLines(debit, 'rent_revenue', -rev, b.tax)),
      totalDiff > 0
        ? debit('customer_receivables', totalDiff)
        : credit('customer_receivables', -totalDiff - change.refundPaise),
      credit('refunds_payable', change.refundPaise),
    ],
  );
  const advanceBack = Math.min(Math.max(0, -rev), change.refundPaise);
  if (advanceBack > 0) {
    await issueDocument(
      db,
      'refund_voucher',
      {
        userId: b.booking.userId,
        bookingId: b.rootId,
        paymentId: change.refundPaymentId ?? undefined,
        refersTo: 'receipt_voucher',
        lines: [b.supply(SUPPLY.changeAdvanceBack, advanceBack)],
      },
      at,
    );
  }
}

/**
 * A balance paid before the trip's return pays a dearer change: an advance, so a receipt
 * voucher (Rule 50) for the part that is rent (a payment goes to the rent first, then to a
 * larger deposit). After the return, the tax invoice covers what is paid.
 */
export async function issueChangeReceipt(
  db: DbOrTx,
  payment: { id: number; bookingId: number; amountPaise: number },
  /** The payment's instant: its entry's `posted_at`. */
  at: Date = moneyNow(),
) {
  const due = await changeRentUnreceipted(db, payment.bookingId, payment.id);
  const advance = Math.min(payment.amountPaise, due);
  if (advance <= 0) return;
  const b = await taxOfBooking(db, payment.bookingId);
  await issueDocument(
    db,
    'receipt_voucher',
    {
      userId: b.booking.userId,
      bookingId: b.rootId,
      paymentId: payment.id,
      lines: [b.supply(SUPPLY.changeAdvance, advance)],
    },
    at,
  );
}

/**
 * A balance paid online through the link staff sent: money in, customer receivables down, as
 * when it is collected at the counter. Paid after a collection at the counter covered it, the
 * receivable goes below zero: the journal shows the customer in credit, to refund.
 */
export async function postBalancePaid(
  db: DbOrTx,
  payment: { id: number; bookingId: number; method: string; amountPaise: number },
) {
  const at = moneyNow();
  const entryId = await post(
    db,
    {
      event: 'balance_collected',
      bookingId: payment.bookingId,
      paymentId: payment.id,
      postedAt: at,
    },
    [
      debit(moneyAccount(payment.method), payment.amountPaise),
      credit('customer_receivables', payment.amountPaise),
    ],
  );
  await issueChangeReceipt(db, payment, at);
  return entryId;
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

export type SettledBill = Pick<
  FinalBill,
  | 'depositPaise'
  | 'chargesPaise'
  | 'depositRefundPaise'
  | 'balanceDuePaise'
  | 'owedBeforePaise'
  | 'extraKmPaise'
  | 'latePaise'
  | 'fuelPaise'
  | 'damagePaise'
  | 'gst'
>;

/**
 * The return's final bill: the deposit leaves deposits held; what the bill charges is kept
 * from it (consideration for the supply: extra-charge revenue and GST); the rest of the
 * deposit becomes payable back; charges beyond the deposit are owed by the customer. The trip
 * is over: the tax invoice for the whole supply, less the advance already received.
 */
export async function postReturnSettled(
  db: DbOrTx,
  bookingId: number,
  bill: SettledBill,
  refundPaymentId: number | null,
  /** Of the deposit coming back, what the branch holds for charges after the trip. */
  heldPaise = 0,
) {
  const at = moneyNow();
  const b = await taxOfBooking(db, bookingId);
  // Each charge as the customer pays it (its GST added when prices exclude GST).
  const charged = chargedAmounts(bill);
  const extras = [
    b.supply(SUPPLY.extraKm, charged.extraKmPaise),
    b.supply(SUPPLY.late, charged.latePaise),
    b.supply(SUPPLY.fuel, charged.fuelPaise),
    b.supply(SUPPLY.damage, charged.damagePaise),
  ];
  await post(db, { event: 'return_settled', bookingId, paymentId: refundPaymentId, postedAt: at }, [
    // A held deposit stays a deposit held until its release (postDepositReleased).
    debit('deposits_held', bill.depositPaise - heldPaise),
    // What was owed before (a dearer change) is settled by the bill, which owes it in full.
    credit('customer_receivables', bill.owedBeforePaise ?? 0),
    debit('customer_receivables', bill.balanceDuePaise),
    credit('refunds_payable', bill.depositRefundPaise - heldPaise),
    ...extras.flatMap((l) => taxedLines(credit, 'extra_charge_revenue', l.amountPaise, b.tax)),
  ]);
  // The whole supply (the rent as changes left it) less what receipt vouchers took ahead.
  const paid = await paidByKind(db, bookingId);
  await issueDocument(
    db,
    'tax_invoice',
    {
      userId: b.booking.userId,
      bookingId: b.rootId,
      lines: [
        b.supply(discountNote(b.booking, false) ?? SUPPLY.rent, await rentEarned(db, b.rootId)),
        b.supply(SUPPLY.extensions, paid.extensionPaise),
        ...extras,
      ],
      advancePaise: await advanceVouchered(db, b.rootId),
    },
    at,
  );
}

/**
 * A course order's lines in rupees, tax-inclusive, each at its course category's rate. The
 * order's total can differ from the sum of its lines by the referral's rounding: the last line
 * absorbs it. An order in USD or AED is converted at the rate `rateOf` gives (decision 0031):
 * each line and the total, the last line taking the rounding; `foreign` names the currency,
 * the amount paid and the rate (null for rupees). Null: nothing to post (nothing paid, or no
 * rate for a foreign order).
 */
async function courseOrderSupplies(
  db: DbOrTx,
  orderId: number,
  rateOf: (first: { currency: string; inrPerUnitNow: string | null }) => Promise<string | null>,
) {
  const items = await courseOrderTaxLines(db, orderId);
  const first = items[0];
  if (!first || first.totalMinor === 0) return null;
  let foreign: ForeignPayment | null = null;
  if (first.currency !== 'INR') {
    const inrPerUnit = await rateOf(first);
    if (inrPerUnit === null) return null;
    foreign = { currency: first.currency, amountMinor: first.totalMinor, inrPerUnit };
  }
  const paise = (minor: number) => (foreign ? inrPaiseOf(minor, foreign.inrPerUnit) : minor);
  const totalPaise = paise(first.totalMinor);
  const amounts = items.map((item) => paise(item.finalMinor));
  const sum = amounts.reduce((s, a) => s + a, 0);
  const supplies: SupplyLine[] = items.map((item, index) => ({
    description: `${SUPPLY_PREFIX.course}${item.title}`,
    amountPaise:
      must(amounts[index], 'a line amount') + (index === items.length - 1 ? totalPaise - sum : 0),
    sac: item.sac,
    rateBp: item.rateBp,
  }));
  return { totalPaise, userId: first.userId, tax: taxOf(first), supplies, foreign };
}

/**
 * A course order's money in the audit log (issue 24: staff see course orders and refunds there
 * too). The customer acted, through the gateway; courses belong to no branch. An order paid in
 * another currency names what was paid and the rate its rupees are at.
 */
function auditCourseOrder(
  db: DbOrTx,
  order: { userId: number; totalPaise: number; foreign: ForeignPayment | null },
  orderId: number,
  action: 'paid' | 'refund',
) {
  const status = (s: string) => ({
    status: s,
    totalPaise: order.totalPaise,
    currency: 'INR',
    ...(order.foreign ? { paidIn: order.foreign } : {}),
  });
  return recordAudit(db, {
    actorId: order.userId,
    action: `course_order.${action}`,
    recordType: 'course_order',
    recordId: orderId,
    branchId: null,
    before: action === 'paid' ? status('pending') : status('paid'),
    after: action === 'paid' ? status('paid') : status('refunded'),
  });
}

/**
 * A course order was paid through the gateway: revenue and GST, and its tax invoice. Paid in
 * USD or AED: in rupees at the rate in force now, recorded on the entry and the invoice.
 */
export async function postCourseOrderPaid(db: DbOrTx, orderId: number) {
  const order = await courseOrderSupplies(db, orderId, async ({ currency, inrPerUnitNow }) => {
    if (inrPerUnitNow === null) {
      throw new Error(`No rupee rate for ${currency}: set LEARNING_INR_PER_USD (decision 0031).`);
    }
    return inrPerUnitNow;
  });
  if (!order) return;
  const at = moneyNow();
  await auditCourseOrder(db, order, orderId, 'paid');
  await post(
    db,
    { event: 'course_order_paid', courseOrderId: orderId, foreign: order.foreign, postedAt: at },
    [
      debit('gateway_clearing', order.totalPaise),
      ...order.supplies.flatMap((s) =>
        taxedLines(credit, 'course_revenue', s.amountPaise, { ...order.tax, rateBp: s.rateBp }),
      ),
    ],
  );
  await issueDocument(
    db,
    'tax_invoice',
    {
      userId: order.userId,
      courseOrderId: orderId,
      lines: order.supplies,
      foreignPayment: order.foreign,
    },
    at,
  );
}

/**
 * A course order was refunded through the gateway (the 30-day guarantee): a credit note. An
 * order paid in USD or AED reverses at the rate its payment was booked at, whatever the rate
 * now; one whose payment was never posted (paid before foreign orders were) posts nothing.
 */
export async function postCourseOrderRefunded(db: DbOrTx, orderId: number) {
  const order = await courseOrderSupplies(db, orderId, () => courseOrderPaidRate(db, orderId));
  if (!order) return;
  const at = moneyNow();
  await auditCourseOrder(db, order, orderId, 'refund');
  await post(
    db,
    {
      event: 'course_order_refunded',
      courseOrderId: orderId,
      foreign: order.foreign,
      postedAt: at,
    },
    [
      ...order.supplies.flatMap((s) =>
        taxedLines(debit, 'course_revenue', s.amountPaise, { ...order.tax, rateBp: s.rateBp }),
      ),
      credit('gateway_clearing', order.totalPaise),
    ],
  );
  await issueDocument(
    db,
    'credit_note',
    {
      userId: order.userId,
      courseOrderId: orderId,
      refersTo: 'tax_invoice',
      lines: order.supplies,
      foreignPayment: order.foreign,
    },
    at,
  );
}

/**
 * A learner paid for a practical lesson package through the gateway, or at the desk (decision
 * 0047): the money lands in gateway clearing (or the counter method's account), the price (GST included, as course prices are) is the
 * driving school's revenue and GST at the `practical` rate, and the buyer gets a tax invoice,
 * in the caller's transaction with the purchase becoming paid. Nothing for a free package.
 */
export async function postLessonPurchasePaid(
  db: DbOrTx,
  purchaseId: number,
  /** Paid at the desk: the counter method's label (cash lands in cash, card and UPI in bank). */
  counterMethod?: string,
) {
  const row = await lessonPurchaseTax(db, purchaseId);
  if (!row) throw new Error(`Lesson purchase ${purchaseId} not found for its journal entry.`);
  if (row.pricePaise === 0) return null;
  const tax = taxOf(row);
  const into = counterMethod === undefined ? 'gateway_clearing' : moneyAccount(counterMethod);
  const at = moneyNow();
  await post(db, { event: 'lesson_purchase_paid', lessonPurchaseId: purchaseId, postedAt: at }, [
    debit(into, row.pricePaise),
    ...taxedLines(credit, 'course_revenue', row.pricePaise, tax),
  ]);
  return issueDocument(
    db,
    'tax_invoice',
    {
      userId: row.userId,
      lessonPurchaseId: purchaseId,
      lines: [
        {
          description: `${SUPPLY_PREFIX.lessons}${row.title}`,
          amountPaise: row.pricePaise,
          sac: row.sac,
          rateBp: row.rateBp,
        },
      ],
    },
    at,
  );
}

/**
 * A deposit held after the return is released: it stops being a deposit held and becomes
 * payable back to the customer (issue 36).
 */
export async function postDepositReleased(
  db: DbOrTx,
  released: { bookingId: number; refundPaymentId: number; amountPaise: number },
) {
  return post(
    db,
    {
      event: 'deposit_released',
      bookingId: released.bookingId,
      paymentId: released.refundPaymentId,
      postedAt: moneyNow(),
    },
    [debit('deposits_held', released.amountPaise), credit('refunds_payable', released.amountPaise)],
  );
}

/**
 * Staff kept part of the deposit left after a return, against damage or dues (the reason
 * given): it is no longer payable back but consideration for the supply — extra-charge
 * revenue and GST — and invoiced as such (a tax invoice).
 */
export async function postDepositKept(
  db: DbOrTx,
  kept: {
    bookingId: number;
    refundPaymentId: number;
    amountPaise: number;
    reason: string;
    /** Kept from a deposit still held (deposits held) or one already payable back. */
    from?: 'deposits_held' | 'refunds_payable';
  },
) {
  const at = moneyNow();
  const b = await taxOfBooking(db, kept.bookingId);
  await post(
    db,
    {
      event: 'deposit_kept',
      bookingId: kept.bookingId,
      paymentId: kept.refundPaymentId,
      memo: kept.reason,
      postedAt: at,
    },
    [
      debit(kept.from ?? 'refunds_payable', kept.amountPaise),
      ...taxedLines(credit, 'extra_charge_revenue', kept.amountPaise, b.tax),
    ],
  );
  return issueDocument(
    db,
    'tax_invoice',
    {
      userId: b.booking.userId,
      bookingId: b.rootId,
      paymentId: kept.refundPaymentId,
      lines: [b.supply(`${SUPPLY_PREFIX.depositKept}${kept.reason}`, kept.amountPaise)],
    },
    at,
  );
}
