import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateBookingBody } from '../../../../shared/bookings';
import { couponDiscount, type CouponTerms } from '../../../../shared/coupons';
import { rentalReferralDiscount } from '../../../../shared/rental-referral';
import { useRentalReferral } from '../../../lib/rental-referral';

/**
 * The booking's one discount: a coupon or the customer's referral offer (decision 0051), never
 * both. The offer is taken unless the customer unticks it or applies a coupon; removing the
 * coupon brings it back, and ticking it removes the coupon.
 */
export function useDiscountChoice() {
  const { t } = useTranslation();
  const referral = useRentalReferral();
  // Unknown (loading, or the question failed): the booking goes ahead without the offer.
  const offer = referral.data?.offer ?? null;
  const [coupon, setCoupon] = useState<CouponTerms | null>(null);
  const [declined, setDeclined] = useState(false);
  const referralOn = offer !== null && coupon === null && !declined;
  /** The discount off `rentPaise` by the same rules as the server's, or undefined. */
  const discountOf = useCallback(
    (rentPaise: number): number | undefined =>
      coupon
        ? couponDiscount(coupon, rentPaise)
        : referralOn
          ? rentalReferralDiscount(offer, rentPaise)
          : undefined,
    [coupon, referralOn, offer],
  );

  return {
    offer,
    coupon,
    referralOn,
    applyCoupon: setCoupon,
    chooseReferral: (checked: boolean) => {
      setDeclined(!checked);
      if (checked) setCoupon(null);
    },
    discountOf,
    /** The breakdown's name for the discount. */
    label: coupon
      ? t('checkout.price.discount', { code: coupon.code })
      : offer?.kind === 'credit'
        ? t('checkout.price.referralCredit')
        : t('checkout.price.referralOffer'),
    /** The booking request with the discount chosen. */
    withDiscount: (body: CreateBookingBody): CreateBookingBody =>
      coupon
        ? { ...body, couponCode: coupon.code }
        : referralOn
          ? { ...body, useReferral: true }
          : body,
  };
}
