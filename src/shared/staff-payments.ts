import { z } from 'zod';
import { LANGUAGES } from './language.js';
import { REFUND_REASONS, refundDestinationSchema } from './refund-destination.js';

// ---- Staff check of manual (UPI / bank transfer) payments ----

export const MANUAL_PAYMENT_NOT_PENDING_MESSAGE =
  'This payment reference was already confirmed or rejected.';
export const MANUAL_PAYMENT_NOT_FOUND_MESSAGE = 'Payment reference not found.';
/** 409 on confirm: the money may have arrived, but the car is no longer held for it. */
export const BOOKING_NOT_HELD_MESSAGE =
  'This booking was cancelled or its hold lapsed, so it cannot be confirmed. Reject the reference and refund the customer if the money arrived.';
export const REJECT_REASON_MAX = 300;

export const staffPaymentParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const pendingManualPaymentSchema = z.object({
  paymentId: z.number().int(),
  bookingId: z.number().int(),
  reference: z.string(),
  /** For an extension's payment: the reference of the booking it extends. */
  extendsReference: z.string().nullable(),
  bookingStatus: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerMobile: z.string().nullable(),
  amountPaise: z.number().int(),
  utr: z.string(),
  submittedAt: z.string(),
  holdExpiresAt: z.string().nullable(),
});
export type PendingManualPayment = z.infer<typeof pendingManualPaymentSchema>;

export const pendingManualPaymentsSchema = z.object({
  payments: z.array(pendingManualPaymentSchema),
});
export type PendingManualPayments = z.infer<typeof pendingManualPaymentsSchema>;

export const rejectManualPaymentBodySchema = z
  .object({
    reason: z
      .string({ error: 'The reason must be text.' })
      .trim()
      .max(REJECT_REASON_MAX, {
        error: `Please keep the reason under ${REJECT_REASON_MAX} characters.`,
      })
      .optional(),
  })
  // A POST without a body arrives as null: the reason is optional.
  .nullish()
  .transform((body) => body ?? {});

export const staffActionResponseSchema = z.object({
  paymentId: z.number().int(),
  bookingId: z.number().int(),
  status: z.enum(['success', 'failed']),
  message: z.string(),
});
export type StaffActionResponse = z.infer<typeof staffActionResponseSchema>;

export const staffSessionSchema = z.object({
  staff: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      /** The console language the staff member chose; null until they choose. */
      language: z.enum(LANGUAGES).nullable(),
    })
    .nullable(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

// ---- Refunds staff pay by bank transfer (UPI / bank transfer bookings, gateway refusals) ----

export const REFUND_NOT_FOUND_MESSAGE = 'Refund not found.';
export const REFUND_NOT_PENDING_MESSAGE = 'This refund was already marked paid.';
/** 409 on mark paid: the gateway accepted the refund and is paying it out. */
export const REFUND_AT_GATEWAY_MESSAGE =
  'The payment gateway is already paying this refund back to the customer.';
export const REFUND_UTR_MESSAGE =
  'Please enter the bank reference (UTR) of the refund transfer: 6 to 40 letters or digits.';

export const pendingRefundSchema = z.object({
  paymentId: z.number().int(),
  bookingId: z.number().int(),
  reference: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerMobile: z.string().nullable(),
  amountPaise: z.number().int(),
  /** How the booking was paid: UPI / bank transfer, or a gateway that refused the refund. */
  method: z.string(),
  cancelledAt: z.string().nullable(),
  /** A cancellation's refund, or the deposit left after the return. */
  reason: z.enum(REFUND_REASONS),
  /** Where the money goes: the UPI ID or bank account the customer gave, or still needed. */
  destination: refundDestinationSchema,
});
export type PendingRefund = z.infer<typeof pendingRefundSchema>;

export const pendingRefundsSchema = z.object({ refunds: z.array(pendingRefundSchema) });
export type PendingRefunds = z.infer<typeof pendingRefundsSchema>;

export const markRefundPaidBodySchema = z.object(
  {
    utr: z
      .string({ error: REFUND_UTR_MESSAGE })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_/-]{4,38}[A-Za-z0-9]$/, { error: REFUND_UTR_MESSAGE }),
  },
  { error: REFUND_UTR_MESSAGE },
);
export type MarkRefundPaidBody = z.infer<typeof markRefundPaidBodySchema>;
