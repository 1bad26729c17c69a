import { and, asc, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  bookings,
  branches,
  carCategories,
  carSubcategories,
  cars,
  ratePackages,
} from '../../db/schema.js';
import type { CarCard } from '../../../shared/cars.js';

export interface CarFilters {
  cityIndex?: number;
  categoryId?: number;
  subcategoryId?: number;
  /** Only cars with no live booking overlapping [from, to). */
  freeDuring?: { from: Date; to: Date };
}

/** A booking is live (holds its car) unless it was cancelled or lapsed. */
export const isLiveBooking = sql`${bookings.status} NOT IN ('cancelled', 'lapsed')`;

/** The car list in one statement: each car with its cheapest package, cheapest first. */
export async function listCarCards(db: DbOrTx, filters: CarFilters): Promise<CarCard[]> {
  const cheapest = db
    .select({
      ratePerHourPaise: ratePackages.ratePerHourPaise,
      extraKmRatePaise: ratePackages.extraKmRatePaise,
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
  if (filters.freeDuring) {
    const { from, to } = filters.freeDuring;
    conditions.push(
      notExists(
        db
          .select({ one: sql`1` })
          .from(bookings)
          .where(
            and(
              eq(bookings.carId, cars.id),
              isLiveBooking,
              sql`tstzrange(${bookings.pickupAt}, ${bookings.dropAt}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
            ),
          ),
      ),
    );
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
    })
    .from(cars)
    .innerJoin(branches, eq(branches.id, cars.branchId))
    .innerJoin(carCategories, eq(carCategories.id, cars.categoryId))
    .leftJoin(carSubcategories, eq(carSubcategories.id, cars.subcategoryId))
    .innerJoinLateral(cheapest, sql`true`)
    .where(and(...conditions))
    .orderBy(asc(cheapest.ratePerHourPaise), asc(cars.id));
}
