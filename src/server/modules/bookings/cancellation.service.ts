import { eq } from 'drizzle-orm';
import {
  ALREADY_CANCELLED_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  CANCEL_AFTER_PICKUP_MESSAGE,
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

function cancellableOrThrow(b: BookingRow, now: Date) {
  if (b.status === 'cancelled') throw badRequest(ALREADY_CANCELLED_MESSAGE);
  if (b.pickupAt <= now) throw badRequest(CANCEL_AFTER_PICKUP_MESSAGE);
  if (b.status === 'lapsed') throw badRequest(LAPSED_MESSAGE);
  if (b.status === 'completed') throw badRequest(CANCEL_AFTER_PICKUP_MESSAGE);
}

const hoursBefore = (b: BookingRow, now: Date) =>
  (b.pickupAt.getTime() - now.getTime()) / 3_600_000;

/** The rules and the refund cancelling now would give (nothing is changed). */
export async function cancellationQuote(db: Db, userId: number, bookingId: number) {
  const row = await findBookingOf(db, userId, bookingId);
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const now = new Date();
  cancellableOrThrow(row.booking, now);
  const rules = await listCancellationRules(db);
  const hoursBeforePickup = hoursBefore(row.booking, now);
  return {
    rules,
    paid: row.booking.status === 'confirmed',
    refund: { hoursBeforePickup, ...cancellationRefund(row.booking, rules, hoursBeforePickup) },
  };
}

/** Cancels at once (the car is free again) and records the refund of a paid booking. */
export async function cancelBooking(db: Db, userId: number, bookingId: number) {
  const result = await db.transaction(async (tx) => {
    const b = await lockBooking(tx, userId, bookingId);
    if (!b) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    const now = new Date();
    cancellableOrThrow(b, now);
    const rules = await listCancellationRules(tx);
    const hoursBeforePickup = hoursBefore(b, now);
    const refund = { hoursBeforePickup, ...cancellationRefund(b, rules, hoursBeforePickup) };
    await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, holdExpiresAt: null })
      .where(eq(bookings.id, b.id));
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
