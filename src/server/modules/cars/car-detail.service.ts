import type { CarDetailResponse } from '../../../shared/car-detail.js';
import { periodPrice } from '../../../shared/pricing.js';
import type { SearchPeriod } from '../../../shared/search.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import {
  findCar,
  isCarFree,
  listAccessoryNames,
  listAmenityNames,
  listPackages,
} from './car-detail.queries.js';

export const CAR_NOT_FOUND_MESSAGE = 'This car is not available on our site any more.';

/** Car detail: the car, its packages (priced for the search), accessories and amenities. */
export async function getCarDetail(
  db: DbOrTx,
  carId: number | undefined,
  search: SearchPeriod | undefined,
): Promise<CarDetailResponse> {
  const car = carId === undefined ? undefined : await findCar(db, carId);
  if (!car) throw notFound(CAR_NOT_FOUND_MESSAGE);
  const [packages, accessoryNames, amenityNames, available] = await Promise.all([
    listPackages(db, car.id),
    listAccessoryNames(db, car.id),
    listAmenityNames(db, car.id),
    search ? isCarFree(db, car.id, search.pickupAt, search.dropAt) : Promise.resolve(true),
  ]);
  return {
    car,
    packages: packages.map((p) => (search ? { ...p, period: periodPrice(search.hours, p) } : p)),
    accessories: accessoryNames,
    amenities: amenityNames,
    search: search && {
      pickupAt: search.pickupAt.toISOString(),
      dropAt: search.dropAt.toISOString(),
      hours: search.hours,
      available,
    },
  };
}
