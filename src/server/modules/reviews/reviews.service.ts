import {
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
  tripMonthOf,
  type CarReviews,
  type ConsoleReview,
  type ConsoleReviewList,
  type MyReviews,
  type ReviewBody,
} from '../../../shared/reviews.js';
import { istDate } from '../../../shared/time.js';
import { CONSOLE_NOT_FOUND_MESSAGE } from '../../../shared/console.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.js';
import { htmlToPlainText } from '../../lib/sanitize-html.js';
import {
  branchReviewPage,
  carRatingOf,
  carReviewPage,
  consoleReviewById,
  insertReview,
  lockReview,
  markHidden,
  reviewsWrittenBy,
  saveReply,
  tripToReview,
  tripsAwaitingReview,
} from './reviews.queries.js';

/**
 * A renter reviews their completed trip, once: only the booking's own customer, only the
 * booking itself (not an extension row) and only once the car is back. The comment is kept
 * as plain text: any HTML in it is taken out here.
 */
export async function writeReview(db: Db, userId: number, body: ReviewBody) {
  const trip = await tripToReview(db, body.bookingId);
  if (
    !trip ||
    trip.userId !== userId ||
    trip.parentBookingId !== null ||
    trip.status !== 'completed'
  ) {
    throw new HttpError(403, REVIEW_MESSAGES.notYourTrip);
  }
  const comment = htmlToPlainText(body.comment);
  const inserted = await insertReview(db, {
    bookingId: trip.id,
    userId,
    carId: trip.carId,
    branchId: trip.branchId,
    carRating: body.carRating,
    branchRating: body.branchRating,
    comment,
    tripMonth: tripMonthOf(istDate(trip.pickupAt)),
  });
  if (!inserted) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
  const written = (await reviewsWrittenBy(db, userId)).find((r) => r.id === inserted.id);
  if (!written) throw new Error('The review just written is missing.');
  return written;
}

/** The customer's completed trips awaiting a review, and the reviews they wrote. */
export async function myReviews(db: Db, userId: number): Promise<MyReviews> {
  const [awaiting, written] = await Promise.all([
    tripsAwaitingReview(db, userId),
    reviewsWrittenBy(db, userId),
  ]);
  return {
    awaiting: awaiting.map((a) => ({ ...a, pickupAt: a.pickupAt.toISOString() })),
    written,
  };
}

/** A car's visible reviews, latest first, a page at a time; hidden ones never count. */
export async function carReviews(db: Db, carId: number, page: number): Promise<CarReviews> {
  const rating = await carRatingOf(db, carId);
  const pageCount = Math.max(1, Math.ceil(rating.count / REVIEWS_PAGE_SIZE));
  const shown = Math.min(page, pageCount);
  const reviews = rating.count === 0 ? [] : await carReviewPage(db, carId, shown);
  return { ...rating, page: shown, pageCount, reviews };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function consoleReviewOf(row: NonNullable<Awaited<ReturnType<typeof consoleReviewById>>>) {
  const { total: _total, ...review } = row;
  return {
    ...review,
    createdAt: review.createdAt.toISOString(),
    hiddenAt: iso(review.hiddenAt),
    repliedAt: iso(review.repliedAt),
  } satisfies ConsoleReview;
}

/** The reviews of a branch (every branch's for null), hidden ones too, newest first. */
export async function branchReviews(
  db: Db,
  branchId: number | null,
  page: number,
): Promise<ConsoleReviewList> {
  const rows = await branchReviewPage(db, branchId, page);
  const total = rows[0]?.total ?? 0;
  return {
    reviews: rows.map(consoleReviewOf),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
  };
}

/** Who decides on a review: the staff member (their branch is checked by the console). */
export interface ReviewActor {
  userId: number;
}

async function reviewAfter(db: Db, id: number) {
  const row = await consoleReviewById(db, id);
  if (!row) throw new HttpError(404, CONSOLE_NOT_FOUND_MESSAGE);
  return consoleReviewOf(row);
}

/**
 * Hides a review from the site with the reason (audited); its words are never edited. A hidden
 * review leaves the car's list and average, and is shown to staff with the reason.
 */
export async function hideReview(
  db: Db,
  actor: ReviewActor,
  id: number,
  reason: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    if (!review) throw new HttpError(404, CONSOLE_NOT_FOUND_MESSAGE);
    if (review.hiddenAt) throw conflict(REVIEW_MESSAGES.alreadyHidden);
    await markHidden(tx, id, { hiddenBy: actor.userId, hiddenReason: reason, hiddenAt: now });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'review.hide',
      recordType: 'review',
      recordId: id,
      branchId: review.branchId,
      before: { hiddenAt: null },
      after: { hiddenAt: now, hiddenReason: reason },
    });
  });
  return reviewAfter(db, id);
}

/** The branch's one public reply to a review (audited); a second one is refused. */
export async function replyToReview(
  db: Db,
  actor: ReviewActor,
  id: number,
  written: string,
  now = new Date(),
) {
  // Shown on the car page as text, like the renter's words.
  const reply = htmlToPlainText(written);
  if (!reply) throw badRequest(REVIEW_MESSAGES.reply, 'reply');
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    if (!review) throw new HttpError(404, CONSOLE_NOT_FOUND_MESSAGE);
    if (review.reply !== null) throw conflict(REVIEW_MESSAGES.alreadyReplied);
    if (!(await saveReply(tx, id, { reply, repliedBy: actor.userId, repliedAt: now }))) {
      throw conflict(REVIEW_MESSAGES.alreadyReplied);
    }
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'review.reply',
      recordType: 'review',
      recordId: id,
      branchId: review.branchId,
      before: { reply: null },
      after: { reply },
    });
  });
  return reviewAfter(db, id);
}
