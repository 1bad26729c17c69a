import type { SeasonalTrip } from '../../../shared/pricing.js';
import type { SeasonCar } from '../../../shared/seasons.js';
import { must } from '../../../shared/must.js';
import { istDate } from '../../../shared/time.js';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cars } from '../../db/schema.js';
import { rulesOfCar } from './seasons.queries.js';

/**
 * What prices a trip of a car hour by hour: the period, the car and the rules that may cover it,
 * read from the database (the booking, an extension, a change and the car page).
 */
export async function seasonalTrip(
  db: DbOrTx,
  car: SeasonCar,
  pickupAt: Date,
  dropAt: Date,
): Promise<SeasonalTrip> {
  const rules = await rulesOfCar(db, car, istDate(pickupAt), istDate(dropAt));
  return { pickupAt, dropAt, car, rules };
}

/** As `seasonalTrip`, for a car known by its id (an extension of a booking). */
export async function seasonalTripOfCar(
  db: DbOrTx,
  carId: number,
  pickupAt: Date,
  dropAt: Date,
): Promise<SeasonalTrip> {
  const [car] = await db
    .select({ id: cars.id, branchId: cars.branchId, categoryId: cars.categoryId })
    .from(cars)
    .where(eq(cars.id, carId));
  return seasonalTrip(db, must(car, "the booking's car"), pickupAt, dropAt);
}
