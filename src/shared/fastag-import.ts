import { z } from 'zod';

// ---- A FASTag statement imported (issue 36 item 3, decision 0057) ----
// Each toll debit of the statement is matched by its vehicle and time to the booking that had
// the car and charged as a toll (decision 0056); every line says what became of it.

/** What became of a line: charged to a renter, the business's own cost, or not charged. */
export const FASTAG_OUTCOMES = [
  'charged',
  'own_cost',
  'duplicate',
  'skipped',
  'refused',
  'unmatched',
  'unreadable',
] as const;
export type FastagOutcome = (typeof FASTAG_OUTCOMES)[number];

/**
 * Why a line was not charged. Skipped: `credit` (a recharge, credit, refund or reversal),
 * `not_toll` (a debit that is no toll: the tag's fee, a penalty). Duplicate: `imported` (an
 * earlier import), `recorded` (a toll recorded by hand with this transaction id), `in_file`
 * (an earlier line of this file). Unmatched: `not_your_car`. Refused: `on_the_road`.
 * Unreadable: `columns`, `no_vehicle`, `bad_time`, `future`, `bad_amount`.
 */
export const FASTAG_REASONS = [
  'credit',
  'not_toll',
  'imported',
  'recorded',
  'in_file',
  'not_your_car',
  'on_the_road',
  'columns',
  'no_vehicle',
  'bad_time',
  'future',
  'bad_amount',
] as const;
export type FastagReason = (typeof FASTAG_REASONS)[number];

/** Lines a statement may have: a month of a large fleet's tolls, with room to spare. */
export const MAX_FASTAG_LINES = 20_000;

export const FASTAG_FILE_MISSING_MESSAGE = 'Please choose the FASTag statement (a CSV file).';
export const FASTAG_TOO_LARGE_MESSAGE =
  'The statement is too large: at most 5 MB. Download a shorter period.';
export const FASTAG_EXCEL_MESSAGE =
  'This is an Excel file: open it and save it as CSV (comma-separated), then import that.';
export const FASTAG_NOT_A_STATEMENT_MESSAGE =
  'This is not a FASTag statement we can read: no header row names the transaction time, the vehicle number and the amount.';
export const FASTAG_NO_LINES_MESSAGE = 'The statement has no transactions.';
export const FASTAG_TOO_MANY_LINES_MESSAGE =
  'A statement can have at most 20,000 lines: download a shorter period.';

/** A vehicle number as statements and cars are matched: letters and digits, upper case. */
export const fastagVehicleKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

const count = z.number().int();

export const fastagLineReportSchema = z.object({
  /** Its line in the file (the first, when a quoted field runs over several). */
  line: count,
  /** The vehicle number as the statement prints it. */
  registration: z.string(),
  /** ISO time; null when it could not be read. */
  occurredAt: z.string().nullable(),
  plaza: z.string(),
  amountPaise: count.nullable(),
  /** The bank's transaction id ('' when the statement has none). */
  reference: z.string(),
  outcome: z.enum(FASTAG_OUTCOMES),
  reason: z.enum(FASTAG_REASONS).nullable(),
  /** Charged: the booking billed; refused: the booking the car is still out on. */
  bookingId: count.nullable(),
  /** The charge made, or (a duplicate) the one made before. */
  chargeId: count.nullable(),
  /** What the renter is charged: the toll and the branch's fee. */
  totalPaise: count.nullable(),
  /** A duplicate of an earlier line of this file: that line. */
  duplicateOfLine: count.nullable(),
});
export type FastagLineReport = z.infer<typeof fastagLineReportSchema>;

export const fastagImportReportSchema = z.object({
  counts: z.object({
    lines: count,
    ...(Object.fromEntries(FASTAG_OUTCOMES.map((o) => [o, count])) as Record<
      FastagOutcome,
      typeof count
    >),
  }),
  /** What the renters are charged in all (tolls and fees). */
  chargedPaise: count,
  lines: z.array(fastagLineReportSchema),
});
export type FastagImportReport = z.infer<typeof fastagImportReportSchema>;
