import { z } from 'zod';
import { calendarDate } from './calendar-date.js';
import { billRulesSchema } from './branch-rules.js';
import {
  damageMarksSchema,
  damageMarkViewSchema,
  earlyReasonSchema,
  handoverChecklistSchema,
} from './handover-sheet.js';
import { branchIdQuerySchema, consolePageSchema } from './console.js';
import { FUEL_EIGHTHS_MAX } from './final-bill.js';

// ---- Console: bookings and handover (issue 11, decision 0013) ----

/** Every status a booking can have (the bookings.status column uses this list). */
export const CONSOLE_BOOKING_STATUSES = [
  'pending_payment',
  'confirmed',
  'completed',
  'cancelled',
  'lapsed',
] as const;

export const NOT_VERIFIED_PICKUP_MESSAGE =
  'This customer’s driving licence and ID proof are not verified yet. Verify them before handing over the car.';
export const PICKUP_NOT_CONFIRMED_MESSAGE = 'Only a confirmed (paid) booking can be handed over.';
export const ALREADY_PICKED_UP_MESSAGE = 'This car has already been handed over.';
export const NOT_PICKED_UP_MESSAGE = 'Record the pickup before the return.';
export const ALREADY_RETURNED_MESSAGE = 'This car has already been returned.';
export const ODOMETER_BELOW_PICKUP_MESSAGE =
  'The return odometer reading cannot be below the pickup reading.';
export const BLOCKED_PICKUP_MESSAGE = 'This customer’s account is blocked.';

const dateText = calendarDate('Dates must be days that exist, written like 2026-12-31.');

export const bookingSearchSchema = z.object({
  q: z.string().trim().max(100, { error: 'Search at most 100 characters.' }).optional(),
  status: z.enum(CONSOLE_BOOKING_STATUSES, { error: 'Unknown booking status.' }).optional(),
  branchId: branchIdQuerySchema,
  from: dateText.optional(),
  to: dateText.optional(),
  page: consolePageSchema,
});
export type BookingSearch = z.input<typeof bookingSearchSchema>;

export const consoleBookingRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(CONSOLE_BOOKING_STATUSES),
  customerId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  carId: z.number().int(),
  carName: z.string(),
  carNumber: z.string(),
  branchId: z.number().int(),
  branchName: z.string(),
  pickupAt: z.string(),
  dropAt: z.string(),
  totalPaise: z.number().int(),
  stage: z.enum(['booked', 'picked_up', 'returned']),
});
export type ConsoleBookingRow = z.infer<typeof consoleBookingRowSchema>;

export const bookingListSchema = z.object({
  bookings: z.array(consoleBookingRowSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type BookingList = z.infer<typeof bookingListSchema>;

const odometer = z
  .number({ error: 'Enter the odometer reading in km.' })
  .int({ error: 'Enter the odometer reading in whole km.' })
  .min(0, { error: 'The odometer reading cannot be negative.' })
  .max(9_999_999, { error: 'That odometer reading is too large.' });
const fuel = z
  .number({ error: 'Choose the fuel level.' })
  .int({ error: 'Choose the fuel level.' })
  .min(0, { error: 'Choose the fuel level.' })
  .max(FUEL_EIGHTHS_MAX, { error: 'Choose the fuel level.' });
const notes = z.string().trim().max(1000, { error: 'Notes must be at most 1000 characters.' });

export const pickupBodySchema = z.object({
  odometerKm: odometer,
  fuelEighths: fuel,
  notes: notes.optional(),
  checklist: handoverChecklistSchema.optional(),
  earlyReason: earlyReasonSchema,
  damageMarks: damageMarksSchema.optional(),
});
export type PickupBody = z.infer<typeof pickupBodySchema>;

export const returnBodySchema = z.object({
  odometerKm: odometer,
  fuelEighths: fuel,
  damageNotes: notes.optional(),
  checklist: handoverChecklistSchema.optional(),
  earlyReason: earlyReasonSchema,
  /** New damage found at return (the pickup's marks are the car as it went out). */
  damageMarks: damageMarksSchema.optional(),
  damagePaise: z
    .number({ error: 'Enter the damage charge in paise.' })
    .int({ error: 'Enter the damage charge in whole paise.' })
    .min(0, { error: 'The damage charge cannot be negative.' })
    .max(100_000_000, { error: 'That damage charge is too large.' })
    .default(0),
});
export type ReturnBody = z.input<typeof returnBodySchema>;

export const finalBillSchema = z.object({
  kmDriven: z.number().int(),
  kmIncluded: z.number().int(),
  extraKm: z.number().int(),
  extraKmPaise: z.number().int(),
  lateHours: z.number().int(),
  latePaise: z.number().int(),
  fuelEighthsShort: z.number().int(),
  fuelPaise: z.number().int(),
  damagePaise: z.number().int(),
  chargesPaise: z.number().int(),
  depositPaise: z.number().int(),
  depositRefundPaise: z.number().int(),
  balanceDuePaise: z.number().int(),
  owedBeforePaise: z.number().int().optional(),
  /** The branch rules the bill was computed under (absent on older bills). */
  rules: billRulesSchema.optional(),
  /** GST added to the charges when prices exclude GST (decision 0031); absent otherwise. */
  gst: z
    .object({
      rateBp: z.number().int(),
      interState: z.boolean(),
      extraKmPaise: z.number().int(),
      latePaise: z.number().int(),
      fuelPaise: z.number().int(),
      damagePaise: z.number().int(),
      cgstPaise: z.number().int(),
      sgstPaise: z.number().int(),
      igstPaise: z.number().int(),
    })
    .optional(),
});

export const handoverSchema = z.object({
  stage: z.enum(['pickup', 'return']),
  odometerKm: z.number().int(),
  fuelEighths: z.number().int(),
  notes: z.string().nullable(),
  recordedAt: z.string(),
  recordedByName: z.string(),
  photos: z.array(z.object({ id: z.number().int(), url: z.string() })),
  checklist: handoverChecklistSchema.nullable(),
  earlyReason: z.string().nullable(),
  damageMarks: z.array(damageMarkViewSchema),
  /** Whether the customer signed this stage on the tablet. */
  signed: z.boolean(),
});
export type Handover = z.infer<typeof handoverSchema>;

export const consoleBookingDetailSchema = z.object({
  booking: consoleBookingRowSchema.extend({
    customerMobile: z.string().nullable(),
    customerIdVerified: z.boolean(),
    customerBlocked: z.boolean(),
    tripType: z.string(),
    rentPaise: z.number().int(),
    depositPaise: z.number().int(),
    kmIncluded: z.number().int(),
    extraKmRatePaise: z.number().int(),
    extendRatePerHourPaise: z.number().int(),
    /** What a late return bills per hour, and after how many minutes' grace (branch rules). */
    lateRatePerHourPaise: z.number().int(),
    lateGraceMinutes: z.number().int(),
    /** The drop time including paid extensions. */
    finalDropAt: z.string(),
  }),
  extensions: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      pickupAt: z.string(),
      dropAt: z.string(),
      rentPaise: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      method: z.string(),
      amountPaise: z.number().int(),
      status: z.string(),
      reference: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  handovers: z.array(handoverSchema),
  /**
   * The checklist the car last came back with (another booking's return), where this
   * booking's pickup checklist starts; null when there is none (the pickup starts unticked).
   */
  carLastReturnChecklist: handoverChecklistSchema.nullable(),
  /** Every photo, including those taken before their handover is recorded. */
  photos: z.array(
    z.object({ id: z.number().int(), stage: z.enum(['pickup', 'return']), url: z.string() }),
  ),
  bill: finalBillSchema.nullable(),
  history: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      actorName: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type ConsoleBookingDetail = z.infer<typeof consoleBookingDetailSchema>;

export const returnResponseSchema = z.object({
  bill: finalBillSchema,
  refundPaymentId: z.number().int().nullable(),
});
export type ReturnResponse = z.infer<typeof returnResponseSchema>;
/** The bill closing the return with the given readings would produce (nothing written). */
export const returnQuoteSchema = z.object({ bill: finalBillSchema });
export type ReturnQuote = z.infer<typeof returnQuoteSchema>;
export const handoverStageParamsSchema = z.object({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().positive().max(2_147_483_647),
  stage: z.enum(['pickup', 'return'], { error: 'The stage must be pickup or return.' }),
});
export const photoParamsSchema = z.object({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().positive().max(2_147_483_647),
  photoId: z.coerce
    .number({ error: 'The photo id must be a number.' })
    .int()
    .positive()
    .max(2_147_483_647),
});

// ---- Cancel on the customer's behalf (the customer's own refund rules) ----

export const CANCEL_REASON_MAX = 300;
export const CANCEL_REASON_MESSAGE =
  'Please write why the booking is cancelled (3 to 300 characters).';

export const WAIVE_REASON_MESSAGE =
  'Please write why the deduction is waived (3 to 300 characters).';

export const cancelOnBehalfBodySchema = z
  .object({
    reason: z
      .string({ error: CANCEL_REASON_MESSAGE })
      .trim()
      .min(3, { error: CANCEL_REASON_MESSAGE })
      .max(CANCEL_REASON_MAX, { error: CANCEL_REASON_MESSAGE }),
    /** Staff refund the whole rent: the cancellation deduction is not kept (audited). */
    waiveDeduction: z.boolean({ error: 'waiveDeduction must be true or false.' }).default(false),
    waiveReason: z
      .string({ error: WAIVE_REASON_MESSAGE })
      .trim()
      .max(CANCEL_REASON_MAX, { error: WAIVE_REASON_MESSAGE })
      .default(''),
  })
  .superRefine((body, ctx) => {
    if (body.waiveDeduction && body.waiveReason.length < 3) {
      ctx.addIssue({ code: 'custom', path: ['waiveReason'], message: WAIVE_REASON_MESSAGE });
    }
  });
export type CancelOnBehalfBody = z.infer<typeof cancelOnBehalfBodySchema>;

export const cancelOnBehalfResponseSchema = z.object({
  bookingId: z.number().int(),
  /** Null: the booking was not paid, nothing to refund. */
  refundPaise: z.number().int().nullable(),
  message: z.string(),
});
export type CancelOnBehalfResponse = z.infer<typeof cancelOnBehalfResponseSchema>;

/** What cancelling for the customer now would refund (computed by the server; nothing changes). */
export const cancelOnBehalfQuoteSchema = z.object({
  bookingId: z.number().int(),
  /** False: never paid, so nothing is refunded. */
  paid: z.boolean(),
  hoursBeforePickup: z.number(),
  deductionPercent: z.number(),
  deductionPaise: z.number().int(),
  rentRefundPaise: z.number().int(),
  depositRefundPaise: z.number().int(),
  pickupDropRefundPaise: z.number().int(),
  /** What a dearer change left owed, taken off the refund (issue 32). */
  owedSettledPaise: z.number().int(),
  refundPaise: z.number().int(),
  /** The refund with the deduction waived. */
  waivedRefundPaise: z.number().int(),
  /** ...and what of it pays what the change left owed. */
  waivedOwedSettledPaise: z.number().int(),
});
export type CancelOnBehalfQuote = z.infer<typeof cancelOnBehalfQuoteSchema>;
