import { z } from 'zod';
import { carRefusalSchema } from './car-refusal.js';

// ---- The figures behind a refusal whose sentence carries a date (issue 32 item 8) ----

/**
 * A refusal's figures, sent beside its English `message` when the sentence holds a date or
 * time: the console words them in the reader's language and formats the times as the rest of
 * its pages do (lib/use-error-text.ts). Sentences with only a number, an amount or a name are
 * translated whole by the catalogue's patterns instead. Times are ISO instants.
 */
export const messageFiguresSchema = z.discriminatedUnion('kind', [
  /** A car that cannot take a period: counter booking, change, calendar move. */
  z.object({ kind: z.literal('carRefused'), car: z.string(), refusal: carRefusalSchema }),
  /** A maintenance block over a live booking. */
  z.object({
    kind: z.literal('blockClash'),
    bookingId: z.number().int(),
    from: z.string(),
    until: z.string(),
  }),
  /** Part of the deposit was kept already: a second keep is a click twice. */
  z.object({ kind: z.literal('depositAlreadyKept'), keptPaise: z.number().int(), at: z.string() }),
  /** A handover long before the booked pickup needs a reason. */
  z.object({ kind: z.literal('earlyHandover'), hours: z.number().int(), pickupAt: z.string() }),
  /** A practical lesson's slot someone else took first (decision 0046). */
  z.object({ kind: z.literal('lessonSlotTaken'), from: z.string(), until: z.string() }),
]);
export type MessageFigures = z.infer<typeof messageFiguresSchema>;
