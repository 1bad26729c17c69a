import { z } from 'zod';
import { calendarDate, isCalendarDate } from './calendar-date.js';
import { formatIstDate } from './ist-format.js';
import type { Paise } from './money.js';

// Coupon codes (decision 0049): a manager's code takes a percentage (with an optional cap) or
// an amount off a booking's rent. The rules are pure, so the checkout shows the discount the
// server will give and the server refuses with the same sentences.

export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
/** The most failed coupon tries a customer has in an hour before the check answers 429. */
export const COUPON_ATTEMPTS_PER_HOUR = 10;
export const COUPON_DESCRIPTION_MAX = 200;
export const COUPON_MAX_TRIP_HOURS = 720;
/** Amounts a manager can type: up to ₹10,00,000. */
const PAISE_MAX = 100_000_000;

/** Every sentence the coupon rules and the offers module write (English; Hindi in the catalogues). */
export const COUPON_MESSAGES = {
  unknown: 'This coupon code does not exist.',
  enterCode: 'Please enter a coupon code.',
  inactive: 'This coupon is not available any more.',
  branch: 'This coupon is not valid at this branch.',
  category: 'This coupon is not valid for this car category.',
  usedUp: 'This coupon has been fully used.',
  customerUsedUp: 'You have already used this coupon as many times as it allows.',
  firstBooking: 'This coupon is only for your first booking.',
  tooManyTries: 'Too many coupon codes tried. Please try again in an hour.',
  // The console's form and answers
  code: 'Enter a code of 3 to 20 letters and digits, such as MONSOON10.',
  description: `The description has at most ${COUPON_DESCRIPTION_MAX} characters.`,
  kind: 'Choose a percentage or an amount off.',
  percent: 'Enter a percentage from 1 to 100.',
  amount: 'Enter the amount off, at least ₹1.',
  cap: 'Enter the most a booking can get off, at least ₹1, or leave it empty.',
  startsOn: 'Enter the first day the coupon can be used.',
  endsOn: 'Enter the last day the coupon can be used.',
  endsBeforeStart: 'The last day must be on or after the first day.',
  branches: 'Choose the branches from the list.',
  categories: 'Choose the car categories from the list.',
  minTripHours: `Enter a shortest trip of 1 to ${COUPON_MAX_TRIP_HOURS} hours, or leave it empty.`,
  maxUses: 'Enter how many bookings can use the coupon, at least 1, or leave it empty.',
  maxUsesPerCustomer: 'Enter how many times one customer can use the coupon, at least 1.',
  duplicate: 'This coupon code is already in use.',
  notFound: 'This coupon was not found.',
  ownBranchOnly: 'You can make coupons only for your own branch. Choose your branch.',
  activeFlag: 'Say whether the coupon is on or off.',
  // The customer's check
  chooseCar: 'Please choose a car.',
  pickupTime: 'Please choose the pickup date and time.',
  dropTime: 'Please choose the drop date and time.',
} as const;

/** An IST calendar date (YYYY-MM-DD) as the messages name it: "5 Sept 2026". */
const dayName = (date: string) => formatIstDate(new Date(`${date}T12:00:00+05:30`), 'en');

export const couponNotYetMessage = (startsOn: string) =>
  `This coupon can be used from ${dayName(startsOn)}.`;
export const couponExpiredMessage = (endsOn: string) =>
  `This coupon expired on ${dayName(endsOn)}.`;
export const couponMinHoursMessage = (hours: number) =>
  `This coupon is for trips of at least ${hours} hours.`;

/** What a customer types, as codes are kept: no spaces around it, upper-case. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

const M = COUPON_MESSAGES;
const int = (message: string) => z.number({ error: message }).int({ error: message });
const optionalInt = (message: string, min: number, max: number) =>
  int(message).min(min, message).max(max, message).nullable().default(null);
const ids = (message: string) =>
  z.array(int(message).positive(message), { error: message }).max(100, message).default([]);
const description = z
  .string({ error: M.description })
  .trim()
  .max(COUPON_DESCRIPTION_MAX, M.description)
  .default('');

/**
 * The console's coupon form. Percent needs `percent` (the amount is ignored), amount needs
 * `amountPaise` (the percent and the cap are ignored); the service stores only what applies.
 */
export const couponInputSchema = z
  .object({
    code: z.string({ error: M.code }).trim().toUpperCase().regex(COUPON_CODE_PATTERN, M.code),
    description,
    descriptionHi: description,
    kind: z.enum(COUPON_KINDS, { error: M.kind }),
    percent: optionalInt(M.percent, 1, 100),
    amountPaise: optionalInt(M.amount, 100, PAISE_MAX),
    maxDiscountPaise: optionalInt(M.cap, 100, PAISE_MAX),
    startsOn: calendarDate(M.startsOn),
    endsOn: calendarDate(M.endsOn),
    branchIds: ids(M.branches),
    categoryIds: ids(M.categories),
    minTripHours: optionalInt(M.minTripHours, 1, COUPON_MAX_TRIP_HOURS),
    maxUses: optionalInt(M.maxUses, 1, 10_000_000),
    maxUsesPerCustomer: int(M.maxUsesPerCustomer)
      .min(1, M.maxUsesPerCustomer)
      .max(1000, M.maxUsesPerCustomer)
      .default(1),
    firstBookingOnly: z.boolean().default(false),
    isActive: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && c.percent === null) {
      ctx.addIssue({ code: 'custom', message: M.percent, path: ['percent'] });
    }
    if (c.kind === 'amount' && c.amountPaise === null) {
      ctx.addIssue({ code: 'custom', message: M.amount, path: ['amountPaise'] });
    }
    if (isCalendarDate(c.startsOn) && isCalendarDate(c.endsOn) && c.endsOn < c.startsOn) {
      ctx.addIssue({ code: 'custom', message: M.endsBeforeStart, path: ['endsOn'] });
    }
  });
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponValues = z.output<typeof couponInputSchema>;

/** What a customer learns of a coupon that applies: enough to show and compute the discount. */
export const couponTermsSchema = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().int().nullable(),
  amountPaise: z.number().int().nullable(),
  maxDiscountPaise: z.number().int().nullable(),
  description: z.string(),
  descriptionHi: z.string(),
});
export type CouponTerms = z.infer<typeof couponTermsSchema>;

/**
 * The discount a coupon gives on `rentPaise`: a percentage rounded to the paisa and held to its
 * cap, or its amount; never more than the rent and never below nothing.
 */
export function couponDiscount(terms: CouponTerms, rentPaise: Paise): Paise {
  const rent = Math.max(0, Math.round(rentPaise));
  let off: number;
  if (terms.kind === 'percent') {
    off = Math.round((rent * (terms.percent ?? 0)) / 100);
    if (terms.maxDiscountPaise !== null) off = Math.min(off, terms.maxDiscountPaise);
  } else {
    off = terms.amountPaise ?? 0;
  }
  return Math.max(0, Math.min(off, rent));
}

/** The rules of a coupon that decide whether it applies (a coupons row has them all). */
export interface CouponRules {
  isActive: boolean;
  /** IST dates, both inclusive. */
  startsOn: string;
  endsOn: string;
  /** Empty: every branch (category). */
  branchIds: readonly number[];
  categoryIds: readonly number[];
  minTripHours: number | null;
  maxUses: number | null;
  maxUsesPerCustomer: number;
  firstBookingOnly: boolean;
}

/** The booking a coupon is tried on. */
export interface CouponContext {
  /** Today's IST date (YYYY-MM-DD). */
  today: string;
  branchId: number;
  categoryId: number;
  tripHours: number;
  /** Live bookings (not cancelled or lapsed) that used the coupon. */
  usesSoFar: number;
  /** ...of them, this customer's. */
  customerUsesSoFar: number;
  /** Whether the customer has a booking that is not cancelled, lapsed or awaiting payment. */
  customerHasBooked: boolean;
}

/** Why a coupon does not apply, its first reason's sentence; null when it does. */
export function couponProblem(
  coupon: CouponRules | null | undefined,
  context: CouponContext,
): string | null {
  if (!coupon) return M.unknown;
  if (!coupon.isActive) return M.inactive;
  if (context.today < coupon.startsOn) return couponNotYetMessage(coupon.startsOn);
  if (context.today > coupon.endsOn) return couponExpiredMessage(coupon.endsOn);
  if (coupon.branchIds.length > 0 && !coupon.branchIds.includes(context.branchId)) {
    return M.branch;
  }
  if (coupon.categoryIds.length > 0 && !coupon.categoryIds.includes(context.categoryId)) {
    return M.category;
  }
  if (coupon.minTripHours !== null && context.tripHours < coupon.minTripHours) {
    return couponMinHoursMessage(coupon.minTripHours);
  }
  if (coupon.maxUses !== null && context.usesSoFar >= coupon.maxUses) return M.usedUp;
  if (context.customerUsesSoFar >= coupon.maxUsesPerCustomer) return M.customerUsedUp;
  if (coupon.firstBookingOnly && context.customerHasBooked) return M.firstBooking;
  return null;
}

// ---- The customer's check and the console's pages ----

export const couponCheckBodySchema = z.object({
  code: z
    .string({ error: M.enterCode })
    .trim()
    .toUpperCase()
    .min(1, M.enterCode)
    .max(40, M.unknown),
  carId: z.number({ error: M.chooseCar }).int(M.chooseCar).positive(M.chooseCar),
  pickupAt: z.iso.datetime({ offset: true, error: M.pickupTime }),
  dropAt: z.iso.datetime({ offset: true, error: M.dropTime }),
});
export type CouponCheckBody = z.infer<typeof couponCheckBodySchema>;
export const couponCheckResponseSchema = z.object({ terms: couponTermsSchema });
export type CouponCheckResponse = z.infer<typeof couponCheckResponseSchema>;

/** A coupon on the console's list, with what it has given so far (live bookings only). */
export const consoleCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  descriptionHi: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().int().nullable(),
  amountPaise: z.number().int().nullable(),
  maxDiscountPaise: z.number().int().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  branchIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
  minTripHours: z.number().int().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int(),
  firstBookingOnly: z.boolean(),
  isActive: z.boolean(),
  /** Live bookings that used it. */
  uses: z.number().int(),
  /** Their discounts, in paise. */
  discountPaise: z.number().int(),
  /** Their rent before the discount, in paise. */
  rentPaise: z.number().int(),
  /** Whether this staff member may change it (a branch manager: coupons of their branch only). */
  editable: z.boolean(),
});
export type ConsoleCoupon = z.infer<typeof consoleCouponSchema>;
export const consoleCouponListSchema = z.object({ coupons: z.array(consoleCouponSchema) });
export type ConsoleCouponList = z.infer<typeof consoleCouponListSchema>;
export const couponActiveBodySchema = z.object({
  isActive: z.boolean({ error: M.activeFlag }),
});
