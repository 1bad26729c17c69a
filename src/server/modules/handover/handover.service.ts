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
import { billRulesSchema, billRulesOf, type BillRules } from '../../../shared/branch-rules.js';
import { depositHeldUntil as depositHeldUntilOf } from '../../../shared/deposit-hold.js';
import { finalBill } from '../../../shared/final-bill.js';
import {
  EARLY_HANDOVER_HOURS,
  earlyHandoverMessage,
  isEarlyHandover,
} from '../../../shared/handover-sheet.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import { must } from '../../../shared/must.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { bookingHandovers } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { completeBookings, rentalGstTerms } from '../bookings/index.js';
import { balanceOwed, settleReturnDeposit } from '../payments/index.js';
import { branchRulesOfCar } from '../branches/index.js';
import { complianceProblemFor, noteOdometer } from '../fleet/index.js';
import { driverLicenceOf } from '../account/index.js';
import { driverProblem } from '../../../shared/driver-rules.js';
import { handoversOf, lockBookingForHandover, paidPeriodOf } from './handover.queries.js';
import { saveDamageMarks } from './handover-marks.service.js';
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

/** A car going out more than two hours before its booked pickup needs the reason, kept. */
function earlyReasonOf(pickupAt: Date, now: Date, reason: string | undefined) {
  if (!isEarlyHandover(pickupAt, now)) return reason || null;
  if (!reason) {
    throw new HttpError(400, earlyHandoverMessage(formatIstDayTime(pickupAt)), 'earlyReason', {
      kind: 'earlyHandover',
      hours: EARLY_HANDOVER_HOURS,
      pickupAt: pickupAt.toISOString(),
    });
  }
  return reason;
}

/**
 * Hands the car over: only a paid booking, to a customer who is not blocked and whose licence
 * and ID proof staff have verified. The pickup freezes the package's extend rate and the
 * branch's bill rules (grace, late rate, fuel price) for the bill.
 */
export async function recordPickup(
  db: Db,
  staff: ConsoleStaff,
  bookingId: number,
  body: PickupBody,
  defaultFuelChargePerEighthPaise: number,
  now = new Date(),
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
    const { carId } = row.booking;
    const { dropAt } = await paidPeriodOf(tx, row.booking);
    const paperProblem = await complianceProblemFor(tx, carId, dropAt, now);
    if (paperProblem) throw badRequest(paperProblem);
    const branchRules = await branchRulesOfCar(tx, carId);
    const licence = await driverLicenceOf(tx, row.booking.userId);
    const driver = driverProblem(licence, row.booking.pickupAt, dropAt, branchRules.minDriverAge);
    if (driver) throw badRequest(driver);
    // The driver and the car first: an early handover's reason does not matter if either fails.
    const earlyReason = earlyReasonOf(row.booking.pickupAt, now, body.earlyReason);
    await noteOdometer(tx, carId, body.odometerKm);
    const rules = billRulesOf(
      branchRules,
      row.extendRatePerHourPaise,
      defaultFuelChargePerEighthPaise,
    );
    const [handover] = await tx
      .insert(bookingHandovers)
      .values({
        bookingId,
        stage: 'pickup',
        rules,
        odometerKm: body.odometerKm,
        fuelEighths: body.fuelEighths,
        notes: body.notes || null,
        checklist: body.checklist ?? null,
        earlyReason,
        extendRatePerHourPaise: row.extendRatePerHourPaise,
        recordedBy: staff.id,
      })
      .returning();
    const damageMarks = await saveDamageMarks(tx, bookingId, 'pickup', body.damageMarks ?? []);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'booking.pickup',
      recordType: 'booking',
      recordId: bookingId,
      branchId: row.branchId,
      before: null,
      after: { ...handover, damageMarks },
    });
    return must(handover, 'the inserted pickup handover');
  });
}

/**
 * The bill rules frozen at pickup; a car handed over before rules per branch existed gets the
 * frozen extend rate and today's branch rules for the rest.
 */
async function frozenRules(
  tx: DbOrTx,
  pickup: { rules: unknown; extendRatePerHourPaise: number | null },
  row: { booking: { carId: number }; extendRatePerHourPaise: number },
  defaultFuelChargePerEighthPaise: number,
): Promise<BillRules> {
  const frozen = billRulesSchema.safeParse(pickup.rules);
  if (frozen.success) return frozen.data;
  return billRulesOf(
    await branchRulesOfCar(tx, row.booking.carId),
    pickup.extendRatePerHourPaise ?? row.extendRatePerHourPaise,
    defaultFuelChargePerEighthPaise,
  );
}

/**
 * The late-return rate and grace a booking's return will bill: those frozen at its pickup, or,
 * before the car goes out, the branch's as they stand (the package's rate where the branch sets
 * none). The booking page shows these, not the package's extension rate.
 */
export async function lateRuleOf(
  db: DbOrTx,
  carId: number,
  pickupRules: unknown,
  packageExtendRatePerHourPaise: number,
) {
  const frozen = billRulesSchema.safeParse(pickupRules);
  const rules = frozen.success
    ? frozen.data
    : billRulesOf(await branchRulesOfCar(db, carId), packageExtendRatePerHourPaise, 0);
  return {
    lateRatePerHourPaise: rules.lateRatePerHourPaise,
    lateGraceMinutes: rules.lateGraceMinutes,
  };
}

/**
 * The return's checks and its final bill, as closing the return now would compute them (the
 * booking row locked by the caller's transaction); writes nothing.
 */
async function billAtReturn(
  tx: DbOrTx,
  bookingId: number,
  body: ReturnBody,
  defaultFuelChargePerEighthPaise: number,
  now: Date,
) {
  const row = await lockedBooking(tx, bookingId);
  if (row.stages.has('return')) throw conflict(ALREADY_RETURNED_MESSAGE);
  const [pickup] = (await handoversOf(tx, bookingId)).filter((h) => h.handover.stage === 'pickup');
  if (!pickup) throw badRequest(NOT_PICKED_UP_MESSAGE);
  const earlyReason = earlyReasonOf(row.booking.pickupAt, now, body.earlyReason);
  if (body.odometerKm < pickup.handover.odometerKm) throw badRequest(ODOMETER_BELOW_PICKUP_MESSAGE);
  const period = await paidPeriodOf(tx, row.booking);
  const rules = await frozenRules(tx, pickup.handover, row, defaultFuelChargePerEighthPaise);
  const computed = finalBill({
    pickupOdometerKm: pickup.handover.odometerKm,
    returnOdometerKm: body.odometerKm,
    kmIncluded: period.kmIncluded,
    extraKmRatePaise: row.booking.extraKmRatePaise,
    dropAt: period.dropAt,
    returnedAt: now,
    lateGraceMinutes: rules.lateGraceMinutes,
    extendRatePerHourPaise: rules.lateRatePerHourPaise,
    pickupFuelEighths: pickup.handover.fuelEighths,
    returnFuelEighths: body.fuelEighths,
    fuelChargePerEighthPaise: rules.fuelChargePerEighthPaise,
    damagePaise: body.damagePaise ?? 0,
    depositPaise: row.booking.depositPaise,
    owedBeforePaise: (await balanceOwed(tx, bookingId)).owedPaise,
    // Prices excluding GST: the charges are taxable values and the bill adds their GST.
    gst: (await rentalGstTerms(tx, row.booking.userId, row.booking.carId))?.terms ?? null,
  });
  const bill = { ...computed, rules };
  return { row, period, earlyReason, bill };
}

/** The bill closing the return with these readings would produce (shown before confirming). */
export async function quoteReturn(
  db: Db,
  bookingId: number,
  body: ReturnBody,
  defaultFuelChargePerEighthPaise: number,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const { bill } = await billAtReturn(tx, bookingId, body, defaultFuelChargePerEighthPaise, now);
    return { bill };
  });
}

/**
 * Takes the car back and closes the booking: computes the final bill (shared/final-bill.ts)
 * from the pickup's readings, the paid period and the package's rates, marks the booking and
 * its paid extensions completed and records the deposit refund for staff to pay out (held
 * first for the branch's hold days, when it sets any). Once
 * that commits, `booking.completed` asks the customer to review the trip.
 */
export async function recordReturn(
  db: Db,
  events: EventBus,
  staff: ConsoleStaff,
  bookingId: number,
  body: ReturnBody,
  defaultFuelChargePerEighthPaise: number,
  now = new Date(),
) {
  return events.transaction(db, async (tx, emit) => {
    const { row, period, earlyReason, bill } = await billAtReturn(
      tx,
      bookingId,
      body,
      defaultFuelChargePerEighthPaise,
      now,
    );
    await noteOdometer(tx, row.booking.carId, body.odometerKm, now);
    await tx.insert(bookingHandovers).values({
      bookingId,
      stage: 'return',
      odometerKm: body.odometerKm,
      fuelEighths: body.fuelEighths,
      notes: body.damageNotes || null,
      checklist: body.checklist ?? null,
      earlyReason,
      bill,
      recordedBy: staff.id,
      recordedAt: now,
    });
    const damageMarks = await saveDamageMarks(tx, bookingId, 'return', body.damageMarks ?? []);
    await completeBookings(tx, [bookingId, ...period.extensionIds], now);
    // The branch may hold what comes back for charges found after the trip (issue 36).
    const { depositHoldDays } = await branchRulesOfCar(tx, row.booking.carId);
    const depositHeldUntil = depositHeldUntilOf(now, depositHoldDays);
    const refundPaymentId = await settleReturnDeposit(tx, bookingId, bill, depositHeldUntil);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'booking.return',
      recordType: 'booking',
      recordId: bookingId,
      branchId: row.branchId,
      before: { status: row.booking.status },
      after: { status: 'completed', bill, refundPaymentId, damageMarks, depositHeldUntil },
    });
    emit({ type: 'booking.completed', bookingId, userId: row.booking.userId });
    return {
      bill,
      refundPaymentId,
      userId: row.booking.userId,
      depositHeldUntil: refundPaymentId === null ? null : depositHeldUntil,
    };
  });
}
