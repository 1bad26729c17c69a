import { eq, sql } from 'drizzle-orm';
import type { CustomerGstDetails } from '../../../shared/gst-buyer.js';
import type { DbOrTx } from '../../db/client.js';
import { customerGstDetails } from '../../db/schema.js';

export async function getCustomerGstDetails(
  db: DbOrTx,
  userId: number,
): Promise<CustomerGstDetails | null> {
  const [row] = await db
    .select({ gstin: customerGstDetails.gstin, businessName: customerGstDetails.businessName })
    .from(customerGstDetails)
    .where(eq(customerGstDetails.userId, userId));
  return row ?? null;
}

/** Saves (or replaces) them; documents issued before keep the recipient they were issued to. */
export async function saveCustomerGstDetails(
  db: DbOrTx,
  userId: number,
  details: CustomerGstDetails,
): Promise<CustomerGstDetails> {
  await db
    .insert(customerGstDetails)
    .values({ userId, ...details })
    .onConflictDoUpdate({
      target: customerGstDetails.userId,
      set: { ...details, updatedAt: sql`now()` },
    });
  return details;
}
