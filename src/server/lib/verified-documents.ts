import { and, eq, inArray } from 'drizzle-orm';
import { PICKUP_DOCUMENT_KINDS } from '../../shared/console-customers.js';
import type { DbOrTx } from '../db/client.js';
import { userDocuments } from '../db/schema.js';

/**
 * True when staff have verified every document a pickup needs (licence and ID proof) for this
 * customer. Read by the handover (pickup refuses without) and by the customer's review.
 */
export async function pickupDocumentsVerified(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ kind: userDocuments.kind })
    .from(userDocuments)
    .where(
      and(
        eq(userDocuments.userId, userId),
        eq(userDocuments.reviewStatus, 'verified'),
        inArray(userDocuments.kind, [...PICKUP_DOCUMENT_KINDS]),
      ),
    );
  return PICKUP_DOCUMENT_KINDS.every((kind) => rows.some((r) => r.kind === kind));
}
