import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, branches, carReviews, cars, users } from '../../db/schema.js';
import { REVIEWS_PAGE_SIZE } from '../../../shared/reviews.js';

/** The reviewer's first name: the first word of their name. */
const firstName = sql<string>`split_part(trim(${users.name}), ' ', 1)`;
const tripMonth = sql<string>`to_char(${carReviews.tripMonth}, 'YYYY-MM-DD')`;

/** The trip a customer asks to review: the booking itself (never an extension row). */
export async function tripToReview(db: DbOrTx, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      status: bookings.status,
      parentBookingId: bookings.parentBookingId,
      pickupAt: bookings.pickupAt,
      carId: bookings.carId,
      branchId: cars.branchId,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** Inserts a review; undefined when the trip already has one (the unique booking index). */
export async function insertReview(db: DbOrTx, values: typeof carReviews.$inferInsert) {
  const [row] = await db
    .insert(carReviews)
    .values(values)
    .onConflictDoNothing({ target: carReviews.bookingId })
    .returning({ id: carReviews.id });
  return row;
}

/** The customer's completed trips (bookings, not extensions) that have no review yet. */
export function tripsAwaitingReview(db: DbOrTx, userId: number) {
  return db
    .select({
      bookingId: bookings.id,
      carTitle: cars.title,
      pickupAt: bookings.pickupAt,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'completed'),
        isNull(bookings.parentBookingId),
        sql`NOT EXISTS (SELECT 1 FROM ${carReviews} WHERE ${carReviews.bookingId} = ${bookings.id})`,
      ),
    )
    .orderBy(desc(bookings.pickupAt), desc(bookings.id));
}

/** The reviews a customer wrote, newest first, hidden ones too (marked). */
export function reviewsWrittenBy(db: DbOrTx, userId: number) {
  return db
    .select({
      id: carReviews.id,
      bookingId: carReviews.bookingId,
      carTitle: cars.title,
      carRating: carReviews.carRating,
      branchRating: carReviews.branchRating,
      comment: carReviews.comment,
      tripMonth,
      reply: carReviews.reply,
      hidden: sql<boolean>`${carReviews.hiddenAt} IS NOT NULL`,
    })
    .from(carReviews)
    .innerJoin(cars, eq(cars.id, carReviews.carId))
    .where(eq(carReviews.userId, userId))
    .orderBy(desc(carReviews.createdAt), desc(carReviews.id));
}

const visibleOf = (carId: number) =>
  and(eq(carReviews.carId, carId), isNull(carReviews.hiddenAt)) as SQL;

/** A car's visible reviews: their count and average car rating (one decimal). */
export async function carRatingOf(db: DbOrTx, carId: number) {
  const [row] = await db
    .select({
      count: count(),
      average: sql<string | null>`round(avg(${carReviews.carRating}), 1)`,
    })
    .from(carReviews)
    .where(visibleOf(carId));
  const total = row?.count ?? 0;
  return { count: total, average: row?.average == null ? null : Number(row.average) };
}

/** One page of a car's visible reviews, latest first, with the reviewer's first name. */
export function carReviewPage(db: DbOrTx, carId: number, page: number) {
  return db
    .select({
      id: carReviews.id,
      firstName,
      carRating: carReviews.carRating,
      branchRating: carReviews.branchRating,
      comment: carReviews.comment,
      tripMonth,
      reply: carReviews.reply,
    })
    .from(carReviews)
    .innerJoin(users, eq(users.id, carReviews.userId))
    .where(visibleOf(carId))
    .orderBy(desc(carReviews.createdAt), desc(carReviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
}

const consoleColumns = {
  id: carReviews.id,
  bookingId: carReviews.bookingId,
  carId: carReviews.carId,
  carTitle: cars.title,
  branchId: carReviews.branchId,
  branchName: branches.name,
  customerFirstName: firstName,
  carRating: carReviews.carRating,
  branchRating: carReviews.branchRating,
  comment: carReviews.comment,
  tripMonth,
  createdAt: carReviews.createdAt,
  hiddenAt: carReviews.hiddenAt,
  hiddenReason: carReviews.hiddenReason,
  reply: carReviews.reply,
  repliedAt: carReviews.repliedAt,
};

function consoleSelect(db: DbOrTx) {
  return db
    .select({ ...consoleColumns, total: sql<number>`(count(*) over ())::int` })
    .from(carReviews)
    .innerJoin(cars, eq(cars.id, carReviews.carId))
    .innerJoin(branches, eq(branches.id, carReviews.branchId))
    .innerJoin(users, eq(users.id, carReviews.userId));
}

/** A branch's reviews (every branch's: null), hidden ones too, newest first, one page. */
export function branchReviewPage(db: DbOrTx, branchId: number | null, page: number) {
  return consoleSelect(db)
    .where(branchId === null ? undefined : eq(carReviews.branchId, branchId))
    .orderBy(desc(carReviews.createdAt), desc(carReviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
}

export async function consoleReviewById(db: DbOrTx, id: number) {
  const [row] = await consoleSelect(db).where(eq(carReviews.id, id));
  return row;
}

/** Locks a review for a staff decision (hide, reply). */
export async function lockReview(db: DbOrTx, id: number) {
  const [row] = await db.select().from(carReviews).where(eq(carReviews.id, id)).for('update');
  return row;
}

export async function markHidden(
  db: DbOrTx,
  id: number,
  change: { hiddenBy: number; hiddenReason: string; hiddenAt: Date },
) {
  await db.update(carReviews).set(change).where(eq(carReviews.id, id));
}

export async function saveReply(
  db: DbOrTx,
  id: number,
  change: { reply: string; repliedBy: number; repliedAt: Date },
) {
  const rows = await db
    .update(carReviews)
    .set(change)
    .where(and(eq(carReviews.id, id), isNull(carReviews.reply)))
    .returning({ id: carReviews.id });
  return rows.length > 0;
}
