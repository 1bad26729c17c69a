import { z } from 'zod';
import { formatRupees } from './money.js';

/** How staff take a balance at the counter (decision 0031). */
export const COLLECT_METHODS = ['cash', 'upi', 'card'] as const;
export type CollectMethod = (typeof COLLECT_METHODS)[number];

export const COLLECT_METHOD_LABELS: Record<CollectMethod, string> = {
  cash: 'Cash at the counter',
  upi: 'UPI at the counter',
  card: 'Card at the counter',
};

export const COLLECT_REFERENCE_MESSAGE = 'Enter the UPI transaction reference (UTR) you received.';
export const NOTHING_OWED_MESSAGE = 'Nothing is owed on this booking.';
export const collectAboveOwedMessage = (owedPaise: number) =>
  `Only ${formatRupees(owedPaise)} is owed on this booking: collect that amount or less.`;

export const collectBalanceBodySchema = z
  .object({
    method: z.enum(COLLECT_METHODS, { error: 'Choose cash, UPI or card.' }),
    amountPaise: z
      .number({ error: 'Enter the amount collected.' })
      .int({ error: 'Enter the amount in whole paise.' })
      .positive({ error: 'The amount collected must be more than zero.' }),
    reference: z.string().trim().max(64, { error: 'The reference is too long.' }).default(''),
  })
  .superRefine((body, ctx) => {
    if (body.method === 'upi' && !/^[0-9A-Za-z]{6,35}$/.test(body.reference)) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: COLLECT_REFERENCE_MESSAGE });
    }
  });
export type CollectBalanceBody = z.infer<typeof collectBalanceBodySchema>;

export const balanceOwedSchema = z.object({
  bookingId: z.number().int(),
  owedPaise: z.number().int(),
});
export const collectBalanceResponseSchema = balanceOwedSchema.extend({
  paymentId: z.number().int(),
  collectedPaise: z.number().int(),
});

/** Where the customer pays a balance online: the link staff send by mail (decision 0031). */
export const balancePaymentPath = (bookingId: number) => `/user/pay-balance?booking=${bookingId}`;

export const paymentLinkResponseSchema = balanceOwedSchema.extend({
  /** The address mailed to the customer. */
  link: z.string(),
});
export type PaymentLinkResponse = z.infer<typeof paymentLinkResponseSchema>;
