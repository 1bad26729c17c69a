import { and, asc, eq, gt, lt, ne, notInArray, or, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookingHandovers, bookings, carBlocks, cars, ratePackages } from '../../db/schema.js';

const carColumns = {
  id: cars.id,
  branchId: cars.branchId,
  title: cars.title,
  carNumber: cars.carNumber,
  isActive: cars.isActive,
  securityDepositPaise: cars.securityDepositPaise,
  outstationSecurityDepositPaise: cars.outstationSecurityDepositPaise,
  categoryId: cars.categoryId,
};

/** The booking to change with its car, its package and whether it has extension rows. */
export async function findBookingToChange(tx: DbOrTx, bookingId: number) {
  const [row] = await tx
    .select({
      booking: bookings,
      car: carColumns,
      packageType: ratePackages.type,
      handedOver: sql<boolean>`EXISTS (SELECT 1 FROM ${bookingHandovers}
        WHERE ${bookingHandovers.bookingId} = ${bookings.id})`,
      extensions: sql<number>`(SELECT count(*)::int FROM bookings e
        WHERE e.parent_booking_id = ${bookings.id} AND e.status NOT IN ('cancelled', 'lapsed'))`,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(ratePackages, eq(ratePackages.id, bookings.ratePackageId))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  return row;
}

/** A car with its package of the given type (null when it has none). */
export async function findCarWithPackage(tx: DbOrTx, carId: number, packageType: string) {
  const [car] = await tx.select(carColumns).from(cars).where(eq(cars.id, carId));
  if (!car) return undefined;
  const [pkg] = await tx
    .select()
    .from(ratePackages)
    .where(and(eq(ratePackages.carId, carId), eq(ratePackages.type, packageType)))
    .orderBy(asc(ratePackages.id))
    .limit(1);
  return { car, pkg: pkg ?? null };
}

/**
 * What keeps the car from [from, until): another live booking (not this one or its own
 * extensions) or a maintenance block. Called under the per-car lock the block triggers take
 * (decision 0009), so nothing can slip in before the update.
 */
export async function findClash(
  tx: DbOrTx,
  carId: number,
  from: Date,
  until: Date,
  bookingId: number,
) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7301, ${carId})`);
  const [booking] = await tx
    .select({ id: bookings.id, pickupAt: bookings.pickupAt, dropAt: bookings.dropAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.carId, carId),
        notInArray(bookings.status, ['cancelled', 'lapsed']),
        ne(bookings.id, bookingId),
        or(isNull(bookings.parentBookingId), ne(bookings.parentBookingId, bookingId)),
        lt(bookings.pickupAt, until),
        gt(bookings.busyUntil, from),
      ),
    )
    .orderBy(asc(bookings.pickupAt))
    .limit(1);
  if (booking) return { kind: 'booking' as const, ...booking };
  const [block] = await tx
    .select({
      id: carBlocks.id,
      startsAt: carBlocks.startsAt,
      endsAt: carBlocks.endsAt,
      reason: carBlocks.reason,
    })
    .from(carBlocks)
    .where(
      and(eq(carBlocks.carId, carId), lt(carBlocks.startsAt, until), gt(carBlocks.endsAt, from)),
    )
    .orderBy(asc(carBlocks.startsAt))
    .limit(1);
  return block ? { kind: 'block' as const, ...block } : null;
}

export async function updateBookingTerms(
  tx: DbOrTx,
  bookingId: number,
  values: Pick<
    typeof bookings.$inferInsert,
    | 'carId'
    | 'ratePackageId'
    | 'pickupAt'
    | 'dropAt'
    | 'rentPaise'
    | 'depositPaise'
    | 'totalPaise'
    | 'kmIncluded'
    | 'extraKmRatePaise'
    | 'rentLines'
    | 'discountPaise'
  >,
) {
  const [row] = await tx.update(bookings).set(values).where(eq(bookings.id, bookingId)).returning();
  if (!row) throw new Error('Expected the changed booking, found none.');
  return row;
}
