import {
  BOOKING_NOT_FOUND_MESSAGE,
  EXTEND_AFTER_DROP_MESSAGE,
  EXTEND_CANCELLED_MESSAGE,
  EXTENSION_NOT_FREE_MESSAGE,
  LAPSED_MESSAGE,
  type ExtensionQuote,
} from '../../../shared/bookings.js';
import { bookingPrice, extensionProblem } from '../../../shared/pricing.js';
import {
  DROP_DATE_MESSAGE,
  TIME_SLOT_MESSAGE,
  isCalendarDate,
  isTimeSlot,
} from '../../../shared/search.js';
import { istInstant } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { isCarFree, listPackages } from '../cars/car-detail.queries.js';
import { findBookingOf, lapseExpiredHolds } from './bookings.queries.js';

/**
 * Whether my booking can run on to a new drop (spec point 4): the same car must be free from
 * the old drop to the new one. Answers its rates priced as hours x rate per hour only.
 */
export async function extensionQuote(
  db: Db,
  userId: number,
  bookingId: number,
  drop: { dropDate: string; dropTime: string },
  now = new Date(),
): Promise<ExtensionQuote> {
  const row = await findBookingOf(db, userId, bookingId);
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const b = row.booking;
  if (b.status === 'cancelled') throw badRequest(EXTEND_CANCELLED_MESSAGE);
  if (b.status === 'lapsed') throw badRequest(LAPSED_MESSAGE);
  if (b.dropAt <= now) throw badRequest(EXTEND_AFTER_DROP_MESSAGE);

  if (!isCalendarDate(drop.dropDate)) throw badRequest(DROP_DATE_MESSAGE, 'dropDate');
  if (!isTimeSlot(drop.dropTime)) throw badRequest(TIME_SLOT_MESSAGE, 'dropTime');
  const endAt = istInstant(drop.dropDate, drop.dropTime);
  const problem = extensionProblem(b.dropAt, endAt);
  if (problem) throw badRequest(problem, 'dropTime');

  await lapseExpiredHolds(db, b.carId);
  if (!(await isCarFree(db, b.carId, b.dropAt, endAt))) throw conflict(EXTENSION_NOT_FREE_MESSAGE);

  const hours = (endAt.getTime() - b.dropAt.getTime()) / 3_600_000;
  const packages = await listPackages(db, b.carId);
  return {
    bookingId: b.id,
    carId: b.carId,
    startAt: b.dropAt.toISOString(),
    endAt: endAt.toISOString(),
    hours,
    rates: packages.map((p) => {
      const price = bookingPrice({
        hours,
        rates: p,
        deposits: { localPaise: 0, outstationPaise: 0 },
        tripType: b.tripType,
        pickupDropPaise: 0,
        existingBooking: true,
      });
      return {
        ratePackageId: p.id,
        type: p.type,
        ratePerHourPaise: p.ratePerHourPaise,
        kmIncluded: price.kmIncluded,
        extraKmRatePaise: p.extraKmRatePaise,
        totalPaise: price.totalPaise,
      };
    }),
  };
}
