import type { CarDetailResponse } from '../../../shared/car-detail.js';
import { periodPrice } from '../../../shared/pricing.js';
import { minimumTripProblem } from '../../../shared/seasons.js';
import { addDays, istDate } from '../../../shared/time.js';
import type { SearchPeriod } from '../../../shared/search.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { rulesOfCar } from '../pricing/index.js';
import {
  findCar,
  isCarFree,
  listAccessoryNames,
  listAmenityNames,
  listPackages,
} from './car-detail.queries.js';

export const CAR_NOT_FOUND_MESSAGE = 'This car is not available on our site any more.';

/** How far ahead the car page sends the rules without a search: the checkout's reach. */
const RULES_AHEAD_DAYS = 400;

/**
 * Car detail: the car, its packages (priced for the search, hour by hour under the rate rules
 * in force), accessories, amenities and those rules (the checkout prices with them).
 */
export async function getCarDetail(
  db: DbOrTx,
  carId: number | undefined,
  search: SearchPeriod | undefined,
): Promise<CarDetailResponse> {
  const car = carId === undefined ? undefined : await findCar(db, carId);
  if (!car) throw notFound(CAR_NOT_FOUND_MESSAGE);
  const today = istDate(new Date());
  const [packages, accessoryNames, amenityNames, available, rules] = await Promise.all([
    listPackages(db, car.id),
    listAccessoryNames(db, car.id),
    listAmenityNames(db, car.id),
    search ? isCarFree(db, car.id, search.pickupAt, search.dropAt) : Promise.resolve(true),
    search
      ? rulesOfCar(db, car, istDate(search.pickupAt), istDate(search.dropAt))
      : rulesOfCar(db, car, today, addDays(today, RULES_AHEAD_DAYS)),
  ]);
  const trip = search && { pickupAt: search.pickupAt, dropAt: search.dropAt, car, rules };
  return {
    car,
    packages: packages.map((p) =>
      search ? { ...p, period: periodPrice(search.hours, p, trip) } : p,
    ),
    priceRules: rules,
    accessories: accessoryNames,
    amenities: amenityNames,
    search: search && {
      pickupAt: search.pickupAt.toISOString(),
      dropAt: search.dropAt.toISOString(),
      hours: search.hours,
      available,
      minimumTripProblem: trip ? minimumTripProblem(trip, car, rules) : null,
    },
  };
}
