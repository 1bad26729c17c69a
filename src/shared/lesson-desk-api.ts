import { z } from 'zod';
import { COUNTER_PAYMENT_METHODS, COUNTER_REFERENCE_MESSAGE } from './counter-booking.js';
import { LESSON_MESSAGES as M } from './lesson-messages.js';

// The desk's part of a walk-in learner (issue 34 item 6, decision 0048): a package sold at the
// counter, the learner's open purchases to book from, and their learner's licence recorded by
// staff (the rules are the learner's own: shared/learner-licence.ts).

const bodyId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });
const queryId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

/** POST /api/console/lessons/purchases: the learner pays at the counter, a card or UPI with its slip. */
export const counterLessonSaleBodySchema = z
  .object({
    learnerId: bodyId(M.learnerNotFound),
    packageId: bodyId(M.packageNotFound),
    method: z.enum(COUNTER_PAYMENT_METHODS, { error: 'Please choose cash, card or UPI.' }),
    reference: z.string().trim().max(60, 'The reference can be at most 60 characters.').default(''),
  })
  .refine((b) => b.method === 'cash' || b.reference !== '', {
    message: COUNTER_REFERENCE_MESSAGE,
    path: ['reference'],
  });
export type CounterLessonSaleBody = z.input<typeof counterLessonSaleBodySchema>;
export type CounterLessonSale = z.output<typeof counterLessonSaleBodySchema>;

/**
 * GET /api/console/lessons/purchases?learnerId=: what the desk can book from, the learner's
 * paid purchases still valid with a session left, at the viewer's branch (an admin: `branchId`,
 * or every branch without it).
 */
export const learnerPurchasesQuerySchema = z.object({
  learnerId: queryId(M.learnerNotFound),
  branchId: queryId(M.branch).optional(),
});
export type LearnerPurchasesQuery = z.output<typeof learnerPurchasesQuerySchema>;
