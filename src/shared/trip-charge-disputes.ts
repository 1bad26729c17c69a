import { z } from 'zod';

// ---- Disputes of charges after the trip (issue 36 item 4, decision 0056) ----
// The renter disputes a charge from their bookings with a reason and a file, within the
// branch's window; a manager accepts it (the charge is reversed with a credit note) or rejects
// it with a reason. While a dispute is open the held deposit is not released nor used for it.

export const DISPUTE_STATUSES = ['open', 'accepted', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const MAX_DISPUTE_DAYS = 30;
export const DISPUTE_REASON_MESSAGE =
  'Please say why you dispute this charge (10 to 1,000 characters).';
export const DECISION_REASON_MESSAGE =
  'Please give the reason for the decision (5 to 500 characters).';
export const DISPUTE_TWICE_MESSAGE = 'This charge is already disputed.';
export const DISPUTE_NOT_YOURS_MESSAGE = 'Only a charge billed to you can be disputed.';
export const DISPUTE_DECIDED_MESSAGE = 'This dispute has already been decided.';
export const NO_DISPUTE_MESSAGE = 'This charge is not disputed.';

/** The window closed: `until` is when it closed, as the customer reads it. */
export const disputeWindowClosedMessage = (until: string) =>
  `Charges can be disputed until ${until}; that time has passed.`;

/** What staff are told once they decide. */
export const disputeAcceptedMessage = (bookingId: number, total: string) =>
  `The dispute is accepted: the ${total} charge to booking #${bookingId} is taken back with a credit note, and the customer is told.`;
export const disputeRejectedMessage = (bookingId: number) =>
  `The dispute is rejected: the charge to booking #${bookingId} stands, and the customer is told why.`;

export const disputeReasonSchema = z
  .string({ error: DISPUTE_REASON_MESSAGE })
  .trim()
  .min(10, { error: DISPUTE_REASON_MESSAGE })
  .max(1000, { error: DISPUTE_REASON_MESSAGE });

export const decideDisputeBodySchema = z.object({
  decision: z.enum(['accept', 'reject'], { error: 'Choose to accept or reject the dispute.' }),
  reason: z
    .string({ error: DECISION_REASON_MESSAGE })
    .trim()
    .min(5, { error: DECISION_REASON_MESSAGE })
    .max(500, { error: DECISION_REASON_MESSAGE }),
});
export type DecideDisputeBody = z.infer<typeof decideDisputeBodySchema>;

export const tripChargeDisputeSchema = z.object({
  status: z.enum(DISPUTE_STATUSES),
  reason: z.string(),
  /** The customer's file (a photo or PDF), when they sent one. */
  fileUrl: z.string().nullable(),
  openedAt: z.string(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The credit note that reversed an accepted charge (null: none, or GST off). */
  creditNoteNumber: z.string().nullable(),
});
export type TripChargeDispute = z.infer<typeof tripChargeDisputeSchema>;

const DAY = 86_400_000;

/** Until when a charge recorded at `recordedAt` can be disputed. */
export const disputeWindowEnds = (recordedAt: Date, disputeDays: number) =>
  new Date(recordedAt.getTime() + disputeDays * DAY);
