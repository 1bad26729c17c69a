import {
  BOOKING_NOT_FOUND_MESSAGE,
  EXTEND_AFTER_DROP_MESSAGE,
  EXTEND_CANCELLED_MESSAGE,
  EXTEND_UNPAID_MESSAGE,
  EXTENSION_NOT_FREE_MESSAGE,
  LAPSED_MESSAGE,
  type Booking,
  type CreateExtensionBody,
  type ExtensionQuote,
} from '../../../shared/bookings.js';
import type { GstTerms } from '../../../shared/gst.js';
import {
  bookingPrice,
  chargedBookingPrice,
  extensionProblem,
  type PackageRates,
  type SeasonalTrip,
} from '../../../shared/pricing.js';
import {
  DROP_DATE_MESSAGE,
  TIME_SLOT_MESSAGE,
  isCalendarDate,
  isTimeSlot,
} from '../../../shared/search.js';
import { istInstant } from '../../../shared/time.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { listPackages } from '../cars/index.js';
import { seasonalTripOfCar } from '../pricing/index.js';
import { rentalGstTerms } from './rental-gst.queries.js';
import {
  findBookingByKey,
  findBookingOf,
  insertBookingRow,
  lapseExpiredHolds,
  lockBooking,
  type BookingRow,
} from './bookings.queries.js';
import { getBooking } from './bookings.service.js';
import { sameKeyBookingOrThrow } from './insert-conflicts.js';
import { isFreeToExtend, paidThroughDrop, replaceUnpaidExtensions } from './extension.queries.js';

/** The period of a new extension of `root`, or the message that refuses it. */
async function extensionPeriod(
  db: DbOrTx,
  root: BookingRow,
  drop: { dropDate: string; dropTime: string },
  now: Date,
) {
  if (root.status === 'cancelled') throw badRequest(EXTEND_CANCELLED_MESSAGE);
  if (root.status === 'lapsed') throw badRequest(LAPSED_MESSAGE);
  if (root.status === 'pending_payment') throw badRequest(EXTEND_UNPAID_MESSAGE);
  const startAt = await paidThroughDrop(db, root);
  if (startAt <= now) throw badRequest(EXTEND_AFTER_DROP_MESSAGE);

  if (!isCalendarDate(drop.dropDate)) throw badRequest(DROP_DATE_MESSAGE, 'dropDate');
  if (!isTimeSlot(drop.dropTime)) throw badRequest(TIME_SLOT_MESSAGE, 'dropTime');
  const endAt = istInstant(drop.dropDate, drop.dropTime);
  const problem = extensionProblem(startAt, endAt);
  if (problem) throw badRequest(problem, 'dropTime');
  return { startAt, endAt, hours: (endAt.getTime() - startAt.getTime()) / 3_600_000 };
}

/**
 * An extension costs hours x rate per hour: no deposit, no pickup/drop charge; GST added when
 * prices exclude it.
 */
const extensionPrice = (
  hours: number,
  rates: PackageRates & { extraKmRatePaise: number },
  tripType: BookingRow['tripType'],
  gst: GstTerms | null,
  trip: SeasonalTrip,
) =>
  chargedBookingPrice(
    bookingPrice({
      hours,
      rates,
      trip,
      deposits: { localPaise: 0, outstationPaise: 0 },
      tripType,
      pickupDropPaise: 0,
      existingBooking: true,
    }),
    gst,
  );

const gstTermsOf = async (db: DbOrTx, root: BookingRow) =>
  (await rentalGstTerms(db, root.userId, root.carId))?.terms ?? null;

/** The booking an id names: an extension's id names the booking it extends. */
async function rootOf(db: DbOrTx, userId: number, bookingId: number) {
  const row = await findBookingOf(db, userId, bookingId);
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  if (row.booking.parentBookingId === null) return row.booking;
  const parent = await findBookingOf(db, userId, row.booking.parentBookingId);
  if (!parent) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return parent.booking;
}

/**
 * Whether my booking can run on to a new drop: the same car must be free from
 * the drop it is paid up to, to the new one. Answers its rates priced as hours x rate per hour
 * (before GST when prices exclude it, like every price shown before the checkout).
 */
export async function extensionQuote(
  db: Db,
  userId: number,
  bookingId: number,
  drop: { dropDate: string; dropTime: string },
  now = new Date(),
): Promise<ExtensionQuote> {
  const root = await rootOf(db, userId, bookingId);
  const { startAt, endAt, hours } = await extensionPeriod(db, root, drop, now);
  await lapseExpiredHolds(db, root.carId);
  if (!(await isFreeToExtend(db, root, startAt, endAt))) throw conflict(EXTENSION_NOT_FREE_MESSAGE);

  const [packages, trip] = await Promise.all([
    listPackages(db, root.carId),
    seasonalTripOfCar(db, root.carId, startAt, endAt),
  ]);
  return {
    bookingId: root.id,
    carId: root.carId,
    startAt: startAt.toISOString(),
    endAt: endAt.toISOString(),
    hours,
    car: trip.car,
    priceRules: [...trip.rules],
    rates: packages.map((p) => {
      // The price as the site shows it; the checkout adds GST when prices exclude it.
      const price = extensionPrice(hours, p, root.tripType, null, trip);
      return {
        ratePackageId: p.id,
        type: p.type,
        ratePerHourPaise: p.ratePerHourPaise,
        kmIncluded: price.kmIncluded,
        extraKmRatePaise: p.extraKmRatePaise,
        totalPaise: price.totalPaise,
        ...(price.lines ? { lines: price.lines } : {}),
      };
    }),
  };
}

/**
 * Buys an extension: an unpaid booking row of the same car from the paid-up drop to the new
 * one, pointing at the booking it extends and holding the car like any booking, so the
 * exclusion constraint keeps every other customer out of it. An unpaid earlier extension of
 * the same booking is replaced. Idempotent per key like a booking.
 */
export async function createExtension(
  db: Db,
  input: {
    userId: number;
    bookingId: number;
    key: string;
    body: CreateExtensionBody;
    holdMinutes: number;
  },
): Promise<{ booking: Booking; created: boolean }> {
  const { userId, key, body } = input;
  const earlier = await findBookingByKey(db, userId, key);
  if (earlier) return { booking: await getBooking(db, userId, earlier), created: false };
  const rootId = (await rootOf(db, userId, input.bookingId)).id;

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      // Locking the booking serialises two extensions of it (and a cancel) against each other.
      const root = await lockBooking(tx, userId, rootId);
      if (!root) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
      const now = new Date();
      const { startAt, endAt, hours } = await extensionPeriod(tx, root, body, now);
      const pkg = (await listPackages(tx, root.carId)).find((p) => p.id === body.ratePackageId);
      if (!pkg)
        throw badRequest('Oops! Please select a rate package of this car.', 'ratePackageId');
      await replaceUnpaidExtensions(tx, root.id);
      await lapseExpiredHolds(tx, root.carId);
      if (!(await isFreeToExtend(tx, root, startAt, endAt))) {
        throw conflict(EXTENSION_NOT_FREE_MESSAGE);
      }
      const trip = await seasonalTripOfCar(tx, root.carId, startAt, endAt);
      const price = extensionPrice(hours, pkg, root.tripType, await gstTermsOf(tx, root), trip);
      return insertBookingRow(tx, {
        userId,
        carId: root.carId,
        parentBookingId: root.id,
        ratePackageId: pkg.id,
        pickupAt: startAt,
        dropAt: endAt,
        tripType: root.tripType,
        status: 'pending_payment',
        holdExpiresAt: new Date(now.getTime() + input.holdMinutes * 60_000),
        rentPaise: price.basePaise,
        depositPaise: 0,
        pickupDropPaise: 0,
        totalPaise: price.totalPaise,
        kmIncluded: price.kmIncluded,
        extraKmRatePaise: price.extraKmRatePaise,
        idempotencyKey: key,
        rentLines: price.lines ?? null,
      });
    });
  } catch (error) {
    const same = await sameKeyBookingOrThrow(db, userId, key, error, EXTENSION_NOT_FREE_MESSAGE);
    return { booking: await getBooking(db, userId, same), created: false };
  }
  return { booking: await getBooking(db, userId, id), created: true };
}
