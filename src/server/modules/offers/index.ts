// The offers module's public face (decision 0049): coupon codes, their uses and the tries at
// guessing them. Bookings call couponForBooking and recordRedemption inside their transaction.
export {
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
