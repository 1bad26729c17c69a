import { z } from 'zod';
import { COMPLIANCE_DOCUMENTS } from './fleet-compliance.js';

// ---- Why a car cannot take a period, for staff (issue 32 item 4) ----

/**
 * Why staff may not put a car on a period, as figures the console words in its language: a
 * booking it clashes with, a maintenance block, the branch's turnaround gap next to a
 * booking, a paper lapsing or a service falling due before the drop (`on`: its date), or a
 * service due by km already reached. Times are ISO instants. It names other customers'
 * bookings: staff only, never a customer's search.
 */
export const carRefusalSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('booking'),
    bookingId: z.number().int(),
    from: z.string(),
    until: z.string(),
  }),
  z.object({ kind: z.literal('block'), from: z.string(), until: z.string(), reason: z.string() }),
  z.object({
    kind: z.literal('turnaround'),
    minutes: z.number().int(),
    bookingId: z.number().int(),
    from: z.string(),
    until: z.string(),
  }),
  z.object({
    kind: z.literal('paper'),
    item: z.enum([...COMPLIANCE_DOCUMENTS, 'service']),
    on: z.string(),
  }),
  z.object({
    kind: z.literal('serviceKm'),
    dueKm: z.number().int(),
    odometerKm: z.number().int(),
  }),
]);
export type CarRefusal = z.infer<typeof carRefusalSchema>;
