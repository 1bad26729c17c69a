import { chargeFor, gstAddedTo, type GstSplit, type GstTerms } from './gst.js';
import type { Paise } from './money.js';
import { DROP_NOT_AFTER_PICKUP_MESSAGE, formatHours } from './search.js';
import {
  rentLines,
  rentOf,
  type RateSeason,
  type RentLine,
  type SeasonCar,
  type TripDay,
} from './seasons.js';

/** The rate package fields that decide a period's price. */
export interface PackageRates {
  ratePerHourPaise: Paise;
  /** Kilometres included per booked hour (spec: distance). */
  kmPerHour: number;
}

export interface PeriodPrice {
  hours: number;
  /** Base fare: each hour at its rate (shared/seasons.ts), rounded to whole paise. */
  basePaise: Paise;
  /** Driving limit: hours x km per hour. */
  kmIncluded: number;
  /** The hours by rate, when a season or the standing rule priced some (decision 0049). */
  lines?: RentLine[];
}

/** The trip, its car and the rate rules that may cover it: what prices hour by hour. */
export interface SeasonalTrip {
  pickupAt: Date;
  dropAt: Date;
  car: SeasonCar;
  rules: readonly RateSeason[];
  /** The trip's IST days (`tripDays`), when the caller prices many cars for one trip. */
  days?: readonly TripDay[];
}

/**
 * Base fare and included kilometres of a package for a period: hours x rate per hour, or with
 * `trip` each hour at the rate of the rule in force for it (the same when no rule covers it).
 */
export function periodPrice(hours: number, rates: PackageRates, trip?: SeasonalTrip): PeriodPrice {
  const kmIncluded = Math.round(hours * rates.kmPerHour);
  if (!trip || trip.rules.length === 0) {
    return { hours, basePaise: Math.round(hours * rates.ratePerHourPaise), kmIncluded };
  }
  const lines = rentLines(trip, rates.ratePerHourPaise, trip.car, trip.rules, trip.days);
  if (lines.every((line) => line.seasonId === null)) {
    return { hours, basePaise: Math.round(hours * rates.ratePerHourPaise), kmIncluded };
  }
  return { hours, basePaise: rentOf(lines), kmIncluded, lines };
}

export type TripType = 'local' | 'outstation';

export interface BookingPriceInput {
  hours: number;
  rates: PackageRates & { extraKmRatePaise: Paise };
  deposits: { localPaise: Paise; outstationPaise: Paise };
  tripType: TripType;
  pickupDropPaise: Paise;
  /** Extending or paying an existing booking: no deposit and no pickup/drop charge. */
  existingBooking?: boolean;
  /** Prices each hour by the rate rules in force (shared/seasons.ts). */
  trip?: SeasonalTrip;
  /** A coupon's discount off the base fare (shared/coupons.ts), at most the fare. */
  discountPaise?: Paise;
}

export interface BookingPrice extends PeriodPrice {
  /** Off the base fare: what is charged (and taxed) is the fare less this. */
  discountPaise: Paise;
  depositPaise: Paise;
  pickupDropPaise: Paise;
  totalPaise: Paise;
  extraKmRatePaise: Paise;
}

/**
 * Total payable = the base fare (each hour at its rate) less a coupon's discount + security
 * deposit + pickup/drop charge.
 */
export function bookingPrice(input: BookingPriceInput): BookingPrice {
  const period = periodPrice(input.hours, input.rates, input.trip);
  const depositPaise = input.existingBooking
    ? 0
    : input.tripType === 'outstation'
      ? input.deposits.outstationPaise
      : input.deposits.localPaise;
  const pickupDropPaise = input.existingBooking ? 0 : input.pickupDropPaise;
  const discountPaise = Math.min(Math.max(0, input.discountPaise ?? 0), period.basePaise);
  return {
    ...period,
    discountPaise,
    depositPaise,
    pickupDropPaise,
    totalPaise: period.basePaise - discountPaise + depositPaise + pickupDropPaise,
    extraKmRatePaise: input.rates.extraKmRatePaise,
  };
}

export interface ChargedBookingPrice extends BookingPrice {
  /** The rent after any discount and the pickup/drop charge as one supply (never the deposit), with its GST. */
  gst: GstSplit;
  /** GST added on top of the shown prices: 0 when they include GST. */
  gstAddedPaise: Paise;
  /** What the customer pays: the shown prices, the GST added to them and the deposit. */
  totalPaise: Paise;
}

/**
 * A booking's (or extension's) price as charged under the GST terms (decision 0031). With
 * prices excluding GST the base fare and pickup/drop charge are the taxable value and the
 * total adds their GST; the deposit never carries any. The server prices every booking with
 * this and the checkout shows the same figures.
 */
export function chargedBookingPrice(
  price: BookingPrice,
  terms: GstTerms | null,
): ChargedBookingPrice {
  // GST on the value after the discount (CGST Act s.15(3)(a): shown on the documents).
  const supply = price.basePaise - price.discountPaise + price.pickupDropPaise;
  const gst = chargeFor(supply, terms);
  const gstAddedPaise = gst.totalPaise - supply;
  return { ...price, gst, gstAddedPaise, totalPaise: price.totalPaise + gstAddedPaise };
}

/** The GST a booking row was charged on top of its prices: its total less what they add up to. */
export const gstChargedOn = (b: {
  totalPaise: Paise;
  rentPaise: Paise;
  depositPaise: Paise;
  pickupDropPaise: Paise;
}) => b.totalPaise - b.rentPaise - b.depositPaise - b.pickupDropPaise;

export interface CancellationRule {
  minHoursBeforeStart: number;
  /** Null means "and more". */
  maxHoursBeforeStart: number | null;
  deductionPercent: number;
}

/** The rule for the hours left before pickup: min inclusive, max exclusive. */
export function cancellationRuleFor(
  rules: readonly CancellationRule[],
  hoursBeforePickup: number,
): CancellationRule | undefined {
  return rules.find(
    (r) =>
      hoursBeforePickup >= r.minHoursBeforeStart &&
      (r.maxHoursBeforeStart === null || hoursBeforePickup < r.maxHoursBeforeStart),
  );
}

export interface CancellationRefund {
  deductionPercent: number;
  /** deduction_percent of the base fare, rounded to whole paise. */
  deductionPaise: Paise;
  rentRefundPaise: Paise;
  /** The security deposit is always refunded in full. */
  depositRefundPaise: Paise;
  pickupDropRefundPaise: Paise;
  refundPaise: Paise;
}

/** The refund of a cancellation: only the base fare bears the deduction. */
export function cancellationRefund(
  booking: { rentPaise: Paise; depositPaise: Paise; pickupDropPaise: Paise },
  rules: readonly CancellationRule[],
  hoursBeforePickup: number,
): CancellationRefund {
  const deductionPercent = cancellationRuleFor(rules, hoursBeforePickup)?.deductionPercent ?? 0;
  const deductionPaise = Math.round((booking.rentPaise * deductionPercent) / 100);
  const rentRefundPaise = booking.rentPaise - deductionPaise;
  return {
    deductionPercent,
    deductionPaise,
    rentRefundPaise,
    depositRefundPaise: booking.depositPaise,
    pickupDropRefundPaise: booking.pickupDropPaise,
    refundPaise: rentRefundPaise + booking.depositPaise + booking.pickupDropPaise,
  };
}

export interface CancellationRefundWithGst extends CancellationRefund {
  /** The GST on the deduction, kept with it (prices excluding GST); 0 otherwise. */
  deductionGstPaise: Paise;
  /** The GST paid on top of the prices that goes back with the refund. */
  gstRefundPaise: Paise;
}

/**
 * The refund of a booking charged GST on top of its prices (`gstPaidPaise`, its rows'
 * `gstChargedOn`): the deduction keeps its own GST, by the same per-line rule at the terms'
 * rate, and the rest of the GST goes back. A booking priced with GST included (nothing added)
 * refunds as before.
 */
export function withCancellationGst(
  refund: CancellationRefund,
  gstPaidPaise: Paise,
  terms: GstTerms | null,
): CancellationRefundWithGst {
  if (gstPaidPaise <= 0) return { ...refund, deductionGstPaise: 0, gstRefundPaise: 0 };
  const deductionGstPaise = Math.min(
    gstPaidPaise,
    terms ? gstAddedTo(refund.deductionPaise, { ...terms, pricesIncludeTax: false }) : 0,
  );
  const gstRefundPaise = gstPaidPaise - deductionGstPaise;
  return {
    ...refund,
    deductionGstPaise,
    gstRefundPaise,
    refundPaise: refund.refundPaise + gstRefundPaise,
  };
}

/** Shortest extension in hours: the spec's extension check refuses only under 5 hours. */
export const EXTENSION_MIN_HOURS = 5;

export function extensionTooShortMessage(hours: number): string {
  return `The minimum extension is ${EXTENSION_MIN_HOURS} hours. Unfortunately, your requested extension is for only ${formatHours(hours)} hours. Please choose a later drop time.`;
}

/** Null when the new drop extends the booking enough, else the message to show. */
export function extensionProblem(oldDrop: Date, newDrop: Date): string | null {
  const hours = (newDrop.getTime() - oldDrop.getTime()) / 3_600_000;
  if (hours <= 0) {
    return DROP_NOT_AFTER_PICKUP_MESSAGE;
  }
  return hours < EXTENSION_MIN_HOURS ? extensionTooShortMessage(hours) : null;
}
