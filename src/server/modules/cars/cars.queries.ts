import { and, asc, eq, exists, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  bookings,
  branches,
  carBlocks,
  carCategories,
  carSubcategories,
  cars,
  favourites,
  ratePackages,
} from '../../db/schema.js';
import type { CarCard } from '../../../shared/cars.js';

export interface CarFilters {
  cityIndex?: number;
  categoryId?: number;
  subcategoryId?: number;
  branchId?: number;
  /** Only the favourites of this customer. */
  favouriteOf?: number;
  /** Only cars with no live booking and no block overlapping [from, to). */
  freeDuring?: { from: Date; to: Date };
  /** One page of the list; each row then carries the total count (`matching`). */
  limit?: number;
  offset?: number;
}

/** A card plus the cheapest package's km per hour, for the period price. */
export type CarCardRow = CarCard & { kmPerHour: number; matching: number };

/** A booking is live (holds its car) unless it was cancelled or lapsed. */
export const isLiveBooking = sql`${bookings.status} NOT IN ('cancelled', 'lapsed')`;

/**
 * The car of `carId` is free for [from, to): it is not among the cars with a live booking
 * overlapping the period (one scan of bookings_live_period_idx, then a hashed NOT IN), nor
 * among the blocked ones (car_blocks_car_idx). Periods are half-open: back-to-back is free.
 */
export function isFreeDuring(db: DbOrTx, carId: typeof cars.id, from: Date, to: Date): SQL {
  const start = sql`${from.toISOString()}::timestamptz`;
  const end = sql`${to.toISOString()}::timestamptz`;
  const booked = notInArray(
    carId,
    db
      .select({ carId: bookings.carId })
      .from(bookings)
      .where(
        and(
          isLiveBooking,
          sql`tstzrange(${bookings.pickupAt}, ${bookings.dropAt}, '[)') && tstzrange(${start}, ${end}, '[)')`,
        ),
      ),
  );
  const blocked = notInArray(
    carId,
    db
      .select({ carId: carBlocks.carId })
      .from(carBlocks)
      .where(and(sql`${carBlocks.startsAt} < ${end}`, sql`${carBlocks.endsAt} > ${start}`)),
  );
  return and(booked, blocked)!;
}

/** The car list in one statement: each car with its cheapest package, cheapest first. */
export async function listCarCards(db: DbOrTx, filters: CarFilters): Promise<CarCardRow[]> {
  const cheapest = db
    .select({
      ratePerHourPaise: ratePackages.ratePerHourPaise,
      extraKmRatePaise: ratePackages.extraKmRatePaise,
      kmPerHour: ratePackages.kmPerHour,
    })
    .from(ratePackages)
    .where(eq(ratePackages.carId, cars.id))
    .orderBy(asc(ratePackages.ratePerHourPaise), asc(ratePackages.id))
    .limit(1)
    .as('cheapest');

  const conditions: SQL[] = [eq(cars.isActive, true)];
  if (filters.cityIndex !== undefined) conditions.push(eq(branches.cityIndex, filters.cityIndex));
  if (filters.categoryId !== undefined) conditions.push(eq(cars.categoryId, filters.categoryId));
  if (filters.subcategoryId !== undefined) {
    conditions.push(eq(cars.subcategoryId, filters.subcategoryId));
  }
  if (filters.branchId !== undefined) conditions.push(eq(cars.branchId, filters.branchId));
  if (filters.favouriteOf !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(favourites)
          .where(and(eq(favourites.userId, filters.favouriteOf), eq(favourites.carId, cars.id))),
      ),
    );
  }
  if (filters.freeDuring) {
    conditions.push(isFreeDuring(db, cars.id, filters.freeDuring.from, filters.freeDuring.to));
  }

  return db
    .select({
      id: cars.id,
      brandName: cars.brandName,
      modelName: cars.modelName,
      title: cars.title,
      imageUrl: cars.imageUrl,
      transmission: cars.transmission,
      fuelType: cars.fuelType,
      seats: cars.seats,
      categoryId: cars.categoryId,
      categoryName: carCategories.name,
      subcategoryName: carSubcategories.name,
      branchId: cars.branchId,
      branchName: branches.name,
      fromRatePerHourPaise: cheapest.ratePerHourPaise,
      extraKmRatePaise: cheapest.extraKmRatePaise,
      kmPerHour: cheapest.kmPerHour,
      matching: sql<number>`(count(*) over ())::int`,
    })
    .from(cars)
    .innerJoin(branches, eq(branches.id, cars.branchId))
    .innerJoin(carCategories, eq(carCategories.id, cars.categoryId))
    .leftJoin(carSubcategories, eq(carSubcategories.id, cars.subcategoryId))
    .innerJoinLateral(cheapest, sql`true`)
    .where(and(...conditions))
    .orderBy(asc(cheapest.ratePerHourPaise), asc(cars.id))
    .limit(filters.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(filters.offset ?? 0);
}
