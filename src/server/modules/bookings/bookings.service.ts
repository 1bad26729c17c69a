import { eq } from 'drizzle-orm';
import {
  ALREADY_CANCELLED_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  BOOKING_TAKEN_MESSAGE,
  CANCEL_AFTER_PICKUP_MESSAGE,
  LAPSED_MESSAGE,
  type Booking,
  type CreateBookingBody,
} from '../../../shared/bookings.js';
import { bookingPrice, cancellationRefund } from '../../../shared/pricing.js';
import { validateSearch } from '../../../shared/search.js';
import { istDate } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { bookings, payments } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import {
  findBookingByKey,
  findBookingOf,
  findCarForBooking,
  findPackage,
  findPickupDropOption,
  insertBookingRow,
  lapseExpiredHolds,
  listCancellationRules,
  lockBooking,
  paidMethodOf,
  type BookingRow,
  type BookingWithCar,
} from './bookings.queries.js';

const CAR_GONE_MESSAGE = 'This car is not available on our site any more.';

const pgCode = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
};

const istTime = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(11, 16);

function displayStatus(b: BookingRow, now: Date): Booking['displayStatus'] {
  if (b.status === 'cancelled') return 'Cancelled';
  if (b.status === 'pending_payment') return 'Payment pending';
  if (b.status === 'confirmed' && b.dropAt > now) return 'Active';
  return 'Closed';
}

export function toBooking(row: BookingWithCar, now = new Date()): Booking {
  const b = row.booking;
  return {
    id: b.id,
    carId: b.carId,
    brandName: row.brandName,
    modelName: row.modelName,
    title: row.title,
    imageUrl: row.imageUrl,
    seats: row.seats,
    transmission: row.transmission,
    fuelType: row.fuelType,
    categoryName: row.categoryName,
    branchId: row.branchId,
    ratePackageId: b.ratePackageId,
    pickupAt: b.pickupAt.toISOString(),
    dropAt: b.dropAt.toISOString(),
    pickupDate: istDate(b.pickupAt),
    pickupTime: istTime(b.pickupAt),
    dropDate: istDate(b.dropAt),
    dropTime: istTime(b.dropAt),
    hours: (b.dropAt.getTime() - b.pickupAt.getTime()) / 3_600_000,
    tripType: b.tripType,
    status: b.status,
    displayStatus: displayStatus(b, now),
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    rentPaise: b.rentPaise,
    depositPaise: b.depositPaise,
    pickupDropPaise: b.pickupDropPaise,
    totalPaise: b.totalPaise,
    kmIncluded: b.kmIncluded,
    extraKmRatePaise: b.extraKmRatePaise,
    createdAt: b.createdAt.toISOString(),
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
  };
}

export async function getBooking(db: Db, userId: number, bookingId: number): Promise<Booking> {
  const row = await findBookingOf(db, userId, bookingId);
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return toBooking(row);
}

/**
 * Creates an unpaid booking that holds the car for `holdMinutes`. The price comes from the
 * database only. Returns `created: false` when this customer already sent this key.
 */
export async function createBooking(
  db: Db,
  input: { userId: number; key: string; body: CreateBookingBody; holdMinutes: number },
): Promise<{ booking: Booking; created: boolean }> {
  const { userId, key, body } = input;
  const earlier = await findBookingByKey(db, userId, key);
  if (earlier) return { booking: await getBooking(db, userId, earlier), created: false };

  const car = await findCarForBooking(db, body.carId);
  if (!car) throw notFound(CAR_GONE_MESSAGE);
  const now = new Date();
  const period = validateSearch({ branch: String(car.branchId), ...pickPeriod(body) }, now);
  if (!period.ok) throw badRequest(period.message, period.field);
  const pkg = await findPackage(db, body.ratePackageId);
  if (!pkg || pkg.carId !== car.id) {
    throw badRequest('Oops! Please select a rate package of this car.', 'ratePackageId');
  }
  const option = await findPickupDropOption(db, body.pickupDropOptionId);
  if (!option || option.branchId !== car.branchId) {
    throw badRequest(
      "Oops! Please select a pickup and drop option of this car's branch.",
      'pickupDropOptionId',
    );
  }
  const price = bookingPrice({
    hours: period.value.hours,
    rates: pkg,
    deposits: {
      localPaise: car.securityDepositPaise,
      outstationPaise: car.outstationSecurityDepositPaise,
    },
    tripType: body.tripType,
    pickupDropPaise: option.ratePaise,
  });

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await lapseExpiredHolds(tx, car.id);
      return insertBookingRow(tx, {
        userId,
        carId: car.id,
        ratePackageId: pkg.id,
        pickupAt: period.value.pickupAt,
        dropAt: period.value.dropAt,
        tripType: body.tripType,
        pickupDropOptionId: option.id,
        status: 'pending_payment',
        holdExpiresAt: new Date(now.getTime() + input.holdMinutes * 60_000),
        rentPaise: price.basePaise,
        depositPaise: price.depositPaise,
        pickupDropPaise: price.pickupDropPaise,
        totalPaise: price.totalPaise,
        kmIncluded: price.kmIncluded,
        extraKmRatePaise: price.extraKmRatePaise,
        idempotencyKey: key,
      });
    });
  } catch (error) {
    const code = pgCode(error);
    if (code !== '23P01' && code !== '23505') throw error;
    // A concurrent retry with the same key may have won: that is the same booking, not a clash.
    const same = await findBookingByKey(db, userId, key);
    if (same) return { booking: await getBooking(db, userId, same), created: false };
    if (code === '23P01') throw conflict(BOOKING_TAKEN_MESSAGE);
    throw error;
  }
  return { booking: await getBooking(db, userId, id), created: true };
}

const pickPeriod = (b: CreateBookingBody) => ({
  pickupDate: b.pickupDate,
  pickupTime: b.pickupTime,
  dropDate: b.dropDate,
  dropTime: b.dropTime,
});

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
