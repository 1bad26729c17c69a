import { inArray } from 'drizzle-orm';
import {
  ALREADY_PICKED_UP_MESSAGE,
  ALREADY_RETURNED_MESSAGE,
  BLOCKED_PICKUP_MESSAGE,
  NOT_PICKED_UP_MESSAGE,
  NOT_VERIFIED_PICKUP_MESSAGE,
  ODOMETER_BELOW_PICKUP_MESSAGE,
  PICKUP_NOT_CONFIRMED_MESSAGE,
  type PickupBody,
  type ReturnBody,
} from '../../../shared/console-bookings.js';
import { finalBill } from '../../../shared/final-bill.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { bookingHandovers, bookings } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { settleReturnDeposit } from '../payments/deposit-refund.service.js';
import { handoversOf, lockBookingForHandover, paidPeriodOf } from './handover.queries.js';
import { pickupDocumentsVerified } from '../../lib/verified-documents.js';

async function lockedBooking(tx: DbOrTx, bookingId: number) {
  const row = await lockBookingForHandover(tx, bookingId);
  if (!row) throw notFound('Booking not found.');
  if (row.booking.parentBookingId !== null) {
    throw badRequest('Hand over the booking itself; its extensions follow it.');
  }
  const stages = new Set((await handoversOf(tx, bookingId)).map((h) => h.handover.stage));
  return { ...row, stages };
}

/**
 * Hands the car over: only a paid booking, to a customer who is not blocked and whose licence
 * and ID proof staff have verified. The pickup freezes the package's extend rate for the bill.
 */
export async function recordPickup(
  db: Db,
  staff: ConsoleStaff,
  bookingId: number,
  body: PickupBody,
) {
  return db.transaction(async (tx) => {
    const row = await lockedBooking(tx, bookingId);
    if (row.stages.has('pickup')) throw conflict(ALREADY_PICKED_UP_MESSAGE);
    if (row.booking.status !== 'confirmed') throw badRequest(PICKUP_NOT_CONFIRMED_MESSAGE);
    if (row.customerBlocked) throw badRequest(BLOCKED_PICKUP_MESSAGE);
    const verified = await pickupDocumentsVerified(tx, row.booking.userId);
    if (!verified) {
      throw badRequest(NOT_VERIFIED_PICKUP_MESSAGE);
    }
    const [handover] = await tx
      .insert(bookingHandovers)
      .values({
        bookingId,
        stage: 'pickup',
        odometerKm: body.odometerKm,
        fuelEighths: body.fuelEighths,
        notes: body.notes || null,
        extendRatePerHourPaise: row.extendRatePerHourPaise,
        recordedBy: staff.id,
      })
      .returning();
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'booking.pickup',
      recordType: 'booking',
      recordId: bookingId,
      branchId: row.branchId,
      before: null,
      after: handover,
    });
    return handover!;
  });
}

/**
 * Takes the car back and closes the booking: computes the final bill (shared/final-bill.ts)
 * from the pickup's readings, the paid period and the package's rates, marks the booking and
 * its paid extensions completed and records the deposit refund for staff to pay out.
 */
export async function recordReturn(
  db: Db,
  staff: ConsoleStaff,
  bookingId: number,
  body: ReturnBody,
  fuelChargePerEighthPaise: number,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await lockedBooking(tx, bookingId);
    if (row.stages.has('return')) throw conflict(ALREADY_RETURNED_MESSAGE);
    const [pickup] = (await handoversOf(tx, bookingId)).filter(
      (h) => h.handover.stage === 'pickup',
    );
    if (!pickup) throw badRequest(NOT_PICKED_UP_MESSAGE);
    if (body.odometerKm < pickup.handover.odometerKm)
      throw badRequest(ODOMETER_BELOW_PICKUP_MESSAGE);
    const period = await paidPeriodOf(tx, row.booking);
    const bill = finalBill({
      pickupOdometerKm: pickup.handover.odometerKm,
      returnOdometerKm: body.odometerKm,
      kmIncluded: period.kmIncluded,
      extraKmRatePaise: row.booking.extraKmRatePaise,
      dropAt: period.dropAt,
      returnedAt: now,
      extendRatePerHourPaise: pickup.handover.extendRatePerHourPaise ?? row.extendRatePerHourPaise,
      pickupFuelEighths: pickup.handover.fuelEighths,
      returnFuelEighths: body.fuelEighths,
      fuelChargePerEighthPaise,
      damagePaise: body.damagePaise ?? 0,
      depositPaise: row.booking.depositPaise,
    });
    await tx.insert(bookingHandovers).values({
      bookingId,
      stage: 'return',
      odometerKm: body.odometerKm,
      fuelEighths: body.fuelEighths,
      notes: body.damageNotes || null,
      bill,
      recordedBy: staff.id,
      recordedAt: now,
    });
    await tx
      .update(bookings)
      .set({ status: 'completed' })
      .where(inArray(bookings.id, [bookingId, ...period.extensionIds]));
    const refundPaymentId = await settleReturnDeposit(tx, bookingId, bill);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'booking.return',
      recordType: 'booking',
      recordId: bookingId,
      branchId: row.branchId,
      before: { status: row.booking.status },
      after: { status: 'completed', bill, refundPaymentId },
    });
    return { bill, refundPaymentId, userId: row.booking.userId };
  });
}
