import { z } from 'zod';
import { MONTH_FORMAT_MESSAGE } from './console-reports.js';
import { istDate } from './time.js';

// ---- Closing a month's books (issue 37, item 3; decision 0055) ----

export const monthParamsSchema = z.object({
  month: z
    .string({ error: MONTH_FORMAT_MESSAGE })
    .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, { error: MONTH_FORMAT_MESSAGE }),
});

export const REOPEN_REASON_MESSAGE =
  'Please write why the month is reopened (5 to 300 characters).';
export const reopenBodySchema = z.object({
  reason: z
    .string({ error: REOPEN_REASON_MESSAGE })
    .trim()
    .min(5, { error: REOPEN_REASON_MESSAGE })
    .max(300, { error: REOPEN_REASON_MESSAGE }),
});
export type ReopenBody = z.infer<typeof reopenBodySchema>;

export const closedMonthSchema = z.object({
  month: z.string(),
  closedAt: z.string(),
  closedBy: z.string(),
});
export const closedMonthsSchema = z.object({ months: z.array(closedMonthSchema) });
export type ClosedMonths = z.infer<typeof closedMonthsSchema>;

/** The IST month ("YYYY-MM") an instant falls in. */
export const istMonthOf = (at: Date) => istDate(at).slice(0, 7);

/** Whether an IST month has ended at `now` (only an ended month can be closed). */
export const monthHasEnded = (month: string, now: Date) => istMonthOf(now) > month;

export const monthClosedMessage = (month: string) =>
  `The books of ${month} are closed. Post it in the open month, or ask an admin to reopen ${month}.`;
export const monthNotEndedMessage = (month: string) =>
  `${month} has not ended yet: a month can be closed once it is over.`;
export const monthAlreadyClosedMessage = (month: string) => `${month} is already closed.`;
export const monthNotClosedMessage = (month: string) => `${month} is not closed.`;
export const closeChecksFailedMessage = (
  month: string,
  found: { unbalanced: number; undocumented: number },
) =>
  `${month} cannot be closed yet: ${found.unbalanced} unbalanced journal entries, ${found.undocumented} GST documents without a journal entry.`;
