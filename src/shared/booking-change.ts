import { z } from 'zod';
import {
  DROP_NOT_AFTER_PICKUP_MESSAGE,
  MIN_BOOKING_HOURS,
  minimumDurationMessage,
  PICKUP_DATE_MESSAGE,
  PICKUP_WINDOW_DAYS,
  SLOT_MINUTES,
  TIME_SLOT_MESSAGE,
} from './search.js';

/**
 * Staff change a booking's times or swap its car (console, from the booking page or by dragging
 * its bar on the calendar). The period rules are the customer's own (6-hour minimum, half-hour
 * steps), checked here so the form, the drag and the server say the same thing.
 */

/** Longest booking staff may set: the pickup window again (keeps every price within range). */
export const MAX_CHANGE_DAYS = PICKUP_WINDOW_DAYS;
export const TOO_LONG_MESSAGE = `A booking can be at most ${MAX_CHANGE_DAYS} days long. Please choose an earlier drop.`;

export const PICKUP_IN_PAST_MESSAGE =
  'The new pickup time has already passed. Please choose a later time.';

const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `Please enter the ${label} as a date and time.` })
    .transform((s) => new Date(s));

export const bookingChangeBodySchema = z.object({
  pickupAt: instant('pickup'),
  dropAt: instant('drop'),
  /** The car to swap to; the booking's own car when left out. */
  carId: z.number({ error: 'Please choose the car.' }).int().positive().optional(),
});
export type BookingChangeBody = z.input<typeof bookingChangeBodySchema>;

/** Null when the new period is one a customer could book, else the message naming the problem. */
export function changePeriodProblem(
  pickupAt: Date,
  dropAt: Date,
  now: Date,
): { field: 'pickupAt' | 'dropAt'; message: string } | null {
  const step = SLOT_MINUTES * 60_000;
  if (pickupAt.getTime() % step !== 0) return { field: 'pickupAt', message: TIME_SLOT_MESSAGE };
  if (dropAt.getTime() % step !== 0) return { field: 'dropAt', message: TIME_SLOT_MESSAGE };
  if (dropAt <= pickupAt) return { field: 'dropAt', message: DROP_NOT_AFTER_PICKUP_MESSAGE };
  const hours = (dropAt.getTime() - pickupAt.getTime()) / 3_600_000;
  if (hours < MIN_BOOKING_HOURS) return { field: 'dropAt', message: minimumDurationMessage(hours) };
  if (hours > MAX_CHANGE_DAYS * 24) return { field: 'dropAt', message: TOO_LONG_MESSAGE };
  if (pickupAt < now) return { field: 'pickupAt', message: PICKUP_IN_PAST_MESSAGE };
  if (pickupAt.getTime() > now.getTime() + PICKUP_WINDOW_DAYS * 86_400_000) {
    return { field: 'pickupAt', message: PICKUP_DATE_MESSAGE };
  }
  return null;
}

const sideSchema = z.object({
  carId: z.number().int(),
  carTitle: z.string(),
  carNumber: z.string(),
  pickupAt: z.string(),
  dropAt: z.string(),
  hours: z.number(),
  rentPaise: z.number().int(),
  depositPaise: z.number().int(),
  totalPaise: z.number().int(),
  kmIncluded: z.number().int(),
});

/** What a change does: the booking before and after, and what the customer pays more (or less). */
export const bookingChangeQuoteSchema = z.object({
  bookingId: z.number().int(),
  before: sideSchema,
  after: sideSchema,
  /** After minus before: positive is more to pay, negative is owed back to the customer. */
  differencePaise: z.number().int(),
});
export type BookingChangeQuote = z.infer<typeof bookingChangeQuoteSchema>;

/**
 * A change applied: the quote, and for a paid booking where its difference went (issue 32):
 * owed by the customer (the balance to collect or send a link for) or refunded to them. A
 * cheaper change first cancels what the customer still owed, so the refund can be less than
 * the difference. Both 0 for a booking not paid yet: its payment is the new total.
 */
export const bookingChangeResultSchema = bookingChangeQuoteSchema.extend({
  owedPaise: z.number().int(),
  refundPaise: z.number().int(),
});
export type BookingChangeResult = z.infer<typeof bookingChangeResultSchema>;
