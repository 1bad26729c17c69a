/**
 * The final bill of a returned car (decisions 0013, 0029): extra kilometres beyond the package's
 * allowance at the booking's extra-km rate, late hours beyond the branch's grace period at the
 * branch's late rate (or the package's extend rate), and fuel below the pickup level per eighth
 * of a tank at the branch's price (or the site-wide one).
 */
import type { BillRules } from './branch-rules.js';

/** Fuel gauges are read in eighths of a tank: 0 (empty) to 8 (full). */
export const FUEL_EIGHTHS_MAX = 8;

export interface BillInput {
  pickupOdometerKm: number;
  returnOdometerKm: number;
  kmIncluded: number;
  extraKmRatePaise: number;
  /** The agreed drop time (the last paid extension's, if any). */
  dropAt: Date;
  returnedAt: Date;
  /** Minutes after the drop that are free (the branch's grace period). */
  lateGraceMinutes: number;
  extendRatePerHourPaise: number;
  pickupFuelEighths: number;
  returnFuelEighths: number;
  fuelChargePerEighthPaise: number;
  damagePaise: number;
  depositPaise: number;
}

export interface FinalBill {
  kmDriven: number;
  kmIncluded: number;
  extraKm: number;
  extraKmPaise: number;
  lateHours: number;
  latePaise: number;
  fuelEighthsShort: number;
  fuelPaise: number;
  damagePaise: number;
  chargesPaise: number;
  depositPaise: number;
  /** Deposit minus charges, never below zero: what goes back to the customer. */
  depositRefundPaise: number;
  /** Charges beyond the deposit: what the customer still owes. */
  balanceDuePaise: number;
  /** The rules applied; absent on bills from before rules per branch. */
  rules?: BillRules;
}

const HOUR_MS = 3_600_000;

const MINUTE_MS = 60_000;

/**
 * Hours charged for a late return: the whole minutes late (seconds ignored), less the grace
 * period, rounded up to whole hours. 2 h 0 min late with 15 min grace: 105 min, 2 hours; with no
 * grace: 2 hours; 15 min late with 15 min grace: 0; 16 min: 1 hour.
 */
export function lateHours(dropAt: Date, returnedAt: Date, graceMinutes = 0): number {
  const lateMinutes = Math.floor((returnedAt.getTime() - dropAt.getTime()) / MINUTE_MS);
  const charged = lateMinutes - graceMinutes;
  return charged > 0 ? Math.ceil((charged * MINUTE_MS) / HOUR_MS) : 0;
}

/** Kilometres beyond the allowance; never negative. */
export function extraKm(kmDriven: number, kmIncluded: number): number {
  return Math.max(0, kmDriven - kmIncluded);
}

/** Eighths of a tank missing compared with pickup; a fuller tank is not paid back. */
export function fuelEighthsShort(pickupEighths: number, returnEighths: number): number {
  return Math.max(0, pickupEighths - returnEighths);
}

export function finalBill(input: BillInput): FinalBill {
  const kmDriven = input.returnOdometerKm - input.pickupOdometerKm;
  if (kmDriven < 0) throw new RangeError('The return odometer is below the pickup reading.');
  const extra = extraKm(kmDriven, input.kmIncluded);
  const late = lateHours(input.dropAt, input.returnedAt, input.lateGraceMinutes);
  const short = fuelEighthsShort(input.pickupFuelEighths, input.returnFuelEighths);
  const extraKmPaise = extra * input.extraKmRatePaise;
  const latePaise = late * input.extendRatePerHourPaise;
  const fuelPaise = short * input.fuelChargePerEighthPaise;
  const chargesPaise = extraKmPaise + latePaise + fuelPaise + input.damagePaise;
  return {
    kmDriven,
    kmIncluded: input.kmIncluded,
    extraKm: extra,
    extraKmPaise,
    lateHours: late,
    latePaise,
    fuelEighthsShort: short,
    fuelPaise,
    damagePaise: input.damagePaise,
    chargesPaise,
    depositPaise: input.depositPaise,
    depositRefundPaise: Math.max(0, input.depositPaise - chargesPaise),
    balanceDuePaise: Math.max(0, chargesPaise - input.depositPaise),
  };
}
