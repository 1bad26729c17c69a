import { z } from 'zod';
import { branchIdQuerySchema, consolePageSchema } from './console.js';

// ---- Reviews from renters (decision 0049): a car and its branch rated after a trip ----

/** Reviews a page of the car page's list and of the console's. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_HIDE_REASON_MAX = 300;

/** What the server answers about reviews, in English; the web catalogues map them to Hindi. */
export const REVIEW_MESSAGES = {
  notYourTrip: 'You can review only a car you drove, once its trip is completed.',
  alreadyReviewed: 'You have already reviewed this trip.',
  carRating: 'Please rate the car from 1 to 5 stars.',
  branchRating: 'Please rate the branch from 1 to 5 stars.',
  commentTooLong: `The comment is at most ${REVIEW_COMMENT_MAX} characters.`,
  bookingId: 'Please choose the trip to review.',
  hideReason: 'Please give the reason for hiding this review.',
  hideReasonTooLong: `The reason is at most ${REVIEW_HIDE_REASON_MAX} characters.`,
  alreadyHidden: 'This review is already hidden.',
  reply: 'Please write the reply.',
  replyTooLong: `The reply is at most ${REVIEW_COMMENT_MAX} characters.`,
  alreadyReplied: 'This review already has a reply.',
} as const;

const rating = (error: string) =>
  z.number({ error }).int({ error }).min(1, { error }).max(5, { error });

export const reviewBodySchema = z.object({
  bookingId: z
    .number({ error: REVIEW_MESSAGES.bookingId })
    .int({ error: REVIEW_MESSAGES.bookingId })
    .positive({ error: REVIEW_MESSAGES.bookingId })
    .max(2_147_483_647, { error: REVIEW_MESSAGES.bookingId }),
  carRating: rating(REVIEW_MESSAGES.carRating),
  branchRating: rating(REVIEW_MESSAGES.branchRating),
  comment: z
    .string()
    .max(REVIEW_COMMENT_MAX, { error: REVIEW_MESSAGES.commentTooLong })
    .default(''),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** A car's renters' average (one decimal) and how many rated it; null on a card when none. */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** One review as the car page shows it: the reviewer's first name only. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  carRating: z.number().int(),
  branchRating: z.number().int(),
  comment: z.string(),
  /** The first day of the month the trip started in (IST), YYYY-MM-DD. */
  tripMonth: z.string(),
  /** The branch's public reply, if it gave one. */
  reply: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const carReviewsParamsSchema = z.object({
  carId: z.coerce
    .number({ error: 'The car id must be a number.' })
    .int({ error: 'The car id must be a whole number.' })
    .positive({ error: 'The car id must be a whole number.' })
    .max(2_147_483_647, { error: 'The car id must be a whole number.' }),
});

export const carReviewsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int({ error: 'The page must be a whole number.' })
    .min(1, { error: 'The page must be 1 or more.' })
    .max(10_000, { error: 'The page must be 10000 or less.' })
    .default(1),
});

export const carReviewsSchema = z.object({
  /** One decimal; null while no visible review rates the car. */
  average: z.number().nullable(),
  count: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  /** Latest first. */
  reviews: z.array(publicReviewSchema),
});
export type CarReviews = z.infer<typeof carReviewsSchema>;

/** A completed trip of the customer's that has no review yet. */
export const awaitingReviewSchema = z.object({
  bookingId: z.number().int(),
  carTitle: z.string(),
  pickupAt: z.string(),
});
export type AwaitingReview = z.infer<typeof awaitingReviewSchema>;

export const myReviewSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  carTitle: z.string(),
  carRating: z.number().int(),
  branchRating: z.number().int(),
  comment: z.string(),
  tripMonth: z.string(),
  reply: z.string().nullable(),
  /** Staff hid it from the site (the reason stays with staff). */
  hidden: z.boolean(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const myReviewsSchema = z.object({
  awaiting: z.array(awaitingReviewSchema),
  written: z.array(myReviewSchema),
});
export type MyReviews = z.infer<typeof myReviewsSchema>;

// ---- The console's reviews section ----

export const consoleReviewsQuerySchema = z.object({
  branchId: branchIdQuerySchema,
  page: consolePageSchema,
});
export type ConsoleReviewsQuery = z.infer<typeof consoleReviewsQuerySchema>;

export const consoleReviewSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  carId: z.number().int(),
  carTitle: z.string(),
  branchId: z.number().int(),
  branchName: z.string(),
  customerFirstName: z.string(),
  carRating: z.number().int(),
  branchRating: z.number().int(),
  comment: z.string(),
  tripMonth: z.string(),
  createdAt: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type ConsoleReview = z.infer<typeof consoleReviewSchema>;

export const consoleReviewListSchema = z.object({
  reviews: z.array(consoleReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type ConsoleReviewList = z.infer<typeof consoleReviewListSchema>;

export const hideReviewBodySchema = z.object({
  reason: z
    .string({ error: REVIEW_MESSAGES.hideReason })
    .trim()
    .min(1, { error: REVIEW_MESSAGES.hideReason })
    .max(REVIEW_HIDE_REASON_MAX, { error: REVIEW_MESSAGES.hideReasonTooLong }),
});
export type HideReviewBody = z.infer<typeof hideReviewBodySchema>;

export const replyReviewBodySchema = z.object({
  reply: z
    .string({ error: REVIEW_MESSAGES.reply })
    .trim()
    .min(1, { error: REVIEW_MESSAGES.reply })
    .max(REVIEW_COMMENT_MAX, { error: REVIEW_MESSAGES.replyTooLong }),
});
export type ReplyReviewBody = z.infer<typeof replyReviewBodySchema>;

/** The review page of the customer's account, opened on a trip: the review request's link. */
export const reviewPagePath = (bookingId?: number) =>
  bookingId === undefined ? '/user/page/MyReviews' : `/user/page/MyReviews?booking=${bookingId}`;

/** The first day of the trip's month in IST (YYYY-MM-DD) from its pickup's IST date. */
export const tripMonthOf = (istPickupDate: string) => `${istPickupDate.slice(0, 7)}-01`;
