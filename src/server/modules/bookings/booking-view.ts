import { holdIsLive, type Booking, type BookingExtension } from '../../../shared/bookings.js';
import { istDate } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import type { BookingRow, BookingWithCar } from './bookings.queries.js';
import { listExtensionsOf } from './extension.queries.js';

const istTime = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(11, 16);
const hoursOf = (b: BookingRow) => (b.dropAt.getTime() - b.pickupAt.getTime()) / 3_600_000;
const isPaid = (b: BookingRow) => b.status === 'confirmed' || b.status === 'completed';

/** The badge: `finalDrop` is the drop the booking is paid up to, extensions included. */
function displayStatus(b: BookingRow, finalDrop: Date, now: Date): Booking['displayStatus'] {
  if (b.status === 'cancelled') return 'Cancelled';
  if (b.status === 'pending_payment') {
    // Past its hold it no longer holds the car, even before the sweep marks it lapsed.
    return holdIsLive(b, now) ? 'Payment pending' : 'Closed';
  }
  if (b.status === 'confirmed' && finalDrop > now) return 'Active';
  return 'Closed';
}

function toExtension(e: BookingRow, now: Date): BookingExtension {
  return {
    id: e.id,
    pickupAt: e.pickupAt.toISOString(),
    dropAt: e.dropAt.toISOString(),
    dropDate: istDate(e.dropAt),
    dropTime: istTime(e.dropAt),
    hours: hoursOf(e),
    status: e.status,
    displayStatus: displayStatus(e, e.dropAt, now),
    holdExpiresAt: e.holdExpiresAt?.toISOString() ?? null,
    totalPaise: e.totalPaise,
  };
}

function toBooking(row: BookingWithCar, extensions: BookingRow[], now: Date): Booking {
  const b = row.booking;
  const kept = extensions.filter((e) => isPaid(e) || holdIsLive(e, now));
  const finalDrop = kept
    .filter(isPaid)
    .reduce((latest, e) => (e.dropAt > latest ? e.dropAt : latest), b.dropAt);
  return {
    id: b.id,
    parentBookingId: b.parentBookingId,
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
    hours: hoursOf(b),
    tripType: b.tripType,
    pickupDropOptionId: b.pickupDropOptionId,
    status: b.status,
    displayStatus: displayStatus(b, finalDrop, now),
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    rentPaise: b.rentPaise,
    depositPaise: b.depositPaise,
    pickupDropPaise: b.pickupDropPaise,
    totalPaise: b.totalPaise,
    kmIncluded: b.kmIncluded,
    extraKmRatePaise: b.extraKmRatePaise,
    createdAt: b.createdAt.toISOString(),
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    extensions: kept.map((e) => toExtension(e, now)),
    finalDropAt: finalDrop.toISOString(),
    finalDropDate: istDate(finalDrop),
    finalDropTime: istTime(finalDrop),
  };
}

/** A booking just created, as the API shows it: no extensions yet, no read needed. */
export const newBookingView = (row: BookingWithCar, now = new Date()): Booking =>
  toBooking(row, [], now);

/** Bookings as the API shows them, each with its extensions (one query for all of them). */
export async function toBookings(
  db: DbOrTx,
  rows: BookingWithCar[],
  now = new Date(),
): Promise<Booking[]> {
  const extensions = await listExtensionsOf(
    db,
    rows.map((r) => r.booking.id),
  );
  return rows.map((row) =>
    toBooking(
      row,
      extensions.filter((e) => e.parentBookingId === row.booking.id),
      now,
    ),
  );
}
