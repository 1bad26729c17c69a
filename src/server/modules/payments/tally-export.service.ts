import { bookingReference } from '../../../shared/payments.js';
import type { Db } from '../../db/client.js';
import { istMonthBounds } from './ledger.service.js';
import { documentsByEntry } from './tally-documents.js';
import { tallyXml, type TallyEntry, type TallyLine } from './tally-export.js';
import {
  companyName,
  documentsBetween,
  entriesBetween,
  linesBetween,
  type TallyEntryRow,
} from './tally-export.queries.js';

const referenceOf = (e: TallyEntryRow) =>
  e.booking_id !== null
    ? bookingReference(e.booking_id)
    : e.course_order_id !== null
      ? `Course order ${e.course_order_id}`
      : e.lesson_purchase_id !== null
        ? `Lesson package ${e.lesson_purchase_id}`
        : null;

/**
 * An IST month of the journal as a Tally import file (decision 0059): every entry posted in
 * it a voucher, with the GST documents issued with it, into the company named as the GST
 * registration's legal name. A month without entries is the envelope alone.
 */
export async function tallyExport(db: Db, month: string) {
  const { start, end } = istMonthBounds(month);
  const [rows, lineRows, documents, company] = await Promise.all([
    entriesBetween(db, start, end),
    linesBetween(db, start, end),
    documentsBetween(db, start, end),
    companyName(db),
  ]);
  const lines = new Map<number, TallyLine[]>();
  for (const l of lineRows) {
    const line = {
      account: l.account,
      debitPaise: Number(l.debit_paise),
      creditPaise: Number(l.credit_paise),
    };
    const list = lines.get(l.entry_id);
    if (list) list.push(line);
    else lines.set(l.entry_id, [line]);
  }
  const scopes = rows.map((e) => ({
    entryId: e.id,
    postedAt: new Date(e.posted_at),
    bookingId: e.booking_id,
    rootBookingId: e.root_booking_id,
    courseOrderId: e.course_order_id,
    lessonPurchaseId: e.lesson_purchase_id,
    paymentId: e.payment_id,
  }));
  const matched = documentsByEntry(scopes, documents);
  const entries: TallyEntry[] = rows.map((e) => {
    const docs = matched.get(e.id) ?? [];
    return {
      entryId: e.id,
      postedAt: new Date(e.posted_at),
      event: e.event,
      memo: e.memo,
      reference: referenceOf(e),
      party: e.customer_name ?? docs[0]?.recipientName ?? null,
      documents: docs.map((d) => ({ docType: d.docType, number: d.number })),
      lines: lines.get(e.id) ?? [],
    };
  });
  return { body: tallyXml({ company, entries }), fileName: `tally-${month}.xml` };
}
