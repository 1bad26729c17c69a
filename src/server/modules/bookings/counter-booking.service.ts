import { seasonalTrip } from '../pricing/index.js';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { changePeriodProblem } from '../../../shared/booking-change.js';
import type { Tx } from '../../db/client.js';
import { cars, pickupDropOptions, ratePackages } from '../../db/schema.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { rentalGstTerms } from './rental-gst.queries.js';
import { insertBookingIfFree } from './booking-create.queries.js';
import { bookingRefusal } from './booking-refusal.js';
import type { BookingRow } from './bookings.queries.js';
import { unpaidBooking } from './unpaid-booking.js';
import { couponDiscount } from './booking-discount.js';
import { blockedInPeriodMessage, carLabel } from '../../../shared/booking-messages.js';

export interface CounterBookingInput {
  userId: number;
  carId: number;
  ratePackageId: number;
  pickupDropOptionId: number;
  tripType: 'local' | 'outstation';
  pickupAt: Date;
  dropAt: Date;
  now: Date;
  /** An unpaid counter booking holds the car like an online one, for the booking hold. */
  holdMinutes: number;
  /** A coupon code the customer gave (checked and recorded in this transaction). */
  couponCode?: string | undefined;
}

/** 23P01: the exclusion constraint (another live booking) or the block trigger. */
export const isOverlap = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.cause?.code ?? e.code) === '23P01';
};

/**
 * A booking staff make for a customer at the counter, inside the caller's transaction (the
 * payment taken at the counter and the audit entry go in the same one). The customer's own
 * rules: the period (6-hour minimum, half-hour steps), the price from the database
 * (shared/pricing.ts, GST added when prices exclude it), the overlap constraint and
 * maintenance blocks.
 */
export async function createCounterBooking(
  tx: Tx,
  input: CounterBookingInput,
): Promise<BookingRow> {
  const problem = changePeriodProblem(input.pickupAt, input.dropAt, input.now);
  if (problem) throw badRequest(problem.message, problem.field);
  const [car] = await tx.select().from(cars).where(eq(cars.id, input.carId));
  if (!car || !car.isActive) throw badRequest('This car is not offered any more.', 'carId');
  const [pkg] = await tx
    .select()
    .from(ratePackages)
    .where(and(eq(ratePackages.id, input.ratePackageId), eq(ratePackages.carId, car.id)));
  if (!pkg) throw badRequest('Please choose a rate package of this car.', 'ratePackageId');
  const [option] = await tx
    .select()
    .from(pickupDropOptions)
    .where(
      and(
        eq(pickupDropOptions.id, input.pickupDropOptionId),
        eq(pickupDropOptions.branchId, car.branchId),
        eq(pickupDropOptions.isActive, true),
      ),
    );
  if (!option) {
    throw badRequest(
      "Please choose a pickup and drop option of the car's branch.",
      'pickupDropOptionId',
    );
  }
  const { rules } = await seasonalTrip(tx, car, input.pickupAt, input.dropAt);
  const hours = (input.dropAt.getTime() - input.pickupAt.getTime()) / 3_600_000;
  const priced = {
    gst: (await rentalGstTerms(tx, input.userId, car.id))?.terms ?? null,
    userId: input.userId,
    car,
    rules,
    pkg,
    option,
    tripType: input.tripType,
    pickupAt: input.pickupAt,
    dropAt: input.dropAt,
    hours,
    now: input.now,
    holdMinutes: input.holdMinutes,
    // Unique per booking; the counter form sends once (its button waits for the answer).
    idempotencyKey: `counter-${randomUUID()}`,
  };
  const code = input.couponCode?.trim() ?? '';
  // The coupon is checked for the customer, as online, its row locked until this commits.
  const coupon = code
    ? await couponDiscount(code, input.userId, car, hours, input.now).take(
        tx,
        unpaidBooking(priced).rentPaise,
      )
    : undefined;
  const booking = unpaidBooking({ ...priced, discountPaise: coupon?.discountPaise ?? 0 });
  // Staff are told why the car cannot go (the insert below stays the judge of a race).
  const refusal = await bookingRefusal(tx, car, input.pickupAt, input.dropAt, input.now, 0);
  if (refusal) throw refusal;
  if (booking.totalPaise > 2_147_483_647) {
    throw badRequest('The period is too long to price. Please choose an earlier drop.', 'dropAt');
  }
  const row = await insertBookingIfFree(tx, booking);
  if (!row) {
    throw conflict(blockedInPeriodMessage(carLabel(car)));
  }
  await coupon?.record(row.id);
  return row;
}
