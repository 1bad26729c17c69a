import { eq } from 'drizzle-orm';
import { bookingReference } from '../../../shared/payments.js';
import type { Db } from '../../db/client.js';
import { bookings, cars, ratePackages, users } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';

/** A booking as the calendar's click opens it (read-only; handover builds on this page). */
export async function consoleBooking(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      bookingId: bookings.id,
      status: bookings.status,
      branchId: cars.branchId,
      carTitle: cars.title,
      carNumber: cars.carNumber,
      customerName: users.name,
      customerEmail: users.email,
      customerMobile: users.mobile,
      pickupAt: bookings.pickupAt,
      dropAt: bookings.dropAt,
      packageType: ratePackages.type,
      rentPaise: bookings.rentPaise,
      depositPaise: bookings.depositPaise,
      totalPaise: bookings.totalPaise,
      kmIncluded: bookings.kmIncluded,
      extraKmRatePaise: bookings.extraKmRatePaise,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(ratePackages, eq(ratePackages.id, bookings.ratePackageId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw notFound('Booking not found.');
  return {
    ...row,
    reference: bookingReference(row.bookingId),
    pickupAt: row.pickupAt.toISOString(),
    dropAt: row.dropAt.toISOString(),
  };
}
