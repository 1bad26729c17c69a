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

/**
 * Rent by the IST weekday of the pickup (issue 35 item 4). The bookings are those the month's
 * figures count as made (root bookings made in the month with their rent paid), less the ones
 * since cancelled; the money is each booking's rent as charged (`rent_paise`, the figure its
 * rent lines break down), so no extension, deposit or extra charge.
 */
export const weekdayRentSchema = z.object({
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: z.number().int().min(1).max(7),
  bookings: z.number().int(),
  rentPaise: z.number().int(),
});
export type WeekdayRent = z.infer<typeof weekdayRentSchema>;

/**
 * The same bookings' rent by the season (or standing rule) that priced its hours, from the rent
 * lines the booking keeps (decision 0049). A booking's rent is shared between its lines in
 * proportion to hours × rate; `seasonId` null is "no season": hours at the package's own rate
 * and bookings priced with no rule (no lines).
 */
export const seasonRentSchema = z.object({
  seasonId: z.number().int().nullable(),
  /** As the newest of the bookings recorded it; null for "no season". */
  name: z.string().nullable(),
  nameHi: z.string().nullable(),
  /** Bookings with at least one hour under it. */
  bookings: z.number().int(),
  rentPaise: z.number().int(),
});
export type SeasonRent = z.infer<typeof seasonRentSchema>;

/** Visible reviews (not hidden) written in the month, best average first. */
export const carRatingSchema = z.object({
  carId: z.number().int(),
  carNumber: z.string(),
  title: z.string(),
  branchName: z.string(),
  /** The mean of `car_rating`, 1–5, to two decimals. */
  averageRating: z.number(),
  reviews: z.number().int(),
});
export type CarRating = z.infer<typeof carRatingSchema>;

export const branchRatingSchema = z.object({
  branchId: z.number().int(),
  branchName: z.string(),
  /** The mean of `branch_rating`, 1–5, to two decimals. */
  averageRating: z.number(),
  reviews: z.number().int(),
});
export type BranchRating = z.infer<typeof branchRatingSchema>;

export const consoleReportSchema = z.object({
  month: z.string(),
  /** Null: every branch (admins). */
  branchId: z.number().int().nullable(),
  /** The chosen month, by branch. */
  branches: z.array(branchMonthFiguresSchema),
  /** The REPORT_TREND_MONTHS months ending at the chosen one, every branch in scope summed. */
  trend: z.array(branchMonthFiguresSchema.omit({ branchId: true, branchName: true })),
  cars: z.array(carUtilisationSchema),
  /** Monday to Sunday, all seven. */
  weekdays: z.array(weekdayRentSchema),
  /** Most rent first; "no season" listed when it has any booking. */
  seasons: z.array(seasonRentSchema),
  carRatings: z.array(carRatingSchema),
  branchRatings: z.array(branchRatingSchema),
});
export type ConsoleReport = z.infer<typeof consoleReportSchema>;
