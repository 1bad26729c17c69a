import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, cancellationRules, carCategories, cars, payments } from '../../db/schema.js';

export type BookingRow = typeof bookings.$inferSelect;

/** Unpaid bookings past their hold stop holding the car (all cars, or one). */
export async function lapseExpiredHolds(db: DbOrTx, carId?: number): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ status: 'lapsed' })
    .where(
      and(
        eq(bookings.status, 'pending_payment'),
        // holdIsLive (src/shared/bookings.ts): a hold ends at its expiry instant.
        lte(bookings.holdExpiresAt, sql`now()`),
        carId === undefined ? undefined : eq(bookings.carId, carId),
      ),
    )
    .returning({ id: bookings.id });
  return rows.length;
}

export async function findBookingByKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
  return row?.id;
}

export async function insertBookingRow(db: DbOrTx, values: typeof bookings.$inferInsert) {
  const [row] = await db.insert(bookings).values(values).returning({ id: bookings.id });
  if (!row) throw new Error('Expected the inserted booking, found none.');
  return row.id;
}

const bookingColumns = {
  booking: bookings,
  brandName: cars.brandName,
  modelName: cars.modelName,
  title: cars.title,
  imageUrl: cars.imageUrl,
  seats: cars.seats,
  transmission: cars.transmission,
  fuelType: cars.fuelType,
  categoryName: carCategories.name,
  branchId: cars.branchId,
};

function bookingsWithCars(db: DbOrTx) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(carCategories, eq(carCategories.id, cars.categoryId));
}

export type BookingWithCar = Awaited<ReturnType<typeof findBookingOf>> & {};

/** One booking of one customer: another customer's booking is simply not found. */
export async function findBookingOf(db: DbOrTx, userId: number, bookingId: number) {
  const [row] = await bookingsWithCars(db).where(
    and(eq(bookings.id, bookingId), eq(bookings.userId, userId)),
  );
  return row;
}

/** The drop a booking is paid up to, counting its paid extensions (rows pointing at it). */
const finalDrop = sql`greatest(${bookings.dropAt}, (select max(e.drop_at) from bookings e where e.parent_booking_id = "bookings"."id" and e.status in ('confirmed', 'completed')))`;

/** A customer's bookings (extensions are shown with the booking they extend), newest first. */
export async function listBookingsOf(db: DbOrTx, userId: number, limit: number, offset: number) {
  return bookingsWithCars(db)
    .where(and(eq(bookings.userId, userId), isNull(bookings.parentBookingId)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit)
    .offset(offset);
}

/** The dashboard counters, in one scan of the customer's bookings. */
export async function countBookingsOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      total: count(),
      current: sql<number>`count(*) filter (where (${bookings.status} = 'confirmed' or (${bookings.status} = 'pending_payment' and ${bookings.holdExpiresAt} > now())) and ${finalDrop} > now())`,
      completed: sql<number>`count(*) filter (where ${bookings.status} = 'completed' or (${bookings.status} = 'confirmed' and ${finalDrop} <= now()))`,
      cancelled: sql<number>`count(*) filter (where ${bookings.status} = 'cancelled')`,
    })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), isNull(bookings.parentBookingId)));
  return {
    total: Number(row?.total ?? 0),
    current: Number(row?.current ?? 0),
    completed: Number(row?.completed ?? 0),
    cancelled: Number(row?.cancelled ?? 0),
  };
}

export async function countPaymentsOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(bookings.userId, userId));
  return Number(row?.n ?? 0);
}

const ruleColumns = {
  minHoursBeforeStart: cancellationRules.minHoursBeforeStart,
  maxHoursBeforeStart: cancellationRules.maxHoursBeforeStart,
  deductionPercent: cancellationRules.deductionPercent,
};

/** The cancellation schedule in force now. */
export async function listCancellationRules(db: DbOrTx) {
  return db
    .select(ruleColumns)
    .from(cancellationRules)
    .where(isNull(cancellationRules.replacedAt))
    .orderBy(asc(cancellationRules.minHoursBeforeStart));
}

/**
 * The schedule that was in force at `at` (when a booking was made). A booking older than the
 * oldest kept schedule gets that oldest one: schedules were first kept from migration 0013.
 */
export async function cancellationRulesInForceAt(db: DbOrTx, at: Date) {
  // Compared inside the database: valid_from has microseconds, a JS Date only milliseconds.
  const when = sql`${at.toISOString()}::timestamptz`;
  const setStart = sql`(
    select coalesce(
      (select max(valid_from) from cancellation_rules where valid_from <= ${when}),
      (select min(valid_from) from cancellation_rules)
    ))`;
  return db
    .select(ruleColumns)
    .from(cancellationRules)
    .where(sql`${cancellationRules.validFrom} = ${setStart}`)
    .orderBy(asc(cancellationRules.minHoursBeforeStart));
}

/** Locks the booking row for the rest of the transaction (two cancels never both run). */
export async function lockBooking(db: DbOrTx, userId: number, bookingId: number) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .for('update');
  return row;
}

/** An unpaid booking becomes confirmed and stops being a hold (false: it was not unpaid). */
export async function confirmBooking(db: DbOrTx, bookingId: number) {
  const rows = await db
    .update(bookings)
    .set({ status: 'confirmed', holdExpiresAt: null })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending_payment')))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/** Marks a returned booking and its extensions completed (the console's return handover). */
export async function completeBookings(db: DbOrTx, bookingIds: number[], returnedAt: Date) {
  if (bookingIds.length === 0) return;
  // The car is free from its return: before the drop, the rest of the period is bookable.
  await db
    .update(bookings)
    .set({ status: 'completed', releasedAt: returnedAt })
    .where(inArray(bookings.id, bookingIds));
}

/** Moves the end of an unpaid booking's hold (a submitted UTR, a rejected one). */
export async function setHoldExpiry(db: DbOrTx, bookingId: number, holdExpiresAt: Date) {
  await db.update(bookings).set({ holdExpiresAt }).where(eq(bookings.id, bookingId));
}
