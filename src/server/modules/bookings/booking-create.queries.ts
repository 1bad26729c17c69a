import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { GstSubject } from '../../../shared/journal.js';
import {
  bookings,
  carCategories,
  cars,
  customerGstDetails,
  gstRates,
  gstSettings,
  pickupDropOptions,
  ratePackages,
} from '../../db/schema.js';
import type { BookingRow } from './bookings.queries.js';
import { preparedPerDatabase, prepareSql } from '../../db/prepared.js';
import { carRulesJson } from '../pricing/index.js';

const value = (name: string) => sql.placeholder(name);

const bookingInputsQuery = preparedPerDatabase((db) =>
  db
    .select({
      car: cars,
      categoryName: carCategories.name,
      pkg: ratePackages,
      option: pickupDropOptions,
      earlierId: sql<
        number | null
      >`(select ${bookings.id} from ${bookings} where ${bookings.userId} = ${value('userId')} and ${bookings.idempotencyKey} = ${value('key')})`,
      gstHomeState: gstSettings.stateCode,
      gstPricesIncludeTax: gstSettings.pricesIncludeTax,
      gstRateBp: gstRates.rateBp,
      buyerGstin: customerGstDetails.gstin,
      rules: carRulesJson({ id: cars.id, branchId: cars.branchId, categoryId: cars.categoryId }),
    })
    .from(cars)
    .innerJoin(carCategories, eq(carCategories.id, cars.categoryId))
    .leftJoin(
      ratePackages,
      and(eq(ratePackages.id, value('ratePackageId')), eq(ratePackages.carId, cars.id)),
    )
    .leftJoin(
      pickupDropOptions,
      and(
        eq(pickupDropOptions.id, value('optionId')),
        eq(pickupDropOptions.branchId, cars.branchId),
        eq(pickupDropOptions.isActive, true),
      ),
    )
    // The GST terms (payments' tables, read only): one-row settings, the category's rate and
    // the buyer's GSTIN, so pricing with GST added costs no extra round trip.
    .leftJoin(gstSettings, eq(gstSettings.enabled, true))
    .leftJoin(
      gstRates,
      and(
        eq(gstRates.subject, 'car_category' satisfies GstSubject),
        eq(gstRates.subjectKey, sql`${cars.categoryId}::text`),
        eq(gstSettings.enabled, true),
      ),
    )
    .leftJoin(customerGstDetails, eq(customerGstDetails.userId, value('userId')))
    .where(and(eq(cars.id, value('carId')), eq(cars.isActive, true)))
    .prepare('booking_inputs'),
);

/**
 * Everything a new booking is priced and checked from, in one prepared statement: the active
 * car with its category and the rate rules that may cover it, the chosen package if it is this car's, the chosen pickup/drop option
 * if it is this car's branch's, the booking this customer already made with this key (if
 * any) and the GST the booking carries (`shared/gst.ts` `gstTermsOf`). No row: the car is not
 * on the site (any more).
 */
export async function findBookingInputs(
  db: DbOrTx,
  input: { userId: number; key: string; carId: number; ratePackageId: number; optionId: number },
) {
  const [row] = await bookingInputsQuery(db).execute(input);
  return row;
}

export type NewBooking = Omit<
  BookingRow,
  | 'id'
  | 'createdAt'
  | 'cancelledAt'
  | 'parentBookingId'
  | 'idempotencyKey'
  | 'releasedAt'
  | 'busyUntil'
> & { idempotencyKey: string };

/** The inserted values, in the order of the insert's column list below. */
const NEW_BOOKING_FIELDS = [
  'userId',
  'carId',
  'ratePackageId',
  'pickupAt',
  'dropAt',
  'tripType',
  'pickupDropOptionId',
  'status',
  'holdExpiresAt',
  'rentPaise',
  'depositPaise',
  'pickupDropPaise',
  'totalPaise',
  'kmIncluded',
  'extraKmRatePaise',
  'idempotencyKey',
  'discountPaise',
  'rentLines',
] as const satisfies readonly (keyof NewBooking)[];
const TIMES = new Set<string>(['pickupAt', 'dropAt', 'holdExpiresAt']);

const insertBookingQuery = preparedPerDatabase((db) =>
  prepareSql<{ id: number; created_at: Date | string }>(
    db,
    'booking_insert_if_free',
    sql`
    with lapsed as (
      update bookings set status = 'lapsed'
      where car_id = ${value('carId')} and status = 'pending_payment' and hold_expires_at <= now()
      returning id
    )
    insert into bookings (user_id, car_id, rate_package_id, pickup_at, drop_at, trip_type,
      pickup_drop_option_id, status, hold_expires_at, rent_paise, deposit_paise,
      pickup_drop_paise, total_paise, km_included, extra_km_rate_paise, idempotency_key,
      discount_paise, rent_lines)
    select ${sql.join(
      NEW_BOOKING_FIELDS.map((name) =>
        TIMES.has(name)
          ? sql`${value(name)}::timestamptz`
          : name === 'rentLines'
            ? sql`${value(name)}::jsonb`
            : value(name),
      ),
      sql`, `,
    )}
    where (select count(*) from lapsed) >= 0
      and not exists (
        select 1 from car_blocks
        where car_id = ${value('carId')} and starts_at < ${value('dropAt')}::timestamptz
          and ends_at > ${value('pickupAt')}::timestamptz
      )
    returning id, created_at`,
  ),
);

/**
 * Inserts the booking in one prepared statement (one round trip, one commit): it first lapses
 * this car's expired holds (read by the WHERE, so that runs before the insert and the
 * exclusion constraint no longer counts them), and inserts nothing when a staff block covers
 * the period. Another live booking overlapping it fails the exclusion constraint (23P01).
 * Returns the new row, or undefined when a block refused it.
 */
export async function insertBookingIfFree(
  db: DbOrTx,
  v: NewBooking,
): Promise<BookingRow | undefined> {
  const { rows } = await insertBookingQuery(db).execute({
    ...v,
    pickupAt: v.pickupAt.toISOString(),
    dropAt: v.dropAt.toISOString(),
    holdExpiresAt: v.holdExpiresAt?.toISOString() ?? null,
    rentLines: v.rentLines === null ? null : JSON.stringify(v.rentLines),
  });
  const [row] = rows;
  if (!row) return undefined;
  return {
    ...v,
    id: Number(row.id),
    createdAt: new Date(row.created_at),
    cancelledAt: null,
    parentBookingId: null,
    releasedAt: null,
    busyUntil: v.dropAt,
  };
}
