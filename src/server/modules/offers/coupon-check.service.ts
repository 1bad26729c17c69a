import {
  COUPON_ATTEMPTS_PER_HOUR,
  COUPON_MESSAGES,
  couponDiscount,
  couponProblem,
  normaliseCouponCode,
  type CouponCheckBody,
  type CouponTerms,
} from '../../../shared/coupons.js';
import { istDate } from '../../../shared/time.js';
import type { Db, Tx } from '../../db/client.js';
import { couponRedemptions } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import {
  carScope,
  couponTerms,
  couponUses,
  failedAttemptsSince,
  findCouponByCode,
  hasBooked,
  recordFailedAttempt,
  type CouponRow,
} from './coupons.queries.js';

const HOUR_MS = 3_600_000;
/** The field of the booking's and the check's body a coupon refusal names. */
export const COUPON_FIELD = 'couponCode';
const CAR_GONE_MESSAGE = 'This car is not available on our site any more.';
const DROP_BEFORE_PICKUP_MESSAGE =
  'Please ensure that the drop-off date and time are scheduled after the pickup date and time. Thank you for your cooperation!';

interface Trial {
  userId: number;
  car: { branchId: number; categoryId: number };
  tripHours: number;
  now: Date;
}

/** The first reason `coupon` does not apply to the trial, counting its live uses now. */
async function problemOf(db: Db | Tx, coupon: CouponRow | undefined, trial: Trial) {
  if (!coupon) return couponProblem(null, contextWithout(trial));
  const uses = await couponUses(db, coupon.id, trial.userId);
  return couponProblem(coupon, {
    ...contextWithout(trial),
    usesSoFar: uses.all,
    customerUsesSoFar: uses.mine,
    customerHasBooked: coupon.firstBookingOnly ? await hasBooked(db, trial.userId) : false,
  });
}

const contextWithout = (trial: Trial) => ({
  today: istDate(trial.now),
  branchId: trial.car.branchId,
  categoryId: trial.car.categoryId,
  tripHours: trial.tripHours,
  usesSoFar: 0,
  customerUsesSoFar: 0,
  customerHasBooked: false,
});

export interface CouponForBooking {
  couponId: number;
  terms: CouponTerms;
  /** Off the rent, in paise; 0 when the rent is 0 (then record no redemption). */
  discountPaise: number;
}

/**
 * For the bookings module, INSIDE its booking transaction: the coupon `code` names, checked
 * against the booking, with its discount on `rentPaise`. The coupon row is locked
 * (`FOR UPDATE`) until the transaction ends, so two bookings cannot both take its last use;
 * call `recordRedemption` in the same transaction once the booking row exists. Throws a 400
 * `HttpError` (field `couponCode`) with the first reason it does not apply.
 */
export async function couponForBooking(
  tx: Tx,
  input: {
    code: string;
    userId: number;
    car: { branchId: number; categoryId: number };
    tripHours: number;
    rentPaise: number;
    now: Date;
  },
): Promise<CouponForBooking> {
  const coupon = await findCouponByCode(tx, normaliseCouponCode(input.code), true);
  const problem = await problemOf(tx, coupon, input);
  if (problem || !coupon) throw badRequest(problem ?? COUPON_MESSAGES.unknown, COUPON_FIELD);
  const terms = couponTerms(coupon);
  return { couponId: coupon.id, terms, discountPaise: couponDiscount(terms, input.rentPaise) };
}

/**
 * Notes that a booking used a coupon (in the booking's transaction, after `couponForBooking`).
 * A discount of nothing is not a use: nothing is written.
 */
export async function recordRedemption(
  tx: Tx,
  input: { couponId: number; bookingId: number; userId: number; discountPaise: number },
): Promise<void> {
  if (input.discountPaise <= 0) return;
  await tx.insert(couponRedemptions).values(input);
}

/**
 * The checkout's check: whether `code` applies to the car over the period, for this customer.
 * Unknown codes are counted; after COUPON_ATTEMPTS_PER_HOUR of them in an hour, 429.
 */
export async function checkCoupon(
  db: Db,
  userId: number,
  body: CouponCheckBody,
  now = new Date(),
): Promise<{ terms: CouponTerms }> {
  const failed = await failedAttemptsSince(db, userId, new Date(now.getTime() - HOUR_MS));
  if (failed >= COUPON_ATTEMPTS_PER_HOUR) throw new HttpError(429, COUPON_MESSAGES.tooManyTries);
  return termsFor(db, userId, body, now, (code) => recordFailedAttempt(db, userId, code));
}

/**
 * The desk's check (decision 0049): whether the code a customer gives at the counter applies to
 * their booking of the car. Staff are not guessing codes: an unknown one is not counted against
 * the customer's own tries.
 */
export async function checkCouponAtCounter(
  db: Db,
  customerId: number,
  body: CouponCheckBody,
  now = new Date(),
): Promise<{ terms: CouponTerms }> {
  return termsFor(db, customerId, body, now, async () => {});
}

async function termsFor(
  db: Db,
  userId: number,
  body: CouponCheckBody,
  now: Date,
  onUnknown: (code: string) => Promise<void>,
): Promise<{ terms: CouponTerms }> {
  const car = await carScope(db, body.carId);
  if (!car) throw notFound(CAR_GONE_MESSAGE);
  const pickupAt = new Date(body.pickupAt);
  const dropAt = new Date(body.dropAt);
  if (dropAt <= pickupAt) throw badRequest(DROP_BEFORE_PICKUP_MESSAGE, 'dropAt');
  const code = normaliseCouponCode(body.code);
  const coupon = await findCouponByCode(db, code);
  if (!coupon) {
    await onUnknown(code);
    throw badRequest(COUPON_MESSAGES.unknown, 'code');
  }
  const tripHours = (dropAt.getTime() - pickupAt.getTime()) / HOUR_MS;
  const problem = await problemOf(db, coupon, { userId, car, tripHours, now });
  if (problem) throw badRequest(problem, 'code');
  return { terms: couponTerms(coupon) };
}
