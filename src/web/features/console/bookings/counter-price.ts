import { couponDiscount, type CouponTerms } from '../../../../shared/coupons';
import type { CounterCar, CounterCars } from '../../../../shared/counter-booking';
import type { GstTerms } from '../../../../shared/gst';
import { bookingPrice, chargedBookingPrice, type TripType } from '../../../../shared/pricing';

/**
 * A counter booking's price as the server charges it: each hour at the rate in force
 * (shared/seasons.ts), a coupon's discount on the rent by the shared rule (decision 0049, as the
 * checkout works it out) and the GST on the value after the discount (shared/pricing.ts).
 */
export function counterPrice(input: {
  car: CounterCar;
  pkg: CounterCar['ratePackages'][number];
  rules: CounterCars['priceRules'];
  pickupAt: Date;
  dropAt: Date;
  tripType: TripType;
  pickupDropPaise: number;
  coupon: CouponTerms | null;
  gst: GstTerms | null;
}) {
  const { car, pkg, rules, pickupAt, dropAt } = input;
  const priced = {
    hours: (dropAt.getTime() - pickupAt.getTime()) / 3_600_000,
    rates: pkg,
    trip: { pickupAt, dropAt, car, rules },
    deposits: {
      localPaise: car.securityDepositPaise,
      outstationPaise: car.outstationSecurityDepositPaise,
    },
    tripType: input.tripType,
    pickupDropPaise: input.pickupDropPaise,
  };
  const full = bookingPrice(priced);
  const price = input.coupon
    ? bookingPrice({ ...priced, discountPaise: couponDiscount(input.coupon, full.basePaise) })
    : full;
  return chargedBookingPrice(price, input.gst);
}
