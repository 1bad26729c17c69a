import { and, asc, eq, exists, notInArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  bookings,
  branches,
  carBlocks,
  carCategories,
  carCompliance,
  carSubcategories,
  carReviews,
  cars,
  favourites,
  ratePackages,
} from '../../db/schema.js';
import type { CarCard } from '../../../shared/cars.js';
import type { RatingSummary } from '../../../shared/reviews.js';
import { snapshotColumn } from './snapshot-cache.js';
import { must } from '../../../shared/must.js';

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

/**
 * A card plus the cheapest package's km per hour, for the period price, the count of matching
 * cars and the snapshot the statement read under (for the reply cache).
 */
export type CarCardRow = CarCard & { kmPerHour: number; matching: number; snapshot: string };

/**
 * A car as the list and the detail page name it; select from `cars` joined to `branches`,
 * `carCategories` and (left) `carSubcategories`.
 */
export const carColumns = {
  id: cars.id,
  brandName: cars.brandName,
  modelName: cars.modelName,
  title: cars.title,
  imageUrl: cars.imageUrl,
  transmission: cars.transmission,
  fuelType: cars.fuelType,
  seats: cars.seats,
  categoryName: carCategories.name,
  subcategoryName: carSubcategories.name,
  branchId: cars.branchId,
  branchName: branches.name,
};

/** A car's cheapest package (its card's "from" price), to join laterally to `cars`. */
export const cheapestPackage = (db: DbOrTx) =>
  db
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

/**
 * A car's renters' rating on its card: the average car rating (one decimal) and count of its
 * visible reviews (car_reviews_car_idx), null when none. A review written or hidden logs a car
 * change (migration 0036), so the availability index reads the card again.
 */
const carRating = sql<RatingSummary | null>`(SELECT CASE WHEN count(*) = 0 THEN NULL
    ELSE json_build_object('average', round(avg(r.car_rating), 1), 'count', count(*)) END
  FROM ${carReviews} r WHERE r.car_id = ${cars.id} AND r.hidden_at IS NULL)`;

/** A car's card: `carColumns` with its category and its cheapest package's rates. */
export const cardColumns = (cheapest: ReturnType<typeof cheapestPackage>) => ({
  ...carColumns,
  categoryId: cars.categoryId,
  fromRatePerHourPaise: cheapest.ratePerHourPaise,
  extraKmRatePaise: cheapest.extraKmRatePaise,
  kmPerHour: cheapest.kmPerHour,
  rating: carRating,
});

/** A booking is live (holds its car) unless it was cancelled or lapsed. */
export const isLiveBooking = sql`${bookings.status} NOT IN ('cancelled', 'lapsed')`;

/** The largest turnaround of any branch, as an interval (one row read once per statement). */
const widestGap = sql`(SELECT make_interval(mins => coalesce(max(turnaround_minutes), 0)::int)
  FROM ${branches})`;

/**
 * The car of `carId` is free for [from, to): it is not among the cars with a live booking
 * (an unpaid hold counts until its expiry) overlapping the period (one scan of
 * bookings_live_period_idx, then a hashed NOT IN), nor
 * among the blocked ones (car_blocks_car_idx). Periods are half-open: back-to-back is free.
 */
export function isFreeDuring(db: DbOrTx, carId: typeof cars.id, from: Date, to: Date): SQL {
  return freeBetween(db, carId, from.toISOString(), to.toISOString());
}

/** isFreeDuring on ISO instants or on placeholders of a prepared statement. */
function freeBetween(
  db: DbOrTx,
  carId: typeof cars.id,
  from: string | Placeholder,
  to: string | Placeholder,
): SQL {
  const start = sql`${from}::timestamptz`;
  const end = sql`${to}::timestamptz`;
  // Turnaround (decision 0029): a live booking holds its car from its pickup until its drop (or
  // an earlier return: busy_until)
  // plus the turnaround of the car's branch, and the searched period needs that gap after it
  // too: [pickup - gap, drop + gap) must not meet [from, to). The index scan widens the period
  // by the largest gap of any branch; the join then applies each car's own.
  const booked = sql`${carId} NOT IN (
    SELECT b.car_id FROM ${bookings} b
    JOIN ${cars} bc ON bc.id = b.car_id
    JOIN ${branches} bb ON bb.id = bc.branch_id
    WHERE b.status NOT IN ('cancelled', 'lapsed')
      AND tstzrange(b.pickup_at, b.busy_until, '[)') && tstzrange(
        ${start} - ${widestGap}, ${end} + ${widestGap}, '[)')
      AND b.pickup_at - make_interval(mins => bb.turnaround_minutes) < ${end}
      AND b.busy_until + make_interval(mins => bb.turnaround_minutes) > ${start}
      -- An unpaid hold past its expiry no longer holds the car, swept yet or not.
      AND (b.status <> 'pending_payment' OR b.hold_expires_at IS NULL OR b.hold_expires_at > now()))`;
  // A car whose papers lapse or service falls due before the drop (decision 0029).
  const compliant = sql`${carId} NOT IN (
    SELECT k.car_id FROM ${carCompliance} k WHERE k.usable_until < ${end})`;
  const blocked = notInArray(
    carId,
    db
      .select({ carId: carBlocks.carId })
      .from(carBlocks)
      .where(and(sql`${carBlocks.startsAt} < ${end}`, sql`${carBlocks.endsAt} > ${start}`)),
  );
  // A live practical lesson, with the branch's turnaround around it (decision 0046).
  const taught = sql`${carId} NOT IN (
    SELECT l.car_id FROM driving_lessons l
    JOIN ${cars} lc ON lc.id = l.car_id
    JOIN ${branches} lb ON lb.id = lc.branch_id
    WHERE l.status <> 'cancelled'
      AND l.starts_at - make_interval(mins => lb.turnaround_minutes) < ${end}
      AND l.ends_at + make_interval(mins => lb.turnaround_minutes) > ${start})`;
  return must(and(booked, blocked, compliant, taught), 'the availability condition');
}

/** The filters a car list can have; each set of present ones is one prepared statement. */
const FILTER_KEYS = [
  'cityIndex',
  'categoryId',
  'subcategoryId',
  'branchId',
  'favouriteOf',
  'freeDuring',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** The car-list statement with the given filters, every value a placeholder. */
function cardQuery(db: DbOrTx, present: ReadonlySet<FilterKey>) {
  const cheapest = cheapestPackage(db);
  const value = (name: string) => sql.placeholder(name);
  const conditions: SQL[] = [eq(cars.isActive, true)];
  if (present.has('cityIndex')) conditions.push(eq(branches.cityIndex, value('cityIndex')));
  if (present.has('categoryId')) conditions.push(eq(cars.categoryId, value('categoryId')));
  if (present.has('subcategoryId')) {
    conditions.push(eq(cars.subcategoryId, value('subcategoryId')));
  }
  if (present.has('branchId')) conditions.push(eq(cars.branchId, value('branchId')));
  if (present.has('favouriteOf')) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(favourites)
          .where(and(eq(favourites.userId, value('favouriteOf')), eq(favourites.carId, cars.id))),
      ),
    );
  }
  if (present.has('freeDuring')) {
    conditions.push(freeBetween(db, cars.id, value('from'), value('to')));
  }

  return db
    .select({
      ...cardColumns(cheapest),
      matching: sql<number>`(count(*) over ())::int`,
      snapshot: snapshotColumn,
    })
    .from(cars)
    .innerJoin(branches, eq(branches.id, cars.branchId))
    .innerJoin(carCategories, eq(carCategories.id, cars.categoryId))
    .leftJoin(carSubcategories, eq(carSubcategories.id, cars.subcategoryId))
    .innerJoinLateral(cheapest, sql`true`)
    .where(and(...conditions))
    .orderBy(asc(cheapest.ratePerHourPaise), asc(cars.id))
    .limit(value('limit'))
    .offset(value('offset'));
}

type CardQuery = ReturnType<ReturnType<typeof cardQuery>['prepare']>;

/**
 * Prepared car-list statements per database, one per set of filters. Building the statement
 * with the query builder cost more CPU than PostgreSQL spent running it, and a named
 * statement is parsed once per connection (see docs/architecture.md, Search performance).
 */
const preparedCardQueries = new WeakMap<DbOrTx, Map<number, CardQuery>>();

function preparedCardQuery(db: DbOrTx, filters: CarFilters): CardQuery {
  let mask = 0;
  FILTER_KEYS.forEach((key, bit) => {
    if (filters[key] !== undefined) mask |= 1 << bit;
  });
  let byMask = preparedCardQueries.get(db);
  if (!byMask) preparedCardQueries.set(db, (byMask = new Map()));
  let query = byMask.get(mask);
  if (!query) {
    const present = new Set(FILTER_KEYS.filter((_, bit) => mask & (1 << bit)));
    query = cardQuery(db, present).prepare(`car_cards_${mask}`);
    byMask.set(mask, query);
  }
  return query;
}

/** The car list in one statement: each car with its cheapest package, cheapest first. */
export async function listCarCards(db: DbOrTx, filters: CarFilters): Promise<CarCardRow[]> {
  return preparedCardQuery(db, filters).execute({
    cityIndex: filters.cityIndex,
    categoryId: filters.categoryId,
    subcategoryId: filters.subcategoryId,
    branchId: filters.branchId,
    favouriteOf: filters.favouriteOf,
    from: filters.freeDuring?.from.toISOString(),
    to: filters.freeDuring?.to.toISOString(),
    limit: filters.limit ?? Number.MAX_SAFE_INTEGER,
    offset: filters.offset ?? 0,
  });
}
