import {
  GST_DOCUMENT_TITLES,
  type GstDocumentSummary,
  type GstDocumentType,
} from '../../../shared/gst-documents.js';
import type { Language } from '../../../shared/language.js';
import type { Db } from '../../db/client.js';
import type { gstDocuments } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { mailLanguage } from '../../lib/mail/customer-mail.js';
import { gstDocumentPdf, type ReferredDocument } from './document-pdf.js';
import {
  documentsOfPayment,
  findDocument,
  latestDocument,
  listDocuments,
} from './documents.queries.js';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'This document was not found.';

const summary =
  (pdfUrl: (id: number) => string) =>
  (d: typeof gstDocuments.$inferSelect): GstDocumentSummary => ({
    id: d.id,
    docType: d.docType,
    title: GST_DOCUMENT_TITLES[d.docType],
    number: d.number,
    issuedAt: d.issuedAt.toISOString(),
    totalPaise: d.totalPaise,
    reimbursedPaise: d.reimbursedPaise,
    bookingId: d.bookingId,
    courseOrderId: d.courseOrderId,
    voided: d.voidedAt !== null,
    pdfUrl: pdfUrl(d.id),
  });

export const customerPdfUrl = (id: number) => `/api/account/tax-documents/${id}/pdf`;
export const staffPdfUrl = (bookingId: number) => (id: number) =>
  `/api/console/bookings/${bookingId}/tax-documents/${id}/pdf`;
export const staffCourseOrderPdfUrl = (courseOrderId: number) => (id: number) =>
  `/api/console/course-orders/${courseOrderId}/tax-documents/${id}/pdf`;

export async function customerDocuments(db: Db, userId: number) {
  return (await listDocuments(db, { userId })).map(summary(customerPdfUrl));
}

export async function bookingDocuments(db: Db, bookingId: number) {
  return (await listDocuments(db, { bookingId })).map(summary(staffPdfUrl(bookingId)));
}

/** A course order's documents (its tax invoice, the credit note of its refund), for staff. */
export async function courseOrderDocuments(db: Db, courseOrderId: number) {
  return (await listDocuments(db, { courseOrderId })).map(
    summary(staffCourseOrderPdfUrl(courseOrderId)),
  );
}

/** The document a note or voucher is issued against: its type, number and date (Rules 51, 53). */
async function referredDocument(
  db: Db,
  d: typeof gstDocuments.$inferSelect,
): Promise<ReferredDocument | null> {
  const referred = d.refersToId ? await findDocument(db, d.refersToId) : undefined;
  return referred
    ? { docType: referred.docType, number: referred.number, issuedAt: referred.issuedAt }
    : null;
}

const fileOf = async (db: Db, d: typeof gstDocuments.$inferSelect, language: Language) => ({
  filename: `${d.number.replaceAll('/', '-')}.pdf`,
  pdf: await gstDocumentPdf(d, await referredDocument(db, d), language),
});

/**
 * The PDF of a document the owner may see, or, with `bookingId` / `courseOrderId`, staff
 * looking at that booking or course order, in the reader's language (decision 0041).
 */
export async function documentPdf(
  db: Db,
  id: number,
  allowed: { userId: number } | { bookingId: number } | { courseOrderId: number },
  language: Language = 'en',
) {
  const d = await findDocument(db, id);
  const mine =
    d &&
    ('userId' in allowed
      ? d.userId === allowed.userId
      : 'bookingId' in allowed
        ? d.bookingId === allowed.bookingId
        : d.courseOrderId === allowed.courseOrderId);
  if (!d || !mine) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return fileOf(db, d, language);
}

/** A document as a PDF mail attachment, in the language the customer's mail is written in. */
async function asAttachment(db: Db, d: typeof gstDocuments.$inferSelect) {
  const { filename, pdf } = await fileOf(db, d, await mailLanguage(db, d.userId));
  return { filename, contentType: 'application/pdf', content: pdf };
}

/** The GST documents of a payment as PDF mail attachments (none when GST is off). */
export async function paymentDocumentAttachments(db: Db, paymentId: number | null) {
  if (paymentId === null) return [];
  const docs = await documentsOfPayment(db, paymentId);
  return Promise.all(docs.map((d) => asAttachment(db, d)));
}

/**
 * The latest live document of each type for a booking or a course order, as PDF mail
 * attachments: the trip's tax invoice with the final bill, a course order's tax invoice with
 * its receipt, its credit note with the refund. None when GST is off.
 */
export async function latestDocumentAttachments(
  db: Db,
  of: { bookingId: number } | { courseOrderId: number },
  docTypes: GstDocumentType[],
) {
  const ids = await Promise.all(docTypes.map((t) => latestDocument(db, t, of)));
  const docs = await Promise.all(
    ids.filter((id): id is number => id !== null).map((id) => findDocument(db, id)),
  );
  return Promise.all(
    docs
      .filter((d): d is typeof gstDocuments.$inferSelect => d !== undefined)
      .map((d) => asAttachment(db, d)),
  );
}
