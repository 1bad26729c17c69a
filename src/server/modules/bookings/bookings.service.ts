import {
  BOOKING_NOT_FOUND_MESSAGE,
  BOOKING_TAKEN_MESSAGE,
  type Booking,
  type CreateBookingBody,
} from '../../../shared/bookings.js';
import { gstTermsOf } from '../../../shared/gst.js';
import { validateSearch } from '../../../shared/search.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { RENTAL_REFERRAL_MESSAGES } from '../../../shared/rental-referral.js';
import { COUPON_FIELD } from '../offers/index.js';
import {
  findBookingInputs,
  insertBookingIfFree,
  type NewBooking,
} from './booking-create.queries.js';
import { findBookingByKey, findBookingOf, type BookingRow } from './bookings.queries.js';
import { newBookingView, toBookings } from './booking-view.js';
import { sameKeyBookingOrThrow } from './insert-conflicts.js';
import { unpaidBooking } from './unpaid-booking.js';
import { couponDiscount, referralDiscount, type Discount } from './booking-discount.js';

const CAR_GONE_MESSAGE = 'This car is not available on our site any more.';

export async function getBooking(db: Db, userId: number, bookingId: number): Promise<Booking> {
  const row = await findBookingOf(db, userId, bookingId);
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const [booking] = await toBookings(db, [row]);
  if (!booking) throw new Error('Expected the booking view, found none.');
  return booking;
}

/**
 * Creates an unpaid booking that holds the car for `holdMinutes`. The price comes from the
 * database only, GST added when prices exclude it (the client's total is never read). Returns `created: false` when this customer already sent this key. Two
 * statements (decision 0004): the inputs in one read, the insert in one write.
 */
export async function createBooking(
  db: Db,
  input: { userId: number; key: string; body: CreateBookingBody; holdMinutes: number },
): Promise<{ booking: Booking; created: boolean }> {
  const { userId, key, body } = input;
  const found = await findBookingInputs(db, {
    userId,
    key,
    carId: body.carId,
    ratePackageId: body.ratePackageId,
    optionId: body.pickupDropOptionId,
  });
  const earlier = found ? found.earlierId : await findBookingByKey(db, userId, key);
  if (earlier) return { booking: await getBooking(db, userId, earlier), created: false };
  if (!found) throw notFound(CAR_GONE_MESSAGE);
  const { car, pkg, option } = found;
  const now = new Date();
  const period = validateSearch({ branch: String(car.branchId), ...pickPeriod(body) }, now);
  if (!period.ok) throw badRequest(period.message, period.field);
  if (!pkg) throw badRequest('Oops! Please select a rate package of this car.', 'ratePackageId');
  if (!option) {
    throw badRequest(
      "Oops! Please select a pickup and drop option of this car's branch.",
      'pickupDropOptionId',
    );
  }
  const priced = {
    userId,
    car,
    rules: found.rules,
    pkg,
    option,
    tripType: body.tripType,
    pickupAt: period.value.pickupAt,
    dropAt: period.value.dropAt,
    hours: period.value.hours,
    now,
    holdMinutes: input.holdMinutes,
    idempotencyKey: key,
    gst: gstTermsOf({
      homeState: found.gstHomeState,
      pricesIncludeTax: found.gstPricesIncludeTax,
      rateBp: found.gstRateBp,
      buyerGstin: found.buyerGstin,
    }),
  };
  const unpaid = unpaidBooking(priced);
  const code = body.couponCode?.trim() ?? '';
  // One discount per booking: a coupon or the referral offer (decision 0051).
  if (code && body.useReferral)
    throw badRequest(RENTAL_REFERRAL_MESSAGES.notWithCoupon, COUPON_FIELD);
  const discount = code
    ? couponDiscount(code, userId, car, period.value.hours, now)
    : body.useReferral
      ? referralDiscount(userId)
      : undefined;
  let row;
  try {
    row = discount
      ? await insertWithDiscount(db, discount, unpaid.rentPaise, (discountPaise) =>
          unpaidBooking({ ...priced, discountPaise }),
        )
      : await insertBookingIfFree(db, unpaid);
    // A staff block (maintenance) covers the period.
    if (!row) throw conflict(BOOKING_TAKEN_MESSAGE);
  } catch (error) {
    // A coupon or referral that does not apply is the customer's answer, not a clash.
    if (error instanceof HttpError && error.statusCode !== 409) throw error;
    const same = await sameKeyBookingOrThrow(db, userId, key, error, BOOKING_TAKEN_MESSAGE);
    return { booking: await getBooking(db, userId, same), created: false };
  }
  const booking = newBookingView({ ...car, categoryName: found.categoryName, booking: row }, now);
  return { booking, created: true };
}

/**
 * A booking with a discount, in one transaction (decisions 0049, 0051): the offers module checks
 * the coupon or referral against the trip and its rent, the booking is priced with the discount
 * and inserted, and the use is recorded.
 */
async function insertWithDiscount(
  db: Db,
  discount: Discount,
  rentPaise: number,
  price: (discountPaise: number) => NewBooking,
): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const taken = await discount.take(tx, rentPaise);
    const row = await insertBookingIfFree(tx, price(taken.discountPaise));
    if (row) await taken.record(row.id);
    return row;
  });
}

const pickPeriod = (b: CreateBookingBody) => ({
  pickupDate: b.pickupDate,
  pickupTime: b.pickupTime,
  dropDate: b.dropDate,
  dropTime: b.dropTime,
});
