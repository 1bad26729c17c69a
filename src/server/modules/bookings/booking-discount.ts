import type { Tx } from '../../db/client.js';
import {
  couponForBooking,
  recordRedemption,
  recordReferralUse,
  referralForBooking,
} from '../offers/index.js';

/**
 * A discount the offers module checks and records inside the booking's transaction: `take`
 * checks it against the rent (locking what it uses) and says how much comes off; `record`
 * notes the use once the booking row exists (nothing when nothing came off).
 */
export interface Discount {
  take(
    tx: Tx,
    rentPaise: number,
  ): Promise<{ discountPaise: number; record(bookingId: number): Promise<void> }>;
}

export const couponDiscount = (
  code: string,
  userId: number,
  car: { branchId: number; categoryId: number },
  tripHours: number,
  now: Date,
): Discount => ({
  async take(tx, rentPaise) {
    const coupon = await couponForBooking(tx, { code, userId, car, tripHours, rentPaise, now });
    return {
      discountPaise: coupon.discountPaise,
      record: (bookingId) =>
        recordRedemption(tx, {
          couponId: coupon.couponId,
          bookingId,
          userId,
          discountPaise: coupon.discountPaise,
        }),
    };
  },
});

export const referralDiscount = (userId: number): Discount => ({
  async take(tx, rentPaise) {
    const referral = await referralForBooking(tx, { userId, rentPaise });
    return {
      discountPaise: referral.discountPaise,
      record: async (bookingId) => {
        if (referral.discountPaise <= 0) return;
        await recordReferralUse(tx, { ...referral, bookingId });
      },
    };
  },
});
