import { z } from 'zod';

// The referral for car rentals (issue 35, decision 0051): a customer's invite link (the same
// link as the school's, /?couponCode=CODE) gives a friend who signs up through it a welcome
// discount on their first booking, and the customer a credit off a later booking once that
// friend's trip is completed and nothing is owed on it. One discount per booking: a coupon or
// a referral offer, never both.

export const RENTAL_REFERRAL = {
  /** The friend's welcome: this percentage off the rent of their first booking… */
  welcomePercent: 10,
  /** …but at most this much. */
  welcomeCapPaise: 100_000,
  /** The referrer's credit per friend whose trip was completed and paid: off one booking's rent. */
  rewardPaise: 50_000,
} as const;

/** Every sentence the referral rules and the offers module write (Hindi in the catalogues). */
export const RENTAL_REFERRAL_MESSAGES = {
  notWithCoupon: 'A coupon cannot be used together with your referral offer. Please choose one.',
  noOffer: 'You have no referral offer to use on this booking.',
} as const;

/** A referral offer the customer can use on their next booking, if any. */
export const rentalReferralOfferSchema = z.discriminatedUnion('kind', [
  /** Signed up through a friend's link and not yet booked: a percentage off, with a cap. */
  z.object({
    kind: z.literal('welcome'),
    referralId: z.number().int(),
    /** The first name of the friend whose link it was. */
    referrerName: z.string(),
    percent: z.number().int(),
    capPaise: z.number().int(),
  }),
  /** A friend's trip earned this customer a credit, not yet used: an amount off. */
  z.object({
    kind: z.literal('credit'),
    referralId: z.number().int(),
    /** The friend whose trip earned it (first name). */
    friendName: z.string(),
    amountPaise: z.number().int(),
  }),
]);
export type RentalReferralOffer = z.infer<typeof rentalReferralOfferSchema>;

/**
 * The discount an offer gives off a booking's rent (after seasons, before GST), in paise: the
 * welcome's percentage rounded to the rupee below and at most its cap, or the credit; never
 * more than the rent.
 */
export function rentalReferralDiscount(offer: RentalReferralOffer, rentPaise: number): number {
  if (rentPaise <= 0) return 0;
  const off =
    offer.kind === 'welcome'
      ? Math.min(Math.floor((rentPaise * offer.percent) / 100 / 100) * 100, offer.capPaise)
      : offer.amountPaise;
  return Math.min(off, rentPaise);
}

/** Where a friend who signed up through my link stands, as my invite card shows it. */
export const REFERRED_FRIEND_STATES = [
  /** Signed up, no paid booking yet. */
  'signed_up',
  /** Booked and paid; the trip is not completed, or something is still owed on it. */
  'booked',
  /** Their trip is completed and paid: my credit is earned and waits for my next booking. */
  'earned',
  /** My credit from this friend went on one of my bookings. */
  'used',
] as const;
export type ReferredFriendState = (typeof REFERRED_FRIEND_STATES)[number];

export const rentalReferralStatusSchema = z.object({
  welcomePercent: z.number().int(),
  welcomeCapPaise: z.number().int(),
  rewardPaise: z.number().int(),
  /**
   * What my next booking can take off (the welcome first, else my oldest unused credit);
   * absent when nothing (a nullable union is not valid OpenAPI 3.0).
   */
  offer: rentalReferralOfferSchema.optional(),
  /** Credits earned and not used, in paise. */
  openCreditPaise: z.number().int(),
  friends: z.array(
    z.object({
      referralId: z.number().int(),
      /** The friend's first name only. */
      firstName: z.string(),
      state: z.enum(REFERRED_FRIEND_STATES),
      signedUpAt: z.string(),
      /** The booking my credit went on (its SDC- number), when used. */
      usedOnBooking: z.string().nullable(),
    }),
  ),
});
export type RentalReferralStatus = z.infer<typeof rentalReferralStatusSchema>;

/**
 * The console's referral summary for managers (all time; a branch manager's: their branch's
 * bookings), counting only live bookings (not cancelled or lapsed). Amounts in paise; rents are
 * after the discount.
 */
export const consoleReferralSummarySchema = z.object({
  /** Friends who signed up through a link (a branch manager: those with a live booking there). */
  signedUp: z.number().int(),
  /** Live bookings that took a friend's welcome, their discount and their rent. */
  welcomesUsed: z.number().int(),
  welcomeDiscountPaise: z.number().int(),
  welcomeRentPaise: z.number().int(),
  /** Referrers' credits earned (a branch manager: by the earning trip's branch). */
  creditsEarned: z.number().int(),
  /** Live bookings that used a credit, their discount and their rent. */
  creditsUsed: z.number().int(),
  creditDiscountPaise: z.number().int(),
  creditRentPaise: z.number().int(),
});
export type ConsoleReferralSummary = z.infer<typeof consoleReferralSummarySchema>;
