/**
 * The final bill of a returned car (decision 0013): extra kilometres beyond the package's
 * allowance at the booking's extra-km rate, every started hour after the drop time at the
 * package's extend rate, and fuel below the pickup level per eighth of a tank.
 */

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
}

const HOUR_MS = 3_600_000;

/** Hours late, each started hour counting in full; on time or early is 0. */
export function lateHours(dropAt: Date, returnedAt: Date): number {
  const lateMs = returnedAt.getTime() - dropAt.getTime();
  return lateMs > 0 ? Math.ceil(lateMs / HOUR_MS) : 0;
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
  const late = lateHours(input.dropAt, input.returnedAt);
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
