import { z } from 'zod';
import { formatRupees } from './money.js';

/**
 * Where a refund that no gateway pays back goes: a UPI ID or a bank account the customer
 * enters (decision 0031). IFSC: 4 letters (the bank), a zero, 6 letters or digits (the branch).
 */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const IFSC_MESSAGE =
  'Enter the IFSC of your bank branch: 11 characters, such as SBIN0001234 (4 letters, a zero, 6 letters or digits).';
export const isValidIfsc = (ifsc: string) => IFSC_PATTERN.test(ifsc);

export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const UPI_ID_MESSAGE = 'Enter a UPI ID such as name@okbank.';
export const ACCOUNT_NUMBER_MESSAGE = 'Enter the bank account number: 9 to 18 digits.';
export const ACCOUNT_NAME_MESSAGE = 'Enter the account holder’s name (2 to 100 characters).';

export const refundDestinationBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('upi'),
      upiId: z
        .string({ error: UPI_ID_MESSAGE })
        .trim()
        .regex(UPI_ID_PATTERN, { error: UPI_ID_MESSAGE }),
    }),
    z.object({
      kind: z.literal('bank'),
      accountName: z
        .string({ error: ACCOUNT_NAME_MESSAGE })
        .trim()
        .min(2, { error: ACCOUNT_NAME_MESSAGE })
        .max(100, { error: ACCOUNT_NAME_MESSAGE }),
      accountNumber: z
        .string({ error: ACCOUNT_NUMBER_MESSAGE })
        .trim()
        .regex(/^\d{9,18}$/, { error: ACCOUNT_NUMBER_MESSAGE }),
      ifsc: z
        .string({ error: IFSC_MESSAGE })
        .trim()
        .toUpperCase()
        .regex(IFSC_PATTERN, { error: IFSC_MESSAGE }),
    }),
  ],
  { error: 'Choose UPI or bank account.' },
);
export type RefundDestinationBody = z.infer<typeof refundDestinationBodySchema>;

/** Where a refund goes, as staff and the customer read it. */
export const refundDestinationSchema = z.discriminatedUnion('kind', [
  /** Back through the payment gateway to the card / account that paid. */
  z.object({ kind: z.literal('gateway'), method: z.string() }),
  z.object({ kind: z.literal('upi'), upiId: z.string() }),
  z.object({
    kind: z.literal('bank'),
    accountName: z.string(),
    accountNumber: z.string(),
    ifsc: z.string(),
  }),
  /** Staff send it by transfer, and the customer has not said where yet. */
  z.object({ kind: z.literal('needed') }),
]);
export type RefundDestination = z.infer<typeof refundDestinationSchema>;

/** Why a refund row exists: a cancellation, or the deposit left after the return. */
export const REFUND_REASONS = ['cancellation', 'deposit'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A customer's refund that waits for them to say where it goes. */
export const refundAwaitingDestinationSchema = z.object({
  paymentId: z.number().int(),
  bookingId: z.number().int(),
  reference: z.string(),
  reason: z.enum(REFUND_REASONS),
  amountPaise: z.number().int(),
  destination: refundDestinationSchema,
});
export type RefundAwaitingDestination = z.infer<typeof refundAwaitingDestinationSchema>;
export const refundsAwaitingDestinationSchema = z.object({
  refunds: z.array(refundAwaitingDestinationSchema),
});

export const REFUND_DESTINATION_CLOSED_MESSAGE =
  'This refund was already paid or is being paid back to your original payment.';

export const refundAbovePaidMessage = (leftPaise: number) =>
  `A refund cannot be more than what was paid and not yet refunded (${formatRupees(leftPaise)}).`;
