import { addDays, istDate } from '../../../shared/time.js';
import { rulesFrom } from '../pricing/index.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CounterCars } from '../../../shared/counter-booking.js';
import type { DbOrTx } from '../../db/client.js';
import { cars, pickupDropOptions, ratePackages } from '../../db/schema.js';
import { assertBranch, branchScope, type ConsoleStaff } from '../../lib/console-guard.js';
import { ratePackageColumns } from '../cars/index.js';

/**
 * The cars the desk books or moves a booking to, with their rate packages, and the pickup/drop
 * options in use: the staff member's branch (another branch's is 404, as everywhere), an
 * admin's chosen branch or every branch. Read only: the fleet and settings own these tables.
 */
export async function counterCars(
  db: DbOrTx,
  staff: ConsoleStaff,
  asked: number | undefined,
): Promise<CounterCars> {
  if (asked !== undefined) assertBranch(staff, asked);
  const branchId = asked ?? branchScope(staff);
  const [carRows, options, rules] = await Promise.all([
    db
      .select({
        id: cars.id,
        branchId: cars.branchId,
        categoryId: cars.categoryId,
        title: cars.title,
        carNumber: cars.carNumber,
        isActive: cars.isActive,
        securityDepositPaise: cars.securityDepositPaise,
        outstationSecurityDepositPaise: cars.outstationSecurityDepositPaise,
      })
      .from(cars)
      .where(branchId === null ? undefined : eq(cars.branchId, branchId))
      .orderBy(asc(cars.branchId), asc(cars.title), asc(cars.id)),
    db
      .select({
        id: pickupDropOptions.id,
        branchId: pickupDropOptions.branchId,
        name: pickupDropOptions.name,
        ratePaise: pickupDropOptions.ratePaise,
      })
      .from(pickupDropOptions)
      .where(
        and(
          eq(pickupDropOptions.isActive, true),
          branchId === null ? undefined : eq(pickupDropOptions.branchId, branchId),
        ),
      )
      .orderBy(asc(pickupDropOptions.branchId), asc(pickupDropOptions.ratePaise)),
    rulesFrom(db, addDays(istDate(new Date()), -1)),
  ]);
  const packages = carRows.length
    ? await db
        .select({ carId: ratePackages.carId, ...ratePackageColumns })
        .from(ratePackages)
        .where(
          inArray(
            ratePackages.carId,
            carRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(ratePackages.ratePerHourPaise), asc(ratePackages.id))
    : [];
  return {
    cars: carRows.map((car) => ({
      ...car,
      ratePackages: packages.filter((p) => p.carId === car.id).map(({ carId: _carId, ...p }) => p),
    })),
    pickupDropOptions: options,
    priceRules: rules.filter((rule) => branchId === null || rule.branchId === branchId),
  };
}
