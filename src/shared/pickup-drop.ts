import { z } from 'zod';

export const BRANCH_NOT_FOUND_MESSAGE = 'Branch not found.';

export const branchParamsSchema = z.object({
  branchId: z.coerce
    .number({ error: 'The branch id must be a number.' })
    .int({ error: 'The branch id must be a whole number.' })
    .positive({ error: 'The branch id must be a whole number.' }),
});

/** A branch's doorstep pickup and drop choices, each with its charge (checkout). */
export const pickupDropOptionsResponseSchema = z.object({
  options: z.array(
    z.object({ id: z.number().int(), name: z.string(), ratePaise: z.number().int() }),
  ),
});
export type PickupDropOptionsResponse = z.infer<typeof pickupDropOptionsResponseSchema>;
export type PickupDropOption = PickupDropOptionsResponse['options'][number];

/** What customers see of a branch (contact page, checkout): '' where not set yet. */
export const branchContactSchema = z.object({
  address: z.string(),
  /** E.164, or ''. */
  phone: z.string(),
  /** An https link to the branch on a map, or ''. */
  mapUrl: z.string(),
  openingHours: z.string(),
});
export type BranchContact = z.infer<typeof branchContactSchema>;
