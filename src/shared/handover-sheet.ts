import { z } from 'zod';

/**
 * The handover sheet (decision 0030): what was in the car at pickup and at return, and the
 * rule that a car going out long before its booked pickup needs a reason.
 */

export const CHECKLIST_ITEMS = {
  spareTyre: 'Spare tyre',
  jack: 'Jack and wheel spanner',
  documents: 'Car documents (RC, insurance, PUC) in the car',
} as const;
export type ChecklistItem = keyof typeof CHECKLIST_ITEMS;

export const handoverChecklistSchema = z.object({
  spareTyre: z.boolean({ error: 'Say whether the spare tyre is in the car.' }),
  jack: z.boolean({ error: 'Say whether the jack is in the car.' }),
  documents: z.boolean({ error: 'Say whether the car documents are in the car.' }),
  accessories: z
    .string({ error: 'Please list the accessories.' })
    .trim()
    .max(300, 'The accessories can be at most 300 characters.')
    .default(''),
});
export type HandoverChecklist = z.output<typeof handoverChecklistSchema>;

/** Hours before the booked pickup a car may go out without a reason. */
export const EARLY_HANDOVER_HOURS = 2;
export const earlyHandoverMessage = (pickup: string) =>
  `This is more than ${EARLY_HANDOVER_HOURS} hours before the booked pickup (${pickup}). Please give the reason for handing the car over early.`;
export const earlyReasonSchema = z
  .string()
  .trim()
  .max(300, 'The reason can be at most 300 characters.')
  .optional();

/** True when `now` is more than EARLY_HANDOVER_HOURS before the booked pickup. */
export const isEarlyHandover = (pickupAt: Date, now: Date) =>
  pickupAt.getTime() - now.getTime() > EARLY_HANDOVER_HOURS * 3_600_000;

/** The customer's signature: a PNG drawn on the tablet's canvas. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
export const SIGNATURE_NOT_IMAGE_MESSAGE =
  'The signature must be a PNG image drawn on the signature pad.';
export const SIGNATURE_TOO_LARGE_MESSAGE = `The signature image can be at most ${SIGNATURE_MAX_BYTES / 1024} KB.`;
