import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, carCategories, cars, pickupDropOptions, ratePackages } from '../../db/schema.js';
import type { BookingRow } from './bookings.queries.js';

/**
 * Everything a new booking is priced and checked from, in one statement: the active car with
 * its category, the chosen package if it is this car's, the chosen pickup/drop option if it
 * is this car's branch's, and the booking this customer already made with this key (if any).
 * No row: the car is not on the site (any more).
 */
export async function findBookingInputs(
  db: DbOrTx,
  input: { userId: number; key: string; carId: number; ratePackageId: number; optionId: number },
) {
  const [row] = await db
    .select({
      car: cars,
      categoryName: carCategories.name,
      pkg: ratePackages,
      option: pickupDropOptions,
      earlierId: sql<
        number | null
      >`(select ${bookings.id} from ${bookings} where ${bookings.userId} = ${input.userId} and ${bookings.idempotencyKey} = ${input.key})`,
    })
    .from(cars)
    .innerJoin(carCategories, eq(carCategories.id, cars.categoryId))
    .leftJoin(
      ratePackages,
      and(eq(ratePackages.id, input.ratePackageId), eq(ratePackages.carId, cars.id)),
    )
    .leftJoin(
      pickupDropOptions,
      and(eq(pickupDropOptions.id, input.optionId), eq(pickupDropOptions.branchId, cars.branchId)),
    )
    .where(and(eq(cars.id, input.carId), eq(cars.isActive, true)));
  return row;
}

export type NewBooking = Omit<
  BookingRow,
  'id' | 'createdAt' | 'cancelledAt' | 'parentBookingId' | 'idempotencyKey'
> & { idempotencyKey: string };

/**
 * Inserts the booking in one statement (one round trip, one commit): it first lapses this
 * car's expired holds (read by the WHERE, so that runs before the insert and the exclusion
 * constraint no longer counts them), and inserts nothing when a staff block covers the
 * period. Another live booking overlapping it fails the exclusion constraint (23P01).
 * Returns the new row, or undefined when a block refused it.
 */
export async function insertBookingIfFree(
  db: DbOrTx,
  v: NewBooking,
): Promise<BookingRow | undefined> {
  const pickup = v.pickupAt.toISOString();
  const drop = v.dropAt.toISOString();
  const result = (await db.execute(sql`
    with lapsed as (
      update bookings set status = 'lapsed'
      where car_id = ${v.carId} and status = 'pending_payment' and hold_expires_at <= now()
      returning id
    )
    insert into bookings (user_id, car_id, rate_package_id, pickup_at, drop_at, trip_type,
      pickup_drop_option_id, status, hold_expires_at, rent_paise, deposit_paise,
      pickup_drop_paise, total_paise, km_included, extra_km_rate_paise, idempotency_key)
    select ${v.userId}, ${v.carId}, ${v.ratePackageId}, ${pickup}::timestamptz,
      ${drop}::timestamptz, ${v.tripType}, ${v.pickupDropOptionId}, ${v.status},
      ${v.holdExpiresAt?.toISOString() ?? null}::timestamptz, ${v.rentPaise}, ${v.depositPaise},
      ${v.pickupDropPaise}, ${v.totalPaise}, ${v.kmIncluded}, ${v.extraKmRatePaise},
      ${v.idempotencyKey}
    where (select count(*) from lapsed) >= 0
      and not exists (
        select 1 from car_blocks
        where car_id = ${v.carId} and starts_at < ${drop}::timestamptz
          and ends_at > ${pickup}::timestamptz
      )
    returning id, created_at`)) as unknown as { rows: { id: number; created_at: Date | string }[] };
  const [row] = result.rows;
  if (!row) return undefined;
  return {
    ...v,
    id: Number(row.id),
    createdAt: new Date(row.created_at),
    cancelledAt: null,
    parentBookingId: null,
  };
}
