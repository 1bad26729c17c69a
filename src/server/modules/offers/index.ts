// The offers module's public face (decision 0049): coupon codes, their uses and the tries at
// guessing them, and the referral for car rentals (decision 0051). Bookings call
// couponForBooking and recordRedemption (or referralForBooking and recordReferralUse) inside
// their transaction.
export {
  checkCouponAtCounter,
  couponForBooking,
  recordRedemption,
  COUPON_FIELD,
  type CouponForBooking,
} from './coupon-check.service.js';
export {
  createCoupon,
  listCoupons,
  setCouponActive,
  updateCoupon,
} from './coupon-admin.service.js';
export { offersRoutes } from './offers.routes.js';
export { referralSummary } from './referral-summary.service.js';
export {
  recordReferralUse,
  referralForBooking,
  rentalReferralAtSignUp,
  type OwedOf,
} from './rental-referral.service.js';
