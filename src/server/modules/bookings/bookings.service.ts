import {
  BOOKING_NOT_FOUND_MESSAGE,
  BOOKING_TAKEN_MESSAGE,
  type Booking,
  type CreateBookingBody,
} from '../../../shared/bookings.js';
import { bookingPrice } from '../../../shared/pricing.js';
import { validateSearch } from '../../../shared/search.js';
import { istDate } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { isCarFree } from '../cars/car-detail.queries.js';
import {
  findBookingByKey,
  findBookingOf,
  findCarForBooking,
  findPackage,
  findPickupDropOption,
  insertBookingRow,
  lapseExpiredHolds,
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
  if (b.status === 'pending_payment') {
    // Past its hold it no longer holds the car, even before the sweep marks it lapsed.
    return b.holdExpiresAt && b.holdExpiresAt < now ? 'Closed' : 'Payment pending';
  }
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
      // Staff blocks (maintenance) are not in the constraint; bookings are, this is the fast path.
      if (!(await isCarFree(tx, car.id, period.value.pickupAt, period.value.dropAt))) {
        throw conflict(BOOKING_TAKEN_MESSAGE);
      }
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
    const taken = code === '23P01' || (error instanceof HttpError && error.statusCode === 409);
    if (!taken && code !== '23505') throw error;
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
