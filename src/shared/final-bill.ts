/**
 * The final bill of a returned car (decisions 0013, 0029): extra kilometres beyond the package's
 * allowance at the booking's extra-km rate, late hours beyond the branch's grace period at the
 * branch's late rate (or the package's extend rate), and fuel below the pickup level per eighth
 * of a tank at the branch's price (or the site-wide one).
 */
import type { BillRules } from './branch-rules.js';
import { chargeFor, type GstTerms } from './gst.js';

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
  /**
   * What the customer still owed when the car came back (a dearer change of the booking not
   * paid yet, issue 32): the deposit covers it before anything comes back.
   */
  owedBeforePaise?: number;
  /**
   * The GST terms at the return (decision 0031). With prices excluding GST each charge above
   * is its taxable value and the bill adds its GST; otherwise the charges include it.
   */
  gst?: GstTerms | null;
}

/** The GST a bill adds to its charges (prices excluding GST), each charge taxed on its own. */
export interface BillGst {
  rateBp: number;
  interState: boolean;
  extraKmPaise: number;
  latePaise: number;
  fuelPaise: number;
  damagePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
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
  /** Still owed from before the return (a dearer change); absent when nothing was. */
  owedBeforePaise?: number;
  /** Deposit minus charges and what was owed before, never below zero: what goes back. */
  depositRefundPaise: number;
  /** Charges and what was owed before, beyond the deposit: what the customer still owes. */
  balanceDuePaise: number;
  /** The rules applied; absent on bills from before rules per branch. */
  rules?: BillRules;
  /** GST added to the charges (included in `chargesPaise`); absent when prices include GST. */
  gst?: BillGst;
}

export const BILL_CHARGES = ['extraKmPaise', 'latePaise', 'fuelPaise', 'damagePaise'] as const;
export type BillCharge = (typeof BILL_CHARGES)[number];

/**
 * What each charge of a bill costs the customer, its GST included: the amounts the journal and
 * the tax invoice split (as paid) into taxable value and tax.
 */
export function chargedAmounts(
  bill: Pick<FinalBill, BillCharge | 'gst'>,
): Record<BillCharge, number> {
  const withGst = (key: BillCharge) => bill[key] + (bill.gst?.[key] ?? 0);
  return {
    extraKmPaise: withGst('extraKmPaise'),
    latePaise: withGst('latePaise'),
    fuelPaise: withGst('fuelPaise'),
    damagePaise: withGst('damagePaise'),
  };
}

/** The GST to add to each charge, or undefined when the prices include it (or none applies). */
function billGst(
  charges: Record<BillCharge, number>,
  terms: GstTerms | null | undefined,
): BillGst | undefined {
  if (!terms || terms.pricesIncludeTax) return undefined;
  const splits = BILL_CHARGES.map((key) => [key, chargeFor(charges[key], terms)] as const);
  const sum = (part: 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
    splits.reduce((s, [, split]) => s + split[part], 0);
  const added = Object.fromEntries(
    splits.map(([key, split]) => [key, split.totalPaise - split.taxablePaise]),
  ) as Record<BillCharge, number>;
  return {
    rateBp: terms.rateBp,
    interState: terms.interState,
    ...added,
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
  };
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
  const gst = billGst(
    { extraKmPaise, latePaise, fuelPaise, damagePaise: input.damagePaise },
    input.gst,
  );
  const gstPaise = gst ? gst.cgstPaise + gst.sgstPaise + gst.igstPaise : 0;
  const chargesPaise = extraKmPaise + latePaise + fuelPaise + input.damagePaise + gstPaise;
  const owedBefore = Math.max(0, input.owedBeforePaise ?? 0);
  const owedInAll = chargesPaise + owedBefore;
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
    ...(owedBefore > 0 ? { owedBeforePaise: owedBefore } : {}),
    depositRefundPaise: Math.max(0, input.depositPaise - owedInAll),
    balanceDuePaise: Math.max(0, owedInAll - input.depositPaise),
    ...(gst ? { gst } : {}),
  };
}
