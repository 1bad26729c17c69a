import { z } from 'zod';
import { MAX_DISPUTE_DAYS } from './trip-charge-disputes.js';
import { MAX_CHARGE_NOTICE_DAYS } from './trip-charges.js';

// ---- Rules per branch (issue 20, decision 0029) ----

/**
 * A branch's own rules. Defaults equal the behaviour before they existed: no grace period, the
 * package's extend rate per late hour, the site-wide fuel price per eighth
 * (FUEL_CHARGE_PER_EIGHTH_PAISE), drivers of 18 and over, no gap between two rentals of a car.
 */
export interface BranchRules {
  /** Minutes after the agreed drop that are not charged. */
  lateGraceMinutes: number;
  /** Per late hour; null: the package's extend rate. */
  lateRatePerHourPaise: number | null;
  /** Per eighth of a tank short; null: the site-wide price. */
  fuelChargePerEighthPaise: number | null;
  minDriverAge: number;
  /** Minutes a car stays free between two rentals, for cleaning and checks. */
  turnaroundMinutes: number;
  /**
   * Days after a return the deposit left stays held for tolls, challans and damage found
   * later, before it goes back by itself (0: it is payable at once, as before; issue 36).
   */
  depositHoldDays: number;
  /** Handling fees on charges after the trip, per kind (issue 36): a taxable supply. */
  tollFeePaise: number;
  challanFeePaise: number;
  damageFeePaise: number;
  /** Days a charge after the trip waits for the customer to pay before the held deposit pays it. */
  chargeNoticeDays: number;
  /** Days after a charge is recorded in which the renter may dispute it. */
  chargeDisputeDays: number;
}

export const DEFAULT_BRANCH_RULES: BranchRules = {
  lateGraceMinutes: 0,
  lateRatePerHourPaise: null,
  fuelChargePerEighthPaise: null,
  minDriverAge: 18,
  turnaroundMinutes: 0,
  depositHoldDays: 0,
  tollFeePaise: 0,
  challanFeePaise: 0,
  damageFeePaise: 0,
  chargeNoticeDays: 3,
  chargeDisputeDays: 7,
};

/** The most days a branch may hold a deposit after the return. */
export const MAX_DEPOSIT_HOLD_DAYS = 60;

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `Please enter the ${label} as a whole number.` })
    .int(`Please enter the ${label} as a whole number.`)
    .min(min, `The ${label} cannot be ${min === 0 ? 'negative' : `below ${min}`}.`)
    .max(max, `The ${label} cannot be more than ${max}.`);

/** Money in paise, or null for "use the default"; negative rates are refused. */
const paiseOrDefault = (label: string) =>
  z
    .number({ error: `Please enter the ${label} as a whole number of paise.` })
    .int(`Please enter the ${label} as a whole number of paise.`)
    .min(0, `The ${label} cannot be negative.`)
    .max(10_000_000, `The ${label} cannot be more than ₹1,00,000.`)
    .nullable();

const fee = (label: string) =>
  z
    .number({ error: `Please enter the ${label} as a whole number of paise.` })
    .int(`Please enter the ${label} as a whole number of paise.`)
    .min(0, `The ${label} cannot be negative.`)
    .max(500_000, `The ${label} cannot be more than ₹5,000.`);

export const branchRulesBodySchema = z.object({
  lateGraceMinutes: whole('grace period', 0, 24 * 60),
  lateRatePerHourPaise: paiseOrDefault('late rate per hour'),
  fuelChargePerEighthPaise: paiseOrDefault('fuel price per eighth'),
  minDriverAge: whole('minimum driver age', 18, 99),
  turnaroundMinutes: whole('turnaround time', 0, 24 * 60),
  depositHoldDays: whole('deposit hold', 0, MAX_DEPOSIT_HOLD_DAYS),
  // Charges after the trip (issue 36): left out, a rule keeps its value (older clients).
  tollFeePaise: fee('toll handling fee').optional(),
  challanFeePaise: fee('challan handling fee').optional(),
  damageFeePaise: fee('damage handling fee').optional(),
  chargeNoticeDays: whole('notice period', 0, MAX_CHARGE_NOTICE_DAYS).optional(),
  chargeDisputeDays: whole('dispute window', 1, MAX_DISPUTE_DAYS).optional(),
});
export type BranchRulesBody = z.infer<typeof branchRulesBodySchema>;

export const branchRulesSchema = branchRulesBodySchema.extend({
  branchId: z.number().int(),
  branchName: z.string(),
  tollFeePaise: z.number().int(),
  challanFeePaise: z.number().int(),
  damageFeePaise: z.number().int(),
  chargeNoticeDays: z.number().int(),
  chargeDisputeDays: z.number().int(),
});
export type BranchRulesView = z.infer<typeof branchRulesSchema>;
export const branchRulesListSchema = z.object({ branches: z.array(branchRulesSchema) });
export type BranchRulesList = z.infer<typeof branchRulesListSchema>;

/**
 * The rules a bill was computed under, kept in the bill so it shows which rule applied: the
 * grace period, the late rate and where it came from, the fuel price and where it came from.
 */
export const billRulesSchema = z.object({
  lateGraceMinutes: z.number().int(),
  lateRatePerHourPaise: z.number().int(),
  lateRateSource: z.enum(['branch', 'package']),
  fuelChargePerEighthPaise: z.number().int(),
  fuelPriceSource: z.enum(['branch', 'default']),
});
export type BillRules = z.infer<typeof billRulesSchema>;

/** The rules of a bill from the branch's, the package's extend rate and the site-wide fuel price. */
export function billRulesOf(
  rules: BranchRules,
  packageExtendRatePerHourPaise: number,
  defaultFuelChargePerEighthPaise: number,
): BillRules {
  return {
    lateGraceMinutes: rules.lateGraceMinutes,
    lateRatePerHourPaise: rules.lateRatePerHourPaise ?? packageExtendRatePerHourPaise,
    lateRateSource: rules.lateRatePerHourPaise === null ? 'package' : 'branch',
    fuelChargePerEighthPaise: rules.fuelChargePerEighthPaise ?? defaultFuelChargePerEighthPaise,
    fuelPriceSource: rules.fuelChargePerEighthPaise === null ? 'default' : 'branch',
  };
}
