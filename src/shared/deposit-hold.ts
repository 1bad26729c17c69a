import { z } from 'zod';
import { formatRupees } from './money.js';

// A deposit held after the return for charges found later (issue 36): the branch's hold days
// (branch rules) decide until when; the release job then makes it payable back.

const DAY = 86_400_000;

/** Until when a deposit returned at `returnedAt` is held; null when the branch holds none. */
export function depositHeldUntil(returnedAt: Date, holdDays: number): Date | null {
  return holdDays > 0 ? new Date(returnedAt.getTime() + holdDays * DAY) : null;
}

/** Whether a deposit refund row is still held at `now`. */
export const isDepositHeld = (
  row: { heldUntil: Date | null; releasedAt: Date | null },
  now: Date,
) => row.heldUntil !== null && row.releasedAt === null && row.heldUntil > now;

export const depositStillHeldMessage = (until: string) =>
  `This deposit is held until ${until} for charges found after the trip. It can be paid back once it is released.`;

/**
 * A held deposit whose date has passed but which the release job has not yet released: the job
 * first takes what the booking still owes (and waits while a dispute is open), so staff cannot
 * pay it back whole before that (decision 0056).
 */
export const DEPOSIT_RELEASE_PENDING_MESSAGE =
  'This deposit’s hold has ended, but it is not released yet: the charges after the trip are taken from it first. Try again in a few minutes (or once the dispute on its charges is decided).';

/** What the customer is told at the return and on the booking. */
export const depositHoldNotice = (heldPaise: number, until: string) =>
  `${formatRupees(heldPaise)} of your deposit is held until ${until} for tolls, traffic challans or damage found after the trip. Then it comes back to you by itself.`;

/** A deposit the branch still holds after the return: how much and until when (ISO time). */
export const depositHoldSchema = z.object({
  heldPaise: z.number().int(),
  heldUntil: z.string(),
});
export type DepositHold = z.infer<typeof depositHoldSchema>;
