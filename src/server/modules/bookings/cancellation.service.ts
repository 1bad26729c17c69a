import { eq, inArray, or } from 'drizzle-orm';
import {
  ALREADY_CANCELLED_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  CANCEL_AFTER_PICKUP_MESSAGE,
  EXTENSION_NOT_CANCELLABLE_MESSAGE,
  LAPSED_MESSAGE,
} from '../../../shared/bookings.js';
import { cancellationRefund } from '../../../shared/pricing.js';
import type { Db } from '../../db/client.js';
import { bookings, payments } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import {
  findBookingOf,
  listCancellationRules,
  lockBooking,
  paidMethodOf,
  type BookingRow,
} from './bookings.queries.js';
import { getBooking } from './bookings.service.js';
import { listExtensionsOf, lockLiveExtensions } from './extension.queries.js';

function cancellableOrThrow(b: BookingRow, now: Date) {
  if (b.parentBookingId !== null) throw badRequest(EXTENSION_NOT_CANCELLABLE_MESSAGE);
  if (b.status === 'cancelled') throw badRequest(ALREADY_CANCELLED_MESSAGE);
  if (b.pickupAt <= now) throw badRequest(CANCEL_AFTER_PICKUP_MESSAGE);
  if (b.status === 'lapsed') throw badRequest(LAPSED_MESSAGE);
  if (b.status === 'completed') throw badRequest(CANCEL_AFTER_PICKUP_MESSAGE);
}

const hoursBefore = (b: BookingRow, now: Date) =>
  (b.pickupAt.getTime() - now.getTime()) / 3_600_000;

/** What a cancellation refunds from: the booking plus the rent of its paid extensions. */
function refundBase(b: BookingRow, extensions: BookingRow[]) {
  const paidExtensionRent = extensions
    .filter((e) => e.status === 'confirmed' || e.status === 'completed')
    .reduce((sum, e) => sum + e.rentPaise, 0);
  return {
    rentPaise: b.rentPaise + paidExtensionRent,
    depositPaise: b.depositPaise,
    pickupDropPaise: b.pickupDropPaise,
  };
}

/** The rules and the refund cancelling now would give (nothing is changed). */
export async function cancellationQuote(db: Db, userId: number, bookingId: number) {
  const row = await findBookingOf(db, userId, bookingId);
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const now = new Date();
  cancellableOrThrow(row.booking, now);
  const rules = await listCancellationRules(db);
  const hoursBeforePickup = hoursBefore(row.booking, now);
  const base = refundBase(row.booking, await listExtensionsOf(db, [row.booking.id]));
  return {
    rules,
    paid: row.booking.status === 'confirmed',
    refund: { hoursBeforePickup, ...cancellationRefund(base, rules, hoursBeforePickup) },
  };
}

/**
 * Cancels at once, with its extensions (the car is free again), and records the refund of a
 * paid booking: the deduction applies to the rent of the booking and of its paid extensions.
 */
export async function cancelBooking(db: Db, userId: number, bookingId: number) {
  const result = await db.transaction(async (tx) => {
    const b = await lockBooking(tx, userId, bookingId);
    if (!b) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    const now = new Date();
    cancellableOrThrow(b, now);
    const rules = await listCancellationRules(tx);
    const hoursBeforePickup = hoursBefore(b, now);
    const extensions = await lockLiveExtensions(tx, b.id);
    const base = refundBase(b, extensions);
    const refund = { hoursBeforePickup, ...cancellationRefund(base, rules, hoursBeforePickup) };
    await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, holdExpiresAt: null })
      .where(
        or(
          eq(bookings.id, b.id),
          inArray(
            bookings.id,
            extensions.map((e) => e.id),
          ),
        )!,
      );
    let refundPaymentId: number | null = null;
    if (b.status === 'confirmed') {
      const [payment] = await tx
        .insert(payments)
        .values({
          bookingId: b.id,
          kind: 'refund',
          method: (await paidMethodOf(tx, b.id)) ?? 'manual',
          amountPaise: refund.refundPaise,
          status: 'pending',
        })
        .returning({ id: payments.id });
      refundPaymentId = payment!.id;
    }
    return { refund, refundPaymentId };
  });
  return { ...result, booking: await getBooking(db, userId, bookingId) };
}
