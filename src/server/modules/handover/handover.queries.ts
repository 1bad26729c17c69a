import { and, asc, desc, eq, lt, ne, or } from 'drizzle-orm';
import type { FinalBill } from '../../../shared/final-bill.js';
import { must } from '../../../shared/must.js';
import type { DbOrTx } from '../../db/client.js';
import { bookingHandovers, bookings, cars, ratePackages, users } from '../../db/schema.js';

/** The booking with what a handover needs, locked for the transaction. */
export async function lockBookingForHandover(tx: DbOrTx, bookingId: number) {
  const [row] = await tx
    .select({
      booking: bookings,
      branchId: cars.branchId,
      customerBlocked: users.blockedAt,
      extendRatePerHourPaise: ratePackages.extendRatePerHourPaise,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(ratePackages, eq(ratePackages.id, bookings.ratePackageId))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  return row;
}

/**
 * The branch of a booking's car, the booking locked for the transaction (a photo or a signature
 * added to its handover). The route's guard found the booking, so it is there.
 */
export async function lockBookingBranch(tx: DbOrTx, bookingId: number): Promise<number> {
  const [row] = await tx
    .select({ branchId: cars.branchId })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  return must(row, 'the booking (its route checks it exists)').branchId;
}

export async function handoversOf(db: DbOrTx, bookingId: number) {
  return db
    .select({ handover: bookingHandovers, recordedByName: users.name })
    .from(bookingHandovers)
    .innerJoin(users, eq(users.id, bookingHandovers.recordedBy))
    .where(eq(bookingHandovers.bookingId, bookingId))
    .orderBy(asc(bookingHandovers.recordedAt));
}

/** The booking and its paid extensions: the last drop time and the total km allowance. */
export async function paidPeriodOf(db: DbOrTx, root: typeof bookings.$inferSelect) {
  const extensions = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.parentBookingId, root.id),
        or(eq(bookings.status, 'confirmed'), eq(bookings.status, 'completed')),
      ),
    );
  let dropAt = root.dropAt;
  let kmIncluded = root.kmIncluded;
  for (const e of extensions) {
    if (e.dropAt > dropAt) dropAt = e.dropAt;
    kmIncluded += e.kmIncluded;
  }
  return { dropAt, kmIncluded, extensionIds: extensions.map((e) => e.id) };
}

export const billOf = (h: typeof bookingHandovers.$inferSelect | undefined) =>
  (h?.bill ?? null) as FinalBill | null;

/**
 * The checklist of the car's last return before `before` (of another booking): what the car
 * came back with is where its next pickup's checklist starts. Null when it never came back
 * with one.
 */
export async function lastReturnChecklistOf(
  db: DbOrTx,
  carId: number,
  bookingId: number,
  before: Date,
) {
  const [row] = await db
    .select({ checklist: bookingHandovers.checklist })
    .from(bookingHandovers)
    .innerJoin(bookings, eq(bookings.id, bookingHandovers.bookingId))
    .where(
      and(
        eq(bookings.carId, carId),
        ne(bookings.id, bookingId),
        eq(bookingHandovers.stage, 'return'),
        lt(bookingHandovers.recordedAt, before),
      ),
    )
    .orderBy(desc(bookingHandovers.recordedAt))
    .limit(1);
  return row?.checklist ?? null;
}
