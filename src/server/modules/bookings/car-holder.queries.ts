import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, users } from '../../db/schema.js';

/** The booking that had a car at a moment: its first booking (root) and where it stands. */
export interface CarHolder {
  /** The first booking of the chain (an extension points at it). */
  rootId: number;
  userId: number;
  customerName: string;
  /** `confirmed`: the car is not back yet; `completed`: returned. */
  status: 'confirmed' | 'completed';
}

/**
 * Who had `carId` at `at` (issue 36): a paid booking (or extension) whose time with the car,
 * from its pickup (the booked time, or the handover when earlier) to its return (the drop when not returned yet; a late return counts until
 * the car came back), contains the moment. Null: the car was with the business then.
 */
export async function bookingOfCarAt(
  db: DbOrTx,
  carId: number,
  at: Date,
): Promise<CarHolder | null> {
  const moment = sql`${at.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      rootId: sql<number>`coalesce(${bookings.parentBookingId}, ${bookings.id})`.mapWith(Number),
      userId: bookings.userId,
      customerName: users.name,
      status: bookings.status,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.carId, carId),
        inArray(bookings.status, ['confirmed', 'completed']),
        // An early pickup hands the car over before the booked time: from the handover then.
        sql`least(${bookings.pickupAt}, coalesce((select h.recorded_at from booking_handovers h
          where h.booking_id = ${bookings.id} and h.stage = 'pickup'), ${bookings.pickupAt})) <= ${moment}`,
        sql`${moment} < coalesce(${bookings.releasedAt}, ${bookings.dropAt})`,
      ),
    )
    .orderBy(desc(bookings.pickupAt))
    .limit(1);
  if (!row) return null;
  return { ...row, status: row.status === 'completed' ? 'completed' : 'confirmed' };
}
