import { and, desc, eq, sql } from 'drizzle-orm';
import type { GstDocumentType } from '../../../shared/gst-documents.js';
import { must } from '../../../shared/must.js';
import type { DbOrTx } from '../../db/client.js';
import {
  customerGstDetails,
  gstDocumentCounters,
  gstDocuments,
  gstSettings,
  users,
} from '../../db/schema.js';

/**
 * The next serial of a series in a financial year, in the issuing transaction: the counter
 * row stays locked until commit, so concurrent issuers queue and a rollback frees the number.
 */
export async function nextSerial(tx: DbOrTx, docType: GstDocumentType, financialYear: string) {
  const [row] = await tx
    .insert(gstDocumentCounters)
    .values({ docType, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [gstDocumentCounters.docType, gstDocumentCounters.financialYear],
      set: { lastNumber: sql`${gstDocumentCounters.lastNumber} + 1` },
    })
    .returning({ serial: gstDocumentCounters.lastNumber });
  return must(row, "the series' counter row").serial;
}

export async function insertDocument(tx: DbOrTx, values: typeof gstDocuments.$inferInsert) {
  const [row] = await tx.insert(gstDocuments).values(values).returning();
  return must(row, 'the inserted GST document');
}

/** The registration in force (only when GST is on) and the recipient, with their GSTIN. */
export async function documentParties(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({
      settings: gstSettings,
      user: { name: users.name, address: users.address, email: users.email },
      buyer: { gstin: customerGstDetails.gstin, businessName: customerGstDetails.businessName },
    })
    .from(users)
    .innerJoin(gstSettings, eq(gstSettings.enabled, true))
    .leftJoin(customerGstDetails, eq(customerGstDetails.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** The latest live document of a type for a booking or course order (what a note refers to). */
export async function latestDocument(
  tx: DbOrTx,
  docType: GstDocumentType,
  of: { bookingId?: number; courseOrderId?: number },
) {
  const [row] = await tx
    .select({ id: gstDocuments.id })
    .from(gstDocuments)
    .where(
      and(
        eq(gstDocuments.docType, docType),
        of.bookingId !== undefined
          ? eq(gstDocuments.bookingId, of.bookingId)
          : eq(gstDocuments.courseOrderId, of.courseOrderId ?? -1),
      ),
    )
    .orderBy(desc(gstDocuments.id))
    .limit(1);
  return row?.id ?? null;
}

/** Documents of a customer, of a booking or of a course order, newest first. */
export function listDocuments(
  tx: DbOrTx,
  of: { userId: number } | { bookingId: number } | { courseOrderId: number },
) {
  return tx
    .select()
    .from(gstDocuments)
    .where(
      'userId' in of
        ? eq(gstDocuments.userId, of.userId)
        : 'bookingId' in of
          ? eq(gstDocuments.bookingId, of.bookingId)
          : eq(gstDocuments.courseOrderId, of.courseOrderId),
    )
    .orderBy(desc(gstDocuments.id));
}

export async function findDocument(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(gstDocuments).where(eq(gstDocuments.id, id));
  return row;
}

/** The documents issued for a payment row (a receipt voucher, a refund voucher). */
export function documentsOfPayment(tx: DbOrTx, paymentId: number) {
  return tx
    .select()
    .from(gstDocuments)
    .where(eq(gstDocuments.paymentId, paymentId))
    .orderBy(gstDocuments.id);
}
