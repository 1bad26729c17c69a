import { and, asc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { RateSeason, SeasonCar } from '../../../shared/seasons.js';
import type { DbOrTx } from '../../db/client.js';
import { rateSeasons } from '../../db/schema.js';

/** A rate rule's columns as shared/seasons.ts reads them (dates as YYYY-MM-DD). */
export const seasonColumns = {
  id: rateSeasons.id,
  branchId: rateSeasons.branchId,
  categoryId: rateSeasons.categoryId,
  carId: rateSeasons.carId,
  name: rateSeasons.name,
  nameHi: rateSeasons.nameHi,
  startsOn: rateSeasons.startsOn,
  endsOn: rateSeasons.endsOn,
  kind: rateSeasons.kind,
  weekdayValue: rateSeasons.weekdayValue,
  weekendValue: rateSeasons.weekendValue,
  minTripHours: rateSeasons.minTripHours,
};

/** Rules in force on some day from `from` to `to` (IST dates), or standing. */
const inForceBetween = (from: string, to: string): SQL | undefined =>
  or(
    isNull(rateSeasons.startsOn),
    and(gte(rateSeasons.endsOn, from), lte(rateSeasons.startsOn, to)),
  );

/** The rules that may cover one car between two IST dates: its own, its category's, its branch's. */
export async function rulesOfCar(
  db: DbOrTx,
  car: SeasonCar,
  from: string,
  to: string,
): Promise<RateSeason[]> {
  return db
    .select(seasonColumns)
    .from(rateSeasons)
    .where(
      and(
        eq(rateSeasons.branchId, car.branchId),
        or(
          eq(rateSeasons.carId, car.id),
          and(
            isNull(rateSeasons.carId),
            or(isNull(rateSeasons.categoryId), eq(rateSeasons.categoryId, car.categoryId)),
          ),
        ),
        inForceBetween(from, to),
      ),
    );
}

/** Every branch's rules not over before `from` (the availability index holds them). */
export async function rulesFrom(db: DbOrTx, from: string): Promise<RateSeason[]> {
  return db
    .select(seasonColumns)
    .from(rateSeasons)
    .where(or(isNull(rateSeasons.endsOn), gte(rateSeasons.endsOn, from)));
}

/** A branch's rules (every branch's for null) for the console: standing first, then by start. */
export async function listRules(db: DbOrTx, branchId: number | null) {
  return db
    .select(seasonColumns)
    .from(rateSeasons)
    .where(branchId === null ? undefined : eq(rateSeasons.branchId, branchId))
    .orderBy(
      asc(rateSeasons.branchId),
      sql`${rateSeasons.startsOn} asc nulls first`,
      asc(rateSeasons.id),
    );
}

/** The branch's rules of one scope, to find a clash before saving. */
export async function rulesOfScope(
  db: DbOrTx,
  scope: { branchId: number; categoryId: number | null; carId: number | null },
) {
  return db
    .select(seasonColumns)
    .from(rateSeasons)
    .where(
      and(
        eq(rateSeasons.branchId, scope.branchId),
        scope.categoryId === null
          ? isNull(rateSeasons.categoryId)
          : eq(rateSeasons.categoryId, scope.categoryId),
        scope.carId === null ? isNull(rateSeasons.carId) : eq(rateSeasons.carId, scope.carId),
      ),
    );
}
