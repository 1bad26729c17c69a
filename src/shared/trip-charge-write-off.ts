import { z } from 'zod';

// ---- Writing off a charge after the trip (issue 36 item 5) ----
// A branch manager or an admin writes off what a renter never paid of a billed charge: a bad
// debt in the journal (payments module), the charge marked written off. What was paid of it
// stays collected. Refused while the booking's deposit is still held (its release pays it)
// and while the renter's dispute of it is open.

export const WRITE_OFF_REASON_MIN = 10;
export const WRITE_OFF_REASON_MAX = 500;

export const WRITE_OFF_REASON_MESSAGE =
  'Please give the reason for the write-off (10 to 500 characters).';
export const WRITE_OFF_TWICE_MESSAGE = 'This charge is already written off.';
export const WRITE_OFF_REVERSED_MESSAGE =
  'This charge was taken back after its dispute: nothing is owed on it.';
export const WRITE_OFF_OWN_COST_MESSAGE =
  'This charge is the business’s own cost: no renter owes it.';
export const WRITE_OFF_DISPUTED_MESSAGE =
  'The renter disputes this charge: decide the dispute first.';
export const WRITE_OFF_PAID_MESSAGE = 'Nothing is owed on this charge: it has been paid.';
/** A payment or the deposit's release reached the booking while the write-off was asked. */
export const WRITE_OFF_CHANGED_MESSAGE =
  'The booking’s balance changed just now: look at the charge again.';

/** The deposit the branch still holds pays the charge when it is released (`until`, IST). */
export const writeOffDepositHeldMessage = (bookingId: number, until: string) =>
  `The deposit held on booking #${bookingId} pays this charge at its release on ${until}: it cannot be written off before then.`;

/** What staff are told once it is written off (`amount` as formatRupees writes it). */
export const chargeWrittenOffMessage = (chargeId: number, amount: string, bookingId: number) =>
  `${amount} of charge #${chargeId} (booking #${bookingId}) is written off as a bad debt.`;

export const writeOffBodySchema = z.object({
  reason: z
    .string({ error: WRITE_OFF_REASON_MESSAGE })
    .trim()
    .min(WRITE_OFF_REASON_MIN, { error: WRITE_OFF_REASON_MESSAGE })
    .max(WRITE_OFF_REASON_MAX, { error: WRITE_OFF_REASON_MESSAGE }),
});
export type WriteOffBody = z.infer<typeof writeOffBodySchema>;

/** What writing the charge off would do, for the manager to confirm (nothing is written). */
export const writeOffPreviewSchema = z.object({
  chargeId: z.number().int(),
  bookingId: z.number().int(),
  /** What the renter was charged. */
  totalPaise: z.number().int(),
  /** Its unpaid part: what would be written off. */
  unpaidPaise: z.number().int(),
});
export type WriteOffPreview = z.infer<typeof writeOffPreviewSchema>;

/** A charge's write-off as the console shows it (null: not written off). */
export const tripChargeWriteOffSchema = z.object({
  /** The unpaid part written off (what was paid of the charge stays collected). */
  paise: z.number().int(),
  at: z.string(),
  reason: z.string(),
});
export type TripChargeWriteOff = z.infer<typeof tripChargeWriteOffSchema>;
