import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ALREADY_CANCELLED_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  CANCEL_AFTER_PICKUP_MESSAGE,
  EXTENSION_NOT_CANCELLABLE_MESSAGE,
  LAPSED_MESSAGE,
} from '../../../shared/bookings.js';
import {
  cancellationRefund,
  gstChargedOn,
  withCancellationGst,
  type CancellationRefundWithGst,
} from '../../../shared/pricing.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { bookings } from '../../db/schema.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { rentalGstTerms } from './rental-gst.queries.js';
import {
  cancellationRulesInForceAt,
  findBookingOf,
  listCancellationRules,
  lockBooking,
  type BookingRow,
} from './bookings.queries.js';
import { getBooking } from './bookings.service.js';
import type { CancellationRefunds, RecordedRefund } from './cancellation-refunds.js';
import { listExtensionsOf, lockLiveExtensions } from './extension.queries.js';
import { must } from '../../../shared/must.js';

/** What payments implements so that cancelling can record and send a refund. */
export type {
  CancellationMoney,
  CancellationRefunds,
  RecordedRefund,
} from './cancellation-refunds.js';

function cancellableOrThrow(b: BookingRow, now: Date) {
  if (b.parentBookingId !== null) throw badRequest(EXTENSION_NOT_CANCELLABLE_MESSAGE);
  if (b.status === 'cancelled') throw badRequest(ALREADY_CANCELLED_MESSAGE);
  if (b.pickupAt <= now) throw badRequest(CANCEL_AFTER_PICKUP_MESSAGE);
  if (b.status === 'lapsed') throw badRequest(LAPSED_MESSAGE);
  if (b.status === 'completed') throw badRequest(CANCEL_AFTER_PICKUP_MESSAGE);
}

const hoursBefore = (b: BookingRow, now: Date) =>
  (b.pickupAt.getTime() - now.getTime()) / 3_600_000;

/**
 * What a cancellation refunds from: the booking plus the rent of its paid extensions, and the
 * GST charged on top of their prices (none when prices include GST).
 */
function refundBase(b: BookingRow, extensions: BookingRow[]) {
  const paid = extensions.filter((e) => e.status === 'confirmed' || e.status === 'completed');
  return {
    rentPaise: b.rentPaise + paid.reduce((sum, e) => sum + e.rentPaise, 0),
    depositPaise: b.depositPaise,
    pickupDropPaise: b.pickupDropPaise,
    gstPaidPaise: gstChargedOn(b) + paid.reduce((sum, e) => sum + gstChargedOn(e), 0),
  };
}

/**
 * The refund under whichever schedule deducts less: the one in force when the booking was made
 * (a stricter schedule later never costs the customer) or today's (a more lenient one helps
 * them, and matches the published Refund and Cancellation page). Decision 0016.
 */
async function fairRefund(db: DbOrTx, b: BookingRow, extensions: BookingRow[], now: Date) {
  const hoursBeforePickup = hoursBefore(b, now);
  const base = refundBase(b, extensions);
  // One after another: inside a transaction they share one connection, which runs one query
  // at a time (node-postgres deprecates queueing them in parallel).
  const current = await listCancellationRules(db);
  const booked = await cancellationRulesInForceAt(db, b.createdAt);
  const gst = base.gstPaidPaise > 0 ? await rentalGstTerms(db, b.userId, b.carId) : null;
  const [underCurrent, atBooking] = [current, booked.length > 0 ? booked : current].map(
    (rules) => ({
      rules,
      refund: {
        hoursBeforePickup,
        ...withCancellationGst(
          cancellationRefund(base, rules, hoursBeforePickup),
          base.gstPaidPaise,
          gst?.terms ?? null,
        ),
      },
    }),
  );
  const today = must(underCurrent, "today's cancellation terms");
  const bookedTerms = must(atBooking, "the booking's cancellation terms");
  return bookedTerms.refund.refundPaise > today.refund.refundPaise ? bookedTerms : today;
}

/**
 * The refund with the cancellation deduction waived (staff, with a reason): the whole rent,
 * and all the GST paid on top of it.
 */
export function waived(refund: CancellationRefundWithGst & { hoursBeforePickup: number }) {
  return {
    ...refund,
    deductionPercent: 0,
    deductionPaise: 0,
    deductionGstPaise: 0,
    rentRefundPaise: refund.rentRefundPaise + refund.deductionPaise,
    gstRefundPaise: refund.gstRefundPaise + refund.deductionGstPaise,
    refundPaise: refund.refundPaise + refund.deductionPaise + refund.deductionGstPaise,
  };
}

/**
 * The refund less what a dearer change left owed (issue 32): the customer is paid back what
 * the rules give on the booking's price less what they never paid. Past the refund, what is
 * still owed is let go: a cancelled trip is never billed beyond what was paid.
 */
export function netOfOwed<R extends { refundPaise: number }>(refund: R, owedPaise: number) {
  const settled = Math.min(Math.max(0, owedPaise), refund.refundPaise);
  return { ...refund, owedSettledPaise: settled, refundPaise: refund.refundPaise - settled };
}

/** The rules and the refund cancelling now would give (nothing is changed). */
export async function cancellationQuote(
  deps: { db: Db; refunds: CancellationRefunds },
  userId: number,
  bookingId: number,
) {
  const { db } = deps;
  const row = await findBookingOf(db, userId, bookingId);
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const now = new Date();
  cancellableOrThrow(row.booking, now);
  const extensions = await listExtensionsOf(db, [row.booking.id]);
  const { rules, refund } = await fairRefund(db, row.booking, extensions, now);
  const paid = row.booking.status === 'confirmed';
  const owed = paid ? await deps.refunds.owed(db, row.booking.id) : 0;
  return { rules, paid, refund: netOfOwed(refund, owed), fair: refund, owedPaise: owed };
}

export interface CancelDeps {
  db: Db;
  events: EventBus;
  refunds: CancellationRefunds;
}

/** Runs inside the cancel transaction once the booking is cancelled (staff: the audit entry). */
export type OnCancelled = (
  tx: Tx,
  cancelled: {
    before: BookingRow;
    refundPaise: number | null;
    /** The deduction the rules would keep (kept unless waived). */
    deductionPaise: number;
  },
) => Promise<void>;

/**
 * The whole cancellation, in one call: in one transaction the booking and its extensions are
 * cancelled (the car is free again) and payments records the refund of a paid booking (the
 * deduction applies to the rent of the booking and of its paid extensions). After commit the
 * refund goes back through the gateway, then `booking.cancelled` is published (the mail).
 */
export async function cancelBooking(
  deps: CancelDeps,
  userId: number,
  bookingId: number,
  log: FastifyBaseLogger,
  onCancelled?: OnCancelled,
  options: { waiveDeduction?: boolean } = {},
) {
  const { refund, recorded } = await deps.events.transaction(deps.db, async (tx, emit) => {
    const b = await lockBooking(tx, userId, bookingId);
    if (!b) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    const now = new Date();
    cancellableOrThrow(b, now);
    const extensions = await lockLiveExtensions(tx, b.id);
    const fair = (await fairRefund(tx, b, extensions, now)).refund;
    const owed = b.status === 'confirmed' ? await deps.refunds.owed(tx, b.id) : 0;
    const refund = netOfOwed(options.waiveDeduction ? waived(fair) : fair, owed);
    const ids = [b.id, ...extensions.map((e) => e.id)];
    await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, holdExpiresAt: null })
      .where(inArray(bookings.id, ids));
    let recorded: RecordedRefund | null = null;
    if (b.status === 'confirmed') {
      recorded = await deps.refunds.record(tx, {
        bookingId: b.id,
        amountPaise: refund.refundPaise,
        owedSettledPaise: refund.owedSettledPaise,
        owedPaise: owed,
      });
    }
    await onCancelled?.(tx, {
      before: b,
      refundPaise: recorded ? refund.refundPaise : null,
      deductionPaise: recorded ? fair.deductionPaise : 0,
    });
    emit({
      type: 'booking.cancelled',
      bookingId: b.id,
      userId,
      refundPaise: recorded ? refund.refundPaise : null,
      refundPaymentId: recorded?.refundPaymentId ?? null,
    });
    return { refund, recorded };
  });
  await recorded?.send(log);
  return {
    refund,
    refundPaymentId: recorded?.refundPaymentId ?? null,
    booking: await getBooking(deps.db, userId, bookingId),
  };
}
