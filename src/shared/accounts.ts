import { z } from 'zod';
import { branchIdQuerySchema } from './console.js';
import { MONTH_FORMAT_MESSAGE } from './console-reports.js';

// ---- Console: the accounts an accountant signs (issue 24, decision 0031) ----

const monthSchema = z
  .string({ error: MONTH_FORMAT_MESSAGE })
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, { error: MONTH_FORMAT_MESSAGE });

export const accountsQuerySchema = z.object({ month: monthSchema, branchId: branchIdQuerySchema });
export type AccountsQuery = z.infer<typeof accountsQuerySchema>;

export const DAY_BOOK_RANGE_MESSAGE =
  'Choose a from date on or before the to date, at most 366 days apart (YYYY-MM-DD).';
const dateSchema = z
  .string({ error: DAY_BOOK_RANGE_MESSAGE })
  .regex(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: DAY_BOOK_RANGE_MESSAGE });

export const dayBookQuerySchema = z
  .object({ from: dateSchema, to: dateSchema, branchId: branchIdQuerySchema })
  .refine(
    ({ from, to }) => {
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      return Number.isFinite(days) && days >= 0 && days <= 366;
    },
    { error: DAY_BOOK_RANGE_MESSAGE, path: ['to'] },
  );
export type DayBookQuery = z.infer<typeof dayBookQuerySchema>;

/**
 * The GSTR-1 sections exported as CSV, in the offline tool's sheet order: invoices, credit
 * notes, tax on advances received (`at`, Table 11A) and adjusted (`atadj`, 11B), nil-rated
 * and exempt supplies (`exemp`, Table 8), the SAC summary and the documents issued.
 */
export const GSTR1_SECTIONS = [
  'b2b',
  'b2cl',
  'b2cs',
  'cdnr',
  'cdnur',
  'at',
  'atadj',
  'exemp',
  'hsn-b2b',
  'hsn-b2c',
  'docs',
] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

export const gstr1ParamsSchema = z.object({
  section: z.enum(GSTR1_SECTIONS, { error: `Choose one of ${GSTR1_SECTIONS.join(', ')}.` }),
});

/** The whole month's GSTR-1 as the GST portal's upload file (decision 0054). */
export const gstr1JsonQuerySchema = z.object({ month: monthSchema });
export type Gstr1JsonQuery = z.infer<typeof gstr1JsonQuerySchema>;

/** A section of the file: the portal's own layout, described in decision 0054. */
const gstr1JsonSection = z.array(z.looseObject({}));

/**
 * The GSTR-1 upload file: `gstin`, `fp` (MMYYYY), the offline tool's `version` and `hash`, and
 * the sections with something to report (the others left out, as the portal expects).
 */
export const gstr1JsonFileSchema = z.looseObject({
  gstin: z.string(),
  fp: z.string(),
  version: z.string(),
  hash: z.string(),
  b2b: gstr1JsonSection.optional(),
  b2cl: gstr1JsonSection.optional(),
  b2cs: gstr1JsonSection.optional(),
  nil: z.looseObject({}).optional(),
  at: gstr1JsonSection.optional(),
  cdnr: gstr1JsonSection.optional(),
  cdnur: gstr1JsonSection.optional(),
  txpd: gstr1JsonSection.optional(),
  doc_issue: z.looseObject({}).optional(),
  hsn: z.looseObject({}).optional(),
});

/** Receivables by how long they have been owed, in days (as at the month's end or today). */
export const AGE_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export function ageBucket(days: number): AgeBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

const paise = z.number().int();

/** One booking with money open on an account: owed by its customer, or payable back. */
export const openBookingSchema = z.object({
  bookingId: z.number().int(),
  reference: z.string(),
  customerName: z.string(),
  branchName: z.string(),
  amountPaise: paise,
  /** When the amount first became open (the oldest posting still unsettled). */
  since: z.string(),
  ageDays: z.number().int(),
  bucket: z.enum(AGE_BUCKETS),
});
export type OpenBooking = z.infer<typeof openBookingSchema>;

export const gstByRateSchema = z.object({
  /** Basis points; null for lines posted before rates were recorded on the journal. */
  rateBp: z.number().int().nullable(),
  taxablePaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
});
export type GstByRate = z.infer<typeof gstByRateSchema>;

export const accountsReportSchema = z.object({
  month: z.string(),
  branchId: z.number().int().nullable(),
  /** The moment ages are counted to: the month's end, or now for the current month. */
  asAt: z.string(),
  revenuePaise: z.object({
    rent: paise,
    extension: paise,
    extraCharges: paise,
    courses: paise,
    total: paise,
  }),
  gstOutputPaise: z.object({ cgst: paise, sgst: paise, igst: paise, total: paise }),
  gstByRate: z.array(gstByRateSchema),
  depositsHeldPaise: paise,
  receivablesPaise: paise,
  refundsPayablePaise: paise,
  receivablesByAge: z.object({
    '0-30': paise,
    '31-60': paise,
    '61-90': paise,
    '90+': paise,
  } satisfies Record<AgeBucket, typeof paise>),
  receivables: z.array(openBookingSchema),
  refundsPayable: z.array(openBookingSchema),
});
export type AccountsReport = z.infer<typeof accountsReportSchema>;
