import { z } from 'zod';
import { branchIdQuerySchema } from './console.js';
import { istDate } from './time.js';

// ---- Console: reports by branch and month (issue 11; figure definitions in decision 0016) ----

/** How many months the trend shows, ending at the chosen month. */
export const REPORT_TREND_MONTHS = 6;

export const MONTH_FORMAT_MESSAGE = 'The month must look like 2026-11.';

/** The IST month an instant falls in, as YYYY-MM. */
export const istMonth = (instant: Date) => istDate(instant).slice(0, 7);

export const reportQuerySchema = z.object({
  month: z
    .string({ error: MONTH_FORMAT_MESSAGE })
    .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, { error: MONTH_FORMAT_MESSAGE })
    .optional(),
  branchId: branchIdQuerySchema,
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** One branch's figures for one month. Money is integer paise. */
export const branchMonthFiguresSchema = z.object({
  branchId: z.number().int(),
  branchName: z.string(),
  month: z.string(),
  bookings: z.number().int(),
  cancellations: z.number().int(),
  /**
   * From the journal (decision 0031): supplies charged to the branch's bookings in the month,
   * GST included, deposits never (they are held, not earned).
   */
  receivedPaise: z.number().int(),
  /** Charges reversed by cancellations in the month, GST included (deposit returns never). */
  refundsPaise: z.number().int(),
  /** Net taxable revenue: no GST, no deposits. receivedPaise − refundsPaise = revenue + GST. */
  revenuePaise: z.number().int(),
  /** Net GST output of the month. */
  gstPaise: z.number().int(),
});
export type BranchMonthFigures = z.infer<typeof branchMonthFiguresSchema>;

export const carUtilisationSchema = z.object({
  carId: z.number().int(),
  carNumber: z.string(),
  title: z.string(),
  branchName: z.string(),
  /** False for a car taken off the site (retired); listed only when it was booked that month. */
  active: z.boolean(),
  bookedHours: z.number(),
  blockedHours: z.number(),
  availableHours: z.number(),
  /** bookedHours / availableHours, 0..1; null when the car had no available hour. */
  utilisation: z.number().nullable(),
});
export type CarUtilisation = z.infer<typeof carUtilisationSchema>;

export const consoleReportSchema = z.object({
  month: z.string(),
  /** Null: every branch (admins). */
  branchId: z.number().int().nullable(),
  /** The chosen month, by branch. */
  branches: z.array(branchMonthFiguresSchema),
  /** The REPORT_TREND_MONTHS months ending at the chosen one, every branch in scope summed. */
  trend: z.array(branchMonthFiguresSchema.omit({ branchId: true, branchName: true })),
  cars: z.array(carUtilisationSchema),
});
export type ConsoleReport = z.infer<typeof consoleReportSchema>;
