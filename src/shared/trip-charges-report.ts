import { z } from 'zod';
import { calendarDate } from './calendar-date.js';
import { branchIdQuerySchema } from './console.js';
import { TRIP_CHARGE_KINDS } from './trip-charges.js';

// ---- The report of charges after trips (issue 36 item 5) ----
// Charges recorded in a period of IST dates, by kind: the business's own, what renters were
// billed, collected, still owed, disputed and written off. Money is integer paise.

export const TRIP_CHARGES_REPORT_MAX_DAYS = 366;
export const TRIP_CHARGES_REPORT_RANGE_MESSAGE =
  'Choose a from date on or before the to date, at most 366 days apart (YYYY-MM-DD).';

export const tripChargesReportQuerySchema = z
  .object({
    from: calendarDate(TRIP_CHARGES_REPORT_RANGE_MESSAGE),
    to: calendarDate(TRIP_CHARGES_REPORT_RANGE_MESSAGE),
    branchId: branchIdQuerySchema,
  })
  .refine(
    ({ from, to }) => {
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      return days >= 0 && days <= TRIP_CHARGES_REPORT_MAX_DAYS;
    },
    { error: TRIP_CHARGES_REPORT_RANGE_MESSAGE, path: ['to'] },
  );
export type TripChargesReportQuery = z.infer<typeof tripChargesReportQuerySchema>;

const count = z.number().int();
const paise = z.number().int();

/** One kind's figures (or all kinds' together), over the charges recorded in the period. */
export const tripChargesReportRowSchema = z.object({
  kind: z.enum([...TRIP_CHARGE_KINDS, 'total']),
  /** Nobody had the car: the business's own cost (the toll, fine or repair estimate). */
  ownCount: count,
  ownPaise: paise,
  /** Charged to a renter (reversed and written-off charges included): what they were charged. */
  billedCount: count,
  billedPaise: paise,
  /**
   * Of the charges that stand (billed or written off): the total charged less what is still
   * owed and what was written off; reversed charges are out (what was paid went back).
   */
  collectedPaise: paise,
  /** Still unpaid now: each booking's balance owed, put on its newest charges first. */
  owedPaise: paise,
  /** Disputes by where they stand, with the charges' totals; accepted ones are reversed. */
  disputeOpenCount: count,
  disputeOpenPaise: paise,
  disputeRejectedCount: count,
  disputeRejectedPaise: paise,
  reversedCount: count,
  reversedPaise: paise,
  writtenOffCount: count,
  /** The unpaid parts written off (bad debts). */
  writtenOffPaise: paise,
});
export type TripChargesReportRow = z.infer<typeof tripChargesReportRowSchema>;

export const tripChargesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The branch reported (null: every branch, an admin's). */
  branchId: z.number().int().nullable(),
  /** One row per kind, in TRIP_CHARGE_KINDS order, then `total`. */
  rows: z.array(tripChargesReportRowSchema),
});
export type TripChargesReport = z.infer<typeof tripChargesReportSchema>;
