import { z } from 'zod';
import { formatRupees } from './money.js';

/**
 * Staff settle the deposit left after a return (decision 0031): return it in full, or part of
 * it (the rest kept against damage or dues, becoming consideration: revenue, GST and a tax
 * invoice). A reason is needed whenever any of it is kept.
 */
export const DEPOSIT_REASON_MAX = 300;
export const DEPOSIT_REASON_MESSAGE =
  'Please write why part of the deposit is kept (3 to 300 characters).';
export const NO_DEPOSIT_HELD_MESSAGE = 'No deposit is waiting to be returned on this booking.';
export const depositAlreadyKeptMessage = (keptPaise: number, on: string) =>
  `${formatRupees(keptPaise)} of this deposit was already kept on ${on}. To keep more, make it a further claim.`;
export const depositAboveHeldMessage = (heldPaise: number) =>
  `Only ${formatRupees(heldPaise)} of the deposit is held: return that amount or less.`;

export const depositSettlementBodySchema = z.object({
  returnPaise: z
    .number({ error: 'Enter the amount of the deposit to return.' })
    .int({ error: 'Enter the amount in whole paise.' })
    .min(0, { error: 'The amount to return cannot be negative.' }),
  reason: z
    .string({ error: DEPOSIT_REASON_MESSAGE })
    .trim()
    .max(DEPOSIT_REASON_MAX, { error: DEPOSIT_REASON_MESSAGE })
    .default(''),
  /**
   * Keeping more of a deposit part of which was kept already: a further claim staff make on
   * purpose, never a second click (issue 32).
   */
  furtherClaim: z.boolean({ error: 'Further claim must be true or false.' }).default(false),
});
export type DepositSettlementBody = z.infer<typeof depositSettlementBodySchema>;

export const depositHeldSchema = z.object({
  bookingId: z.number().int(),
  /** The refund row the deposit waits in; null when nothing is held. */
  refundPaymentId: z.number().int().nullable(),
  heldPaise: z.number().int(),
  /**
   * Until when the branch holds it for charges after the trip (ISO time); absent when it is
   * payable now (no hold, or released).
   */
  heldUntil: z.string().optional(),
});
export type DepositHeld = z.infer<typeof depositHeldSchema>;

export const depositSettlementResponseSchema = z.object({
  bookingId: z.number().int(),
  returnPaise: z.number().int(),
  keptPaise: z.number().int(),
  /** The tax invoice for what was kept (null when nothing was, or GST is off). */
  invoiceNumber: z.string().nullable(),
  message: z.string(),
});
export type DepositSettlementResponse = z.infer<typeof depositSettlementResponseSchema>;
