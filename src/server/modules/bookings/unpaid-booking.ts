import type { GstTerms } from '../../../shared/gst.js';
import {
  bookingPrice,
  chargedBookingPrice,
  type PackageRates,
  type TripType,
} from '../../../shared/pricing.js';
import { minimumTripProblem, type RateSeason } from '../../../shared/seasons.js';
import { badRequest } from '../../lib/http-errors.js';
import type { NewBooking } from './booking-create.queries.js';

/**
 * A new booking waiting for payment, priced from the database rows only (shared/pricing.ts):
 * the package's rates over `hours`, each hour at the rate of the rule in force for it
 * (`rules`, shared/seasons.ts; refused with 400 when a season asks for a longer trip), the car's deposit for the trip type and the pickup/drop
 * option's charge, with GST added when prices exclude it (`gst`, null when GST is off). It holds the car for `holdMinutes` from `now`. Booked online or at the counter.
 */
export function unpaidBooking(input: {
  userId: number;
  car: {
    id: number;
    branchId: number;
    categoryId: number;
    securityDepositPaise: number;
    outstationSecurityDepositPaise: number;
  };
  rules: readonly RateSeason[];
  pkg: PackageRates & { id: number; extraKmRatePaise: number };
  option: { id: number; ratePaise: number };
  tripType: TripType;
  pickupAt: Date;
  dropAt: Date;
  hours: number;
  now: Date;
  holdMinutes: number;
  idempotencyKey: string;
  gst: GstTerms | null;
  /** A coupon's discount off the rent (the offers module checked it), 0 without one. */
  discountPaise?: number;
}): NewBooking {
  const { car, pkg, option } = input;
  const trip = { pickupAt: input.pickupAt, dropAt: input.dropAt, car, rules: input.rules };
  const tooShort = minimumTripProblem(trip, car, input.rules);
  if (tooShort) throw badRequest(tooShort, 'dropTime');
  const price = chargedBookingPrice(
    bookingPrice({
      hours: input.hours,
      rates: pkg,
      trip,
      discountPaise: input.discountPaise ?? 0,
      deposits: {
        localPaise: car.securityDepositPaise,
        outstationPaise: car.outstationSecurityDepositPaise,
      },
      tripType: input.tripType,
      pickupDropPaise: option.ratePaise,
    }),
    input.gst,
  );
  return {
    userId: input.userId,
    carId: car.id,
    ratePackageId: pkg.id,
    pickupAt: input.pickupAt,
    dropAt: input.dropAt,
    tripType: input.tripType,
    pickupDropOptionId: option.id,
    status: 'pending_payment',
    holdExpiresAt: new Date(input.now.getTime() + input.holdMinutes * 60_000),
    // The rent charged: after the discount, as it is taxed and refunded.
    rentPaise: price.basePaise - price.discountPaise,
    depositPaise: price.depositPaise,
    pickupDropPaise: price.pickupDropPaise,
    totalPaise: price.totalPaise,
    discountPaise: price.discountPaise,
    rentLines: price.lines ?? null,
    kmIncluded: price.kmIncluded,
    extraKmRatePaise: price.extraKmRatePaise,
    idempotencyKey: input.idempotencyKey,
  };
}
