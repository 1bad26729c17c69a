import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CancelOnBehalfResponse } from '../../../shared/console-bookings.js';
import { formatRupees } from '../../../shared/money.js';
import { bookings, cars } from '../../db/schema.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import { recordAudit } from '../../lib/audit-log.js';
import { notFound } from '../../lib/http-errors.js';
import { cancelBooking, type CancelDeps } from '../bookings/cancellation.service.js';

/**
 * Staff cancel a booking for its customer: bookings' own `cancelBooking` (the customer's
 * refund rules, the refund rows, the customer's mail), with the audit entry written in the
 * same transaction as the cancellation.
 */
export async function cancelOnBehalf(
  deps: CancelDeps,
  staff: ConsoleStaff,
  bookingId: number,
  reason: string,
  log: FastifyBaseLogger,
): Promise<CancelOnBehalfResponse> {
  const [row] = await deps.db
    .select({ userId: bookings.userId, branchId: cars.branchId })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw notFound();
  let refundPaise: number | null = null;
  await cancelBooking(deps, row.userId, bookingId, log, async (tx, cancelled) => {
    refundPaise = cancelled.refundPaise;
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'booking.cancel',
      recordType: 'booking',
      recordId: bookingId,
      branchId: row.branchId,
      before: { status: cancelled.before.status },
      after: { status: 'cancelled', reason, refundPaise },
    });
  });
  return {
    bookingId,
    refundPaise,
    message:
      refundPaise === null
        ? `Booking #${bookingId} is cancelled.`
        : `Booking #${bookingId} is cancelled. The customer gets ${formatRupees(refundPaise)} back.`,
  };
}
