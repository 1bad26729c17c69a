import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, carBlocks, carCompliance } from '../../db/schema.js';
import type { BookingRow } from './bookings.queries.js';

/** Statuses an extension keeps its period in: paid, or waiting for payment. */
const KEPT = ['pending_payment', 'confirmed', 'completed'] as const;

/** The extensions of these bookings that are paid or payable, oldest first. */
export async function listExtensionsOf(db: DbOrTx, rootIds: number[]): Promise<BookingRow[]> {
  if (rootIds.length === 0) return [];
  return db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.parentBookingId, rootIds), inArray(bookings.status, KEPT)))
    .orderBy(asc(bookings.pickupAt), asc(bookings.id));
}

/**
 * The drop a booking is paid up to: its own, or its last paid extension's. A new extension
 * starts here; an unpaid extension does not move it (a new choice replaces the unpaid one).
 */
export async function paidThroughDrop(db: DbOrTx, root: BookingRow): Promise<Date> {
  const [row] = await db
    .select({ drop: sql<string | Date | null>`max(${bookings.dropAt})` })
    .from(bookings)
    .where(
      and(
        eq(bookings.parentBookingId, root.id),
        inArray(bookings.status, ['confirmed', 'completed']),
      ),
    );
  const latest = row?.drop ? new Date(row.drop) : null;
  return latest && latest > root.dropAt ? latest : root.dropAt;
}

/**
 * Whether the car is free for [from, to) for this booking's extension: no other live booking
 * and no block overlaps. The booking's own unpaid extensions do not count, as creating a new
 * extension replaces them.
 */
export async function isFreeToExtend(
  db: DbOrTx,
  root: BookingRow,
  from: Date,
  to: Date,
): Promise<boolean> {
  const start = sql`${from.toISOString()}::timestamptz`;
  const end = sql`${to.toISOString()}::timestamptz`;
  // Another rental of the car also keeps its branch's turnaround gap (decision 0029).
  const gap = sql`(SELECT make_interval(mins => br.turnaround_minutes)
    FROM cars c JOIN branches br ON br.id = c.branch_id WHERE c.id = ${root.carId})`;
  const [clash] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.carId, root.carId),
        notInArray(bookings.status, ['cancelled', 'lapsed']),
        or(
          sql`tstzrange(${bookings.pickupAt}, ${bookings.dropAt}, '[)') && tstzrange(${start}, ${end}, '[)')`,
          sql`coalesce(${bookings.parentBookingId}, ${bookings.id}) <> ${root.id}
            AND tstzrange(${bookings.pickupAt}, ${bookings.dropAt}, '[)')
              && tstzrange(${start} - ${gap}, ${end} + ${gap}, '[)')`,
        ),
        or(
          isNull(bookings.parentBookingId),
          ne(bookings.parentBookingId, root.id),
          ne(bookings.status, 'pending_payment'),
        ),
      ),
    )
    .limit(1);
  if (clash) return false;
  // Not past the car's papers or service (decision 0029).
  const [lapse] = await db
    .select({ carId: carCompliance.carId })
    .from(carCompliance)
    .where(and(eq(carCompliance.carId, root.carId), sql`${carCompliance.usableUntil} < ${end}`));
  if (lapse) return false;
  const [block] = await db
    .select({ id: carBlocks.id })
    .from(carBlocks)
    .where(
      and(
        eq(carBlocks.carId, root.carId),
        sql`${carBlocks.startsAt} < ${end}`,
        sql`${carBlocks.endsAt} > ${start}`,
      ),
    )
    .limit(1);
  return !block;
}

/** Unpaid extensions of the booking stop holding the car: the customer chose a new one. */
export async function replaceUnpaidExtensions(db: DbOrTx, rootId: number): Promise<void> {
  await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: new Date(), holdExpiresAt: null })
    .where(and(eq(bookings.parentBookingId, rootId), eq(bookings.status, 'pending_payment')));
}

/** Paid extensions, locked with the booking while it is cancelled. */
export async function lockLiveExtensions(db: DbOrTx, rootId: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.parentBookingId, rootId), inArray(bookings.status, KEPT)))
    .for('update');
}
