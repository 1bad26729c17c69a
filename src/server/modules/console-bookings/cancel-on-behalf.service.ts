import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CancelOnBehalfBody,
  CancelOnBehalfQuote,
  CancelOnBehalfResponse,
} from '../../../shared/console-bookings.js';
import type { Db } from '../../db/client.js';
import { bookings, cars } from '../../db/schema.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import { recordAudit } from '../../lib/audit-log.js';
import { notFound } from '../../lib/http-errors.js';
import {
  cancelBooking,
  cancellationQuote,
  netOfOwed,
  waived,
  type CancelDeps,
} from '../bookings/index.js';
import { cancelledForCustomerMessage } from '../../../shared/booking-messages.js';

async function ownerOf(db: Db, bookingId: number) {
  const [row] = await db
    .select({ userId: bookings.userId, branchId: cars.branchId })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw notFound();
  return row;
}

/**
 * What cancelling for the customer now would refund: the customer's own quote (their rules,
 * the fairer schedule), and the refund with the deduction waived. Nothing is changed.
 */
export async function cancelOnBehalfQuote(
  deps: Pick<CancelDeps, 'db' | 'refunds'>,
  bookingId: number,
): Promise<CancelOnBehalfQuote> {
  const { userId } = await ownerOf(deps.db, bookingId);
  const { paid, refund, fair, owedPaise } = await cancellationQuote(deps, userId, bookingId);
  const none = paid ? null : 0;
  const waivedNet = netOfOwed(waived(fair), owedPaise);
  return {
    bookingId,
    paid,
    hoursBeforePickup: refund.hoursBeforePickup,
    deductionPercent: refund.deductionPercent,
    deductionPaise: none ?? refund.deductionPaise,
    rentRefundPaise: none ?? refund.rentRefundPaise,
    depositRefundPaise: none ?? refund.depositRefundPaise,
    pickupDropRefundPaise: none ?? refund.pickupDropRefundPaise,
    owedSettledPaise: none ?? refund.owedSettledPaise,
    refundPaise: none ?? refund.refundPaise,
    // Waived, then what was owed taken off, as the cancellation does.
    waivedRefundPaise: none ?? waivedNet.refundPaise,
    waivedOwedSettledPaise: none ?? waivedNet.owedSettledPaise,
  };
}

/**
 * Staff cancel a booking for its customer: bookings' own `cancelBooking` (the customer's
 * refund rules, the refund rows, the customer's mail), with the audit entry written in the
 * same transaction as the cancellation. Staff may waive the deduction (whole rent refunded)
 * only with a reason (the schema refuses one without), kept in the audit entry.
 */
export async function cancelOnBehalf(
  deps: CancelDeps,
  staff: ConsoleStaff,
  bookingId: number,
  body: CancelOnBehalfBody,
  log: FastifyBaseLogger,
): Promise<CancelOnBehalfResponse> {
  const row = await ownerOf(deps.db, bookingId);
  let refundPaise: number | null = null;
  await cancelBooking(
    deps,
    row.userId,
    bookingId,
    log,
    async (tx, cancelled) => {
      refundPaise = cancelled.refundPaise;
      await recordAudit(tx, {
        actorId: staff.id,
        action: 'booking.cancel',
        recordType: 'booking',
        recordId: bookingId,
        branchId: row.branchId,
        before: { status: cancelled.before.status },
        after: {
          status: 'cancelled',
          reason: body.reason,
          refundPaise,
          ...(body.waiveDeduction
            ? { deductionWaivedPaise: cancelled.deductionPaise, waiveReason: body.waiveReason }
            : {}),
        },
      });
    },
    { waiveDeduction: body.waiveDeduction },
  );
  return {
    bookingId,
    refundPaise,
    message: cancelledForCustomerMessage(bookingId, refundPaise),
  };
}
