import type { Paise } from './money.js';
import { DROP_NOT_AFTER_PICKUP_MESSAGE, formatHours } from './search.js';

/** The rate package fields that decide a period's price. */
export interface PackageRates {
  ratePerHourPaise: Paise;
  /** Kilometres included per booked hour (spec: distance). */
  kmPerHour: number;
}

export interface PeriodPrice {
  hours: number;
  /** Base fare: hours x rate per hour, rounded to whole paise. */
  basePaise: Paise;
  /** Driving limit: hours x km per hour. */
  kmIncluded: number;
}

/** Base fare and included kilometres of a package for a period. */
export function periodPrice(hours: number, rates: PackageRates): PeriodPrice {
  return {
    hours,
    basePaise: Math.round(hours * rates.ratePerHourPaise),
    kmIncluded: Math.round(hours * rates.kmPerHour),
  };
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
}

export interface BookingPrice extends PeriodPrice {
  depositPaise: Paise;
  pickupDropPaise: Paise;
  totalPaise: Paise;
  extraKmRatePaise: Paise;
}

/** Total payable = hours x rate per hour + security deposit + pickup/drop charge. */
export function bookingPrice(input: BookingPriceInput): BookingPrice {
  const period = periodPrice(input.hours, input.rates);
  const depositPaise = input.existingBooking
    ? 0
    : input.tripType === 'outstation'
      ? input.deposits.outstationPaise
      : input.deposits.localPaise;
  const pickupDropPaise = input.existingBooking ? 0 : input.pickupDropPaise;
  return {
    ...period,
    depositPaise,
    pickupDropPaise,
    totalPaise: period.basePaise + depositPaise + pickupDropPaise,
    extraKmRatePaise: input.rates.extraKmRatePaise,
  };
}

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
