import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { type CustomerDetail, type DocumentReviewBody } from '../../../shared/console-customers.js';
import { must } from '../../../shared/must.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { userDocuments, users } from '../../db/schema.js';
import {
  LICENCE_DETAILS_MISSING_MESSAGE,
  licenceDetailsProblem,
  type LicenceDetails,
} from '../../../shared/driver-rules.js';
import { recordAudit } from '../../lib/audit-log.js';
import { branchScope, type ConsoleStaff } from '../../lib/console-guard.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { pickupDocumentsVerified } from '../../lib/verified-documents.js';
import { driverLicenceOf, recordDocumentReview, recordDriverLicence } from '../account/index.js';
import { revokeUserSessions, updateUser } from '../auth/index.js';
import {
  customerBookings,
  customerDocuments,
  customerPayments,
  findCustomer,
} from './customers.queries.js';

// The columns other modules select a customer by (the counter's lookup).
export { customerSummaryColumns } from './customers.queries.js';

type DocumentKind = (typeof userDocuments.kind._)['data'];
const iso = (d: Date) => d.toISOString();

export async function customerDetail(
  db: Db,
  staff: ConsoleStaff,
  id: number,
): Promise<CustomerDetail> {
  const customer = await findCustomer(db, id);
  if (!customer) throw notFound('Customer not found.');
  const scope = branchScope(staff);
  const [docs, bookingRows, paymentRows, licence] = await Promise.all([
    customerDocuments(db, id),
    customerBookings(db, id, scope),
    customerPayments(db, id, scope),
    driverLicenceOf(db, id),
  ]);
  return {
    customer: { ...customer, createdAt: iso(customer.createdAt) },
    documents: docs.map((d) => ({
      kind: d.kind,
      url: `/api/console/customers/${id}/documents/${d.kind}/file`,
      mimeType: d.mimeType,
      uploadedAt: iso(d.uploadedAt),
      reviewStatus: d.reviewStatus,
      reviewReason: d.reviewReason,
    })),
    licence,
    bookings: bookingRows.map((b) => ({ ...b, pickupAt: iso(b.pickupAt), dropAt: iso(b.dropAt) })),
    payments: paymentRows.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
  };
}

/** Verifying a licence needs its details, and they must make sense today. */
function checkLicence(body: DocumentReviewBody): LicenceDetails {
  if (!body.licence) throw badRequest(LICENCE_DETAILS_MISSING_MESSAGE, 'licence');
  const problem = licenceDetailsProblem(body.licence, new Date());
  if (problem) throw badRequest(problem, 'licence');
  return body.licence;
}

/** The customer's identity counts as verified when the licence and the ID proof both are. */
async function refreshIdVerified(tx: DbOrTx, userId: number) {
  const verified = await pickupDocumentsVerified(tx, userId);
  await updateUser(tx, userId, { idVerified: verified });
  return verified;
}

/** Verifies or rejects one document (a rejection carries its reason), with an audit entry. */
export async function reviewDocument(
  db: Db,
  staff: ConsoleStaff,
  userId: number,
  kind: DocumentKind,
  body: DocumentReviewBody,
) {
  const licence =
    kind === 'licence_img' && body.decision === 'verified' ? checkLicence(body) : null;
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .select()
      .from(userDocuments)
      .where(and(eq(userDocuments.userId, userId), eq(userDocuments.kind, kind)))
      .for('update');
    if (!doc) throw badRequest('The customer has not uploaded this document.');
    const reason =
      body.decision === 'rejected'
        ? must(body.reason, 'the rejection reason the body schema requires').trim()
        : null;
    await recordDocumentReview(tx, doc.id, { status: body.decision, reason, by: staff.id });
    if (licence) await recordDriverLicence(tx, userId, licence, staff.id);
    const idVerified = await refreshIdVerified(tx, userId);
    await recordAudit(tx, {
      actorId: staff.id,
      action: `document.${body.decision === 'verified' ? 'verify' : 'reject'}`,
      recordType: 'customer',
      recordId: userId,
      branchId: staff.branchId,
      before: { kind, reviewStatus: doc.reviewStatus, reviewReason: doc.reviewReason },
      after: { kind, reviewStatus: body.decision, reviewReason: reason, idVerified, licence },
    });
    // Verifying again (to correct the licence details) is no news to the customer.
    const changed = doc.reviewStatus !== body.decision || doc.reviewReason !== reason;
    return { decision: body.decision, reason, changed };
  });
}

/** Blocks (every session ends, sign-in refused) or unblocks a customer, with an audit entry. */
export async function setBlocked(
  db: Db,
  staff: ConsoleStaff,
  userId: number,
  blocked: boolean,
  reason: string | undefined,
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ blockedAt: users.blockedAt, blockedReason: users.blockedReason })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const after = blocked
      ? {
          blockedAt: before?.blockedAt ?? new Date(),
          blockedReason: must(reason, 'the blocking reason the body schema requires').trim(),
        }
      : { blockedAt: null, blockedReason: null };
    await updateUser(tx, userId, after);
    if (blocked) await revokeUserSessions(tx, userId);
    await recordAudit(tx, {
      actorId: staff.id,
      action: blocked ? 'customer.block' : 'customer.unblock',
      recordType: 'customer',
      recordId: userId,
      branchId: staff.branchId,
      before,
      after,
    });
  });
}

export async function openCustomerDocument(
  db: Db,
  uploadsDir: string,
  userId: number,
  kind: DocumentKind,
) {
  const [doc] = await db
    .select()
    .from(userDocuments)
    .where(and(eq(userDocuments.userId, userId), eq(userDocuments.kind, kind)));
  if (!doc) throw notFound('Document not found.');
  return {
    stream: fs.createReadStream(path.join(uploadsDir, doc.storageKey)),
    mimeType: doc.mimeType,
  };
}
