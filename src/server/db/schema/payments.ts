import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';

// Money columns hold integer paise. Times are timestamptz; the business reads them in IST.

export const PAYMENT_KINDS = ['rent', 'extension', 'refund'] as const;

/** `processing`: a refund sent to the gateway, waiting for its answer (staff keep off it). */
export const PAYMENT_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;

/** Money moving for a booking: a booking can have several (rent, extension, refund). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    /** The real method: test gateway, razorpay, upi, bank transfer, refund... */
    method: text('method').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId, t.createdAt),
    check('payments_amount_non_negative', sql`${t.amountPaise} >= 0`),
  ],
);
