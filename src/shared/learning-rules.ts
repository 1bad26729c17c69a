import type { CourseCategory } from './course-categories.js';

// Kept apart so the home page's driving-school section loads them without the school's rules.
export {
  COURSE_CATEGORIES,
  COURSE_CATEGORY_IDS,
  type CourseCategory,
} from './course-categories.js';

/** The spec's cart target types: a course with lessons, or a question bank (mock tests). */
export const TARGET_TYPES = ['MainCourse', 'questionBank'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];
export const targetTypeOf = (category: CourseCategory): TargetType =>
  category === 'qb' ? 'questionBank' : 'MainCourse';

/** Public course list: 50 a page, sorted A to Z unless asked otherwise. */
export const COURSE_LIST_PAGE_SIZE = 50;
export const COURSE_SORTS = ['a2z', 'z2a', 'latest', 'oldest'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

/** Instructor My Courses and account My Blogs: 5 a page. */
export const MY_COURSES_PAGE_SIZE = 5;
export const MY_BLOGS_PAGE_SIZE = 5;
/** The My Courses pager shows 7 page numbers once there are more than 6 pages. */
export const MY_COURSES_PAGER_RANGE = 7;
export const MY_COURSES_PAGER_THRESHOLD = 6;

/** Review status shared by courses and customer blogs: 1 Live, 2 On Review, 0 Rejected. */
export const REVIEW_STATUSES = ['live', 'review', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  live: 'Live',
  review: 'On Review',
  rejected: 'Rejected',
};
export const REVIEW_STATUS_HINTS: Record<ReviewStatus, string> = {
  live: '',
  review: 'After reviewing we will get back to you.',
  rejected: 'Entry rejected to publish.',
};

/**
 * Star ratings are drawn in half steps up to 5 (nearest half: 4.26 -> 4.5, 4.24 -> 4);
 * 0 (no reviews) shows N/A.
 */
export function halfStars(average: number): number {
  return Math.min(5, Math.max(0, Math.round(average * 2) / 2));
}
export function ratingLabel(average: number): string {
  const stars = halfStars(average);
  return stars === 0 ? 'N/A' : stars.toFixed(1);
}

/** A refund is possible within 30 days while fewer than this share of lessons was opened. */
export const REFUND_GUARANTEE_DAYS = 30;
export const REFUND_MAX_OPENED_SHARE = 0.3;

/** Referral: the friend and the referrer each get 20% off courses, once. */
export const REFERRAL_PERCENT = 20;

export const LEARNING_MESSAGES = {
  emptyCart: 'Your cart is empty. Keep shopping to find a course!',
  loginToPay: 'Please Login to Make Payment.',
  loginToContinue: 'Please Login to Continue.',
  loginToFavourite: 'Please Login to Add on your Favourite List.',
  buyFailed: 'Please Try after Sometime, There is some problem.',
  notFree: 'This course is not free. Add it to your cart to buy it.',
  notEnrolled: 'Enrol in this course to open its lessons.',
  courseNotFound: 'This course is not available.',
  timeUp: 'The time for this mock test is over.',
  editLiveCourse:
    'This course is Live. Saving your changes sends it back to On Review until we check it again.',
  editLiveBlog: 'Are you sure, You want to update the Blog?',
  noBlogs: 'No Blogs yet...',
  // Why a course order cannot be refunded (My Courses shows it under the order).
  refundEnded: 'The 30 day Refund Guarantee for this order has ended.',
  refundOpened: 'A refund is not possible once 30% or more of the lessons were opened.',
  refundNothingPaid: 'Nothing was paid for this order.',
  refundGiftStarted: 'Your friend has already started this gifted course.',
  refundOnlyPaid: 'Only a paid order can be refunded.',
  orderNotFound: 'This order was not found.',
  orderRefunded: 'This order was already refunded.',
} as const;

/** A referral link counts for an account created at most this many days before it is used. */
export const REFERRAL_NEW_ACCOUNT_DAYS = 7;
