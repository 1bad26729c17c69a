import { z } from 'zod';
import { rateSeasonSchema, rentLineSchema } from './seasons.js';

/**
 * An unpaid booking holds its car until `holdExpiresAt` (exclusive): at that instant it stops,
 * and the server then lapses it. The one rule behind payment, staff confirmation and the badge.
 */
export function holdIsLive(
  booking: { status: string; holdExpiresAt: Date | null },
  now: Date,
): boolean {
  return (
    booking.status === 'pending_payment' &&
    (booking.holdExpiresAt === null || booking.holdExpiresAt.getTime() > now.getTime())
  );
}

/** Dashboard list: 3 bookings a page. */
export const BOOKINGS_PAGE_SIZE = 3;

export const BOOKING_TAKEN_MESSAGE =
  'Sorry, this car was just booked by someone else for that period. Please choose another car.';
export const ALREADY_CANCELLED_MESSAGE = 'Your booking is already Cancelled.';
export const CANCEL_AFTER_PICKUP_MESSAGE = 'You can not cancel the Booking after the Pickup time.';
export const LAPSED_MESSAGE =
  'This booking was not paid in time and no longer holds the car, so there is nothing to cancel.';
export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found.';
/** Checkout messages, worded as the spec quotes them. */
export const CHECKOUT_MESSAGES = {
  carAndPackage: 'Oops! Please select a Car and Packages to Proceed.',
  pickupDate: 'Oops! Please Select Pickup Date.',
  dropDate: 'Oops! Please Select Return Date.',
  pickupTime: 'Oops! Please Select Pickup Time.',
  dropTime: 'Oops! Please Select Return Time.',
  tripType: 'Oops! Please select Local or Outstation.',
  pickupDropOption: 'Oops! Please select a pickup and drop option.',
  terms: 'Oops! Please accept the Terms and Conditions.',
} as const;
export const CANCELLED_MESSAGE = 'Your booking has been cancelled.';

const id = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .int({ error: `${name} must be a whole number.` })
    .positive({ error: `${name} must be a whole number.` });

const text = (message: string) => z.string({ error: message }).trim();
const required = (message: string) => text(message).min(1, { error: message });
const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

export const createBookingBodySchema = z.object({
  carId: positiveId(CHECKOUT_MESSAGES.carAndPackage),
  ratePackageId: positiveId(CHECKOUT_MESSAGES.carAndPackage),
  pickupDate: required(CHECKOUT_MESSAGES.pickupDate),
  pickupTime: required(CHECKOUT_MESSAGES.pickupTime),
  dropDate: required(CHECKOUT_MESSAGES.dropDate),
  dropTime: required(CHECKOUT_MESSAGES.dropTime),
  tripType: z.enum(['local', 'outstation'], { error: CHECKOUT_MESSAGES.tripType }),
  pickupDropOptionId: positiveId(CHECKOUT_MESSAGES.pickupDropOption),
  acceptTerms: z.literal(true, { error: CHECKOUT_MESSAGES.terms }),
  /** A coupon code (decision 0049); empty or absent for none. */
  couponCode: z
    .string({ error: 'Please enter the coupon code as text.' })
    .trim()
    .max(40, { error: 'This coupon code does not exist.' })
    .optional(),
  /** Take my referral offer (a friend's welcome or my earned credit, decision 0051) off the rent. */
  useReferral: z.boolean({ error: 'Say whether to use your referral offer.' }).optional(),
});
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.uuid({
    error: 'Each booking request needs an Idempotency-Key header holding a UUID.',
  }),
});

export const bookingParamsSchema = z.object({ id: id('The booking id') });

export const bookingsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int({ error: 'page must be a whole number.' })
    .min(1, { error: 'page must be 1 or more.' })
    .default(1),
});

export const BOOKING_DISPLAY_STATUSES = [
  'Active',
  'Closed',
  'Cancelled',
  'Payment pending',
] as const;

/** An extension of a booking: the same car from the old drop to a new one, paid on its own. */
export const bookingExtensionSchema = z.object({
  id: z.number().int(),
  pickupAt: z.string(),
  dropAt: z.string(),
  dropDate: z.string(),
  dropTime: z.string(),
  hours: z.number(),
  status: z.enum(['pending_payment', 'confirmed', 'completed', 'cancelled', 'lapsed']),
  displayStatus: z.enum(BOOKING_DISPLAY_STATUSES),
  holdExpiresAt: z.string().nullable(),
  totalPaise: z.number().int(),
});
export type BookingExtension = z.infer<typeof bookingExtensionSchema>;

export const bookingSchema = z.object({
  id: z.number().int(),
  /** Set when this row is itself an extension of booking `parentBookingId`. */
  parentBookingId: z.number().int().nullable(),
  carId: z.number().int(),
  brandName: z.string(),
  modelName: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  seats: z.number().int(),
  transmission: z.enum(['automatic', 'manual']),
  fuelType: z.string(),
  categoryName: z.string(),
  branchId: z.number().int(),
  ratePackageId: z.number().int(),
  pickupAt: z.string(),
  dropAt: z.string(),
  /** IST wall clock, as the dashboard shows it. */
  pickupDate: z.string(),
  pickupTime: z.string(),
  dropDate: z.string(),
  dropTime: z.string(),
  hours: z.number(),
  tripType: z.enum(['local', 'outstation']),
  pickupDropOptionId: z.number().int().nullable(),
  status: z.enum(['pending_payment', 'confirmed', 'completed', 'cancelled', 'lapsed']),
  displayStatus: z.enum(BOOKING_DISPLAY_STATUSES),
  holdExpiresAt: z.string().nullable(),
  rentPaise: z.number().int(),
  depositPaise: z.number().int(),
  pickupDropPaise: z.number().int(),
  totalPaise: z.number().int(),
  kmIncluded: z.number().int(),
  extraKmRatePaise: z.number().int(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** Paid and payable extensions, oldest first (cancelled, lapsed and replaced ones left out). */
  extensions: z.array(bookingExtensionSchema),
  /** The drop the car is paid for: the last paid extension's drop, else the booking's own. */
  finalDropAt: z.string(),
  finalDropDate: z.string(),
  finalDropTime: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingsPageSchema = z.object({
  bookings: z.array(bookingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type BookingsPage = z.infer<typeof bookingsPageSchema>;

export const bookingCountsSchema = z.object({
  current: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  transactions: z.number().int(),
});
export type BookingCounts = z.infer<typeof bookingCountsSchema>;

const refundSchema = z.object({
  hoursBeforePickup: z.number(),
  deductionPercent: z.number().int(),
  deductionPaise: z.number().int(),
  rentRefundPaise: z.number().int(),
  depositRefundPaise: z.number().int(),
  pickupDropRefundPaise: z.number().int(),
  /** The GST on the deduction, kept with it (prices excluding GST; 0 or absent otherwise). */
  deductionGstPaise: z.number().int().optional(),
  /** The GST paid on top of the prices that goes back (prices excluding GST; 0 or absent otherwise). */
  gstRefundPaise: z.number().int().optional(),
  /** What a dearer change left owed and unpaid, taken off the refund (issue 32; 0 or absent). */
  owedSettledPaise: z.number().int().optional(),
  refundPaise: z.number().int(),
});

export const cancellationQuoteSchema = z.object({
  rules: z.array(
    z.object({
      minHoursBeforeStart: z.number().int(),
      maxHoursBeforeStart: z.number().int().nullable(),
      deductionPercent: z.number().int(),
    }),
  ),
  /** True when the customer has paid: the refund is then recorded as a payment. */
  paid: z.boolean(),
  refund: refundSchema,
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

export const cancelResponseSchema = z.object({
  message: z.string(),
  booking: bookingSchema,
  refund: refundSchema,
  /** Id of the refund payment recorded, null when nothing was paid. */
  refundPaymentId: z.number().int().nullable(),
});
export type CancelResponse = z.infer<typeof cancelResponseSchema>;

export const EXTEND_CANCELLED_MESSAGE = 'You cannot extend these Booking is cancelled by you.';
export const EXTEND_AFTER_DROP_MESSAGE = 'You cannot extend the Booking after the drop time.';
export const EXTEND_UNPAID_MESSAGE =
  'Please complete the payment of this booking before extending it.';
export const EXTENSION_NOT_CANCELLABLE_MESSAGE =
  'An extension cannot be cancelled on its own. Cancel the booking it extends, or leave an unpaid extension to lapse.';
export const EXTENSION_SUCCESS_MESSAGE = 'Your booking has been extended.';
export const EXTENSION_DOC_MESSAGE =
  'Please complete the payment of the extension to keep the car until the new drop time.';
export const EXTENSION_NOT_FREE_MESSAGE =
  'Sorry, this car is already booked after your drop time, so it cannot be extended that far. Please choose an earlier drop time.';

export const extensionQuerySchema = z.object({
  dropDate: text('Oops! Please select a drop date.'),
  dropTime: text('Oops! Please select a drop time.'),
});

/** The same car, free from the old drop to the new one, priced per package (no deposit). */
export const extensionQuoteSchema = z.object({
  bookingId: z.number().int(),
  carId: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  hours: z.number(),
  /** The car and the rate rules that may cover the extension: the checkout prices with them. */
  car: z.object({ id: z.number().int(), branchId: z.number().int(), categoryId: z.number().int() }),
  priceRules: z.array(rateSeasonSchema),
  rates: z.array(
    z.object({
      ratePackageId: z.number().int(),
      type: z.string(),
      ratePerHourPaise: z.number().int(),
      kmIncluded: z.number().int(),
      extraKmRatePaise: z.number().int(),
      /** Each hour at its rate, as shown: before GST when prices exclude it. */
      totalPaise: z.number().int(),
      /** The hours by rate when a season or the standing rule priced some. */
      lines: z.array(rentLineSchema).optional(),
    }),
  ),
});
export type ExtensionQuote = z.infer<typeof extensionQuoteSchema>;

/** Buying an extension: the package chosen from the quote and the new drop; terms required. */
export const createExtensionBodySchema = z.object({
  ratePackageId: positiveId(CHECKOUT_MESSAGES.carAndPackage),
  dropDate: required(CHECKOUT_MESSAGES.dropDate),
  dropTime: required(CHECKOUT_MESSAGES.dropTime),
  acceptTerms: z.literal(true, { error: CHECKOUT_MESSAGES.terms }),
});
export type CreateExtensionBody = z.infer<typeof createExtensionBodySchema>;

/** My Transaction: 3 rows a page. */
export const TRANSACTIONS_PAGE_SIZE = 3;

export const transactionsQuerySchema = bookingsQuerySchema.extend({
  search: z.string().trim().max(100, { error: 'The search is too long.' }).default(''),
});

export const transactionSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  kind: z.enum(['rent', 'extension', 'refund', 'balance']),
  method: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(['pending', 'processing', 'success', 'failed']),
  gatewayOrderId: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsPageSchema = z.object({
  transactions: z.array(transactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;
