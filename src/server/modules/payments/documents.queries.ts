import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { BillingAddress } from '../../../shared/billing-address.js';
import type { GstDocumentRental, GstDocumentType } from '../../../shared/gst-documents.js';
import { must } from '../../../shared/must.js';
import type { DbOrTx } from '../../db/client.js';
import {
  bookings,
  cars,
  customerBillingAddresses,
  customerGstDetails,
  gstDocumentCounters,
  gstDocuments,
  gstSettings,
  journalEntries,
  journalLines,
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

/** An address of four nullable columns, or null when it is not on file. */
export function addressOf(
  a: {
    street: string | null;
    city: string | null;
    stateCode: string | null;
    pincode: string | null;
  } | null,
): BillingAddress | null {
  return a && a.street !== null && a.city !== null && a.stateCode !== null && a.pincode !== null
    ? { street: a.street, city: a.city, stateCode: a.stateCode, pincode: a.pincode }
    : null;
}

const billingColumns = {
  street: customerBillingAddresses.street,
  city: customerBillingAddresses.city,
  stateCode: customerBillingAddresses.stateCode,
  pincode: customerBillingAddresses.pincode,
};
const businessAddressColumns = {
  street: customerGstDetails.addressStreet,
  city: customerGstDetails.addressCity,
  stateCode: customerGstDetails.addressStateCode,
  pincode: customerGstDetails.addressPincode,
};

/**
 * The registration in force (only when GST is on) and the recipient: their name and profile
 * address, their billing address, and a registered buyer's GSTIN, name and business address.
 */
export async function documentParties(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({
      settings: gstSettings,
      user: { name: users.name, address: users.address },
      billing: billingColumns,
      buyer: { gstin: customerGstDetails.gstin, businessName: customerGstDetails.businessName },
      business: businessAddressColumns,
    })
    .from(users)
    .innerJoin(gstSettings, eq(gstSettings.enabled, true))
    .leftJoin(customerGstDetails, eq(customerGstDetails.userId, users.id))
    .leftJoin(customerBillingAddresses, eq(customerBillingAddresses.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    settings: row.settings,
    user: row.user,
    billing: addressOf(row.billing),
    buyer: row.buyer ? { ...row.buyer, address: addressOf(row.business) } : null,
  };
}

/** A customer's billing address and GST registration on file, and whether GST is on. */
export async function billingOnFile(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      billing: billingColumns,
      buyer: { gstin: customerGstDetails.gstin, businessName: customerGstDetails.businessName },
      business: businessAddressColumns,
      gstEnabled: sql<boolean>`coalesce(${gstSettings.enabled}, false)`,
    })
    .from(users)
    .leftJoin(gstSettings, eq(gstSettings.id, 1))
    .leftJoin(customerGstDetails, eq(customerGstDetails.userId, users.id))
    .leftJoin(customerBillingAddresses, eq(customerBillingAddresses.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    address: addressOf(row.billing),
    business: row.buyer ? { ...row.buyer, address: addressOf(row.business) } : null,
    documentsIssued: Boolean(row.gstEnabled),
  };
}

/** Saves (or replaces) a customer's billing address. */
export async function upsertBillingAddress(db: DbOrTx, userId: number, a: BillingAddress) {
  await db
    .insert(customerBillingAddresses)
    .values({ userId, ...a })
    .onConflictDoUpdate({
      target: customerBillingAddresses.userId,
      set: { ...a, updatedAt: sql`now()` },
    });
}

/**
 * The rental a booking's document is for: the car's registration and the period booked, from
 * the pickup to the latest drop of the booking and its confirmed or completed extensions.
 */
export async function bookingRental(
  tx: DbOrTx,
  bookingId: number,
): Promise<GstDocumentRental | null> {
  const [row] = await tx
    .select({
      registration: cars.carNumber,
      pickupAt: bookings.pickupAt,
      dropAt: sql<Date | string>`(
        select max(b.drop_at) from ${bookings} b
        where b.id = ${bookings.id}
          or (b.parent_booking_id = ${bookings.id} and b.status in ('confirmed', 'completed'))
      )`,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  return {
    registration: row.registration,
    pickupAt: row.pickupAt.toISOString(),
    dropAt: new Date(row.dropAt).toISOString(),
  };
}

/**
 * The security deposit a booking's tax invoice applies, from the journal entry it follows in
 * the issuing transaction (decision 0041): the return's (`return_settled`: the deposit released
 * less what goes back; one per booking), or, for the invoice of a deposit kept after the
 * return, that keeping (`deposit_kept` on the same refund row: what it took from the money
 * payable back). Any other tax invoice of a booking (a cancellation charge) applies none.
 */
export async function depositAppliedTo(
  tx: DbOrTx,
  bookingId: number,
  keptFromPaymentId: number | null,
) {
  const kept = keptFromPaymentId !== null;
  const [entry] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.bookingId, bookingId),
        kept
          ? and(
              eq(journalEntries.event, 'deposit_kept'),
              eq(journalEntries.paymentId, keptFromPaymentId),
            )
          : eq(journalEntries.event, 'return_settled'),
      ),
    )
    .orderBy(desc(journalEntries.id))
    .limit(1);
  if (!entry) return 0;
  const [row] = await tx
    .select({
      applied: kept
        ? sql<string>`coalesce(sum(${journalLines.debitPaise}) filter (where ${journalLines.account} = 'refunds_payable'), 0)`
        : sql<string>`coalesce(sum(${journalLines.debitPaise}) filter (where ${journalLines.account} = 'deposits_held'), 0) - coalesce(sum(${journalLines.creditPaise}) filter (where ${journalLines.account} = 'refunds_payable'), 0)`,
    })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.entryId, entry.id),
        or(eq(journalLines.account, 'deposits_held'), eq(journalLines.account, 'refunds_payable')),
      ),
    );
  return Math.max(0, Number(row?.applied ?? 0));
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
