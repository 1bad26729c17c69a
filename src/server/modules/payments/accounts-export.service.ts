import type { Gstr1Section } from '../../../shared/accounts.js';
import { shortRate } from '../../../shared/exchange-rate.js';
import { JOURNAL_ACCOUNT_NAMES } from '../../../shared/journal.js';
import { bookingReference } from '../../../shared/payments.js';
import type { Db } from '../../db/client.js';
import { gstSettings } from '../../db/schema.js';
import { csv, rupees } from '../../lib/csv.js';
import { conflict } from '../../lib/http-errors.js';
import {
  advanceDocuments,
  dayBookLines,
  documentsById,
  documentSerials,
  documentsIssued,
} from './accounts.queries.js';
import { advanceRows, gstr1AdvancesCsv } from './gstr1-advances.js';
import { gstr1Json, returnPeriod, type Gstr1Json } from './gstr1-json.js';
import { gstr1Csv, gstr1DocsCsv, type Gstr1Input } from './gstr1.js';
import { istMonthBounds } from './ledger.service.js';

const IST_OFFSET_MS = 5.5 * 3_600_000;

/** 00:00 IST of a date (YYYY-MM-DD), `plusDays` later. */
const istDayStart = (date: string, plusDays = 0) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + plusDays * 86_400_000 - IST_OFFSET_MS);

/** An instant as IST `YYYY-MM-DD HH:MM:SS`. */
const istStamp = (at: Date) =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

export const DAY_BOOK_HEADER = [
  'entry',
  'posted_at_ist',
  'event',
  'booking',
  'course_order',
  'payment',
  'memo',
  'account',
  'account_name',
  'gst_rate_percent',
  'debit_inr',
  'credit_inr',
  'paid_currency',
  'paid_amount',
  'inr_per_unit',
];

/**
 * The day book: every journal entry posted from `from` to `to` (IST dates, both included) with
 * its lines, one line a row, in posting order. Branch staff: their branch's bookings only. An
 * entry for money paid in another currency names it, the amount and the rate of its rupees.
 */
export async function dayBookCsv(db: Db, from: string, to: string, branchId: number | null) {
  const rows = await dayBookLines(db, istDayStart(from), istDayStart(to, 1), branchId);
  return csv([
    DAY_BOOK_HEADER,
    ...rows.map((r) => [
      r.entry_id,
      istStamp(new Date(r.posted_at)),
      r.event,
      r.booking_id === null ? null : bookingReference(r.booking_id),
      r.course_order_id,
      r.payment_id,
      r.memo,
      r.account,
      JOURNAL_ACCOUNT_NAMES[r.account],
      r.rate_bp === null ? null : r.rate_bp / 100,
      Number(r.debit_paise) > 0 ? rupees(Number(r.debit_paise)) : null,
      Number(r.credit_paise) > 0 ? rupees(Number(r.credit_paise)) : null,
      r.currency,
      r.foreign_minor === null ? null : (Number(r.foreign_minor) / 100).toFixed(2),
      r.inr_per_unit === null ? null : shortRate(r.inr_per_unit),
    ]),
  ]);
}

/** The month's tax invoices and credit notes, and the documents its notes refer to. */
async function invoicesAndNotes(db: Db, start: Date, end: Date): Promise<Gstr1Input> {
  const documents = await documentsIssued(db, start, end, ['tax_invoice', 'credit_note']);
  const inMonth = new Set(documents.map((d) => d.id));
  const referredIds = [
    ...new Set(
      documents
        .map((d) => d.refersToId)
        .filter((id): id is number => id !== null && !inMonth.has(id)),
    ),
  ];
  return { documents, referred: await documentsById(db, referredIds) };
}

/** One GSTR-1 section for an IST month, from the documents issued in it (the whole GSTIN). */
export async function gstr1Export(db: Db, month: string, section: Gstr1Section) {
  const { start, end } = istMonthBounds(month);
  if (section === 'docs') return gstr1DocsCsv(await documentSerials(db, start, end));
  if (section === 'at' || section === 'atadj') {
    return gstr1AdvancesCsv(section, await advanceDocuments(db, start, end), start);
  }
  return gstr1Csv(section, await invoicesAndNotes(db, start, end));
}

export const GSTR1_NO_GSTIN_MESSAGE =
  'No GSTIN is configured (GST is off), so there is no GSTR-1 to file: set GSTIN and GST_ENABLED first.';

/**
 * The whole month's GSTR-1 as the GST portal's upload file (decision 0054), from the same
 * rows as the CSVs, and its file name `GSTR1_<gstin>_<MMYYYY>.json`. Without a GSTIN on the
 * registration (GST off): 409, as the file must name the GSTIN it is filed for.
 */
export async function gstr1JsonExport(
  db: Db,
  month: string,
): Promise<{ file: Gstr1Json; fileName: string }> {
  const [settings] = await db
    .select({ enabled: gstSettings.enabled, gstin: gstSettings.gstin })
    .from(gstSettings)
    .limit(1);
  const gstin = settings?.enabled ? settings.gstin : null;
  if (!gstin) throw conflict(GSTR1_NO_GSTIN_MESSAGE);
  const { start, end } = istMonthBounds(month);
  const [input, serials, advanceDocs] = await Promise.all([
    invoicesAndNotes(db, start, end),
    documentSerials(db, start, end),
    advanceDocuments(db, start, end),
  ]);
  const file = gstr1Json({
    ...input,
    gstin,
    month,
    serials,
    advances: advanceRows(advanceDocs, start),
  });
  return { file, fileName: `GSTR1_${gstin}_${returnPeriod(month)}.json` };
}
