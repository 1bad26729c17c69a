import { sql } from 'drizzle-orm';
import type { BillingAddress, BillingDetails } from '../../../shared/billing-address.js';
import type { CustomerGstDetails, CustomerGstDetailsView } from '../../../shared/gst-buyer.js';
import type { DbOrTx } from '../../db/client.js';
import { customerGstDetails } from '../../db/schema.js';
import { billingOnFile, upsertBillingAddress } from './documents.queries.js';

export async function getCustomerGstDetails(
  db: DbOrTx,
  userId: number,
): Promise<CustomerGstDetailsView | null> {
  const details = await billingOnFile(db, userId);
  return details?.business ?? null;
}

/**
 * Saves (or replaces) them with the business's own address (decision 0041); documents issued
 * before keep the recipient they were issued to.
 */
export async function saveCustomerGstDetails(
  db: DbOrTx,
  userId: number,
  details: CustomerGstDetails,
): Promise<CustomerGstDetailsView> {
  const columns = {
    gstin: details.gstin,
    businessName: details.businessName,
    addressStreet: details.address.street,
    addressCity: details.address.city,
    addressStateCode: details.address.stateCode,
    addressPincode: details.address.pincode,
  };
  await db
    .insert(customerGstDetails)
    .values({ userId, ...columns })
    .onConflictDoUpdate({
      target: customerGstDetails.userId,
      set: { ...columns, updatedAt: sql`now()` },
    });
  return details;
}

/**
 * What the checkout (or the counter) shows of a customer's billing: their billing address, a
 * registered buyer's business details, and whether GST documents are issued at all.
 */
export async function billingDetails(db: DbOrTx, userId: number): Promise<BillingDetails> {
  return (
    (await billingOnFile(db, userId)) ?? { address: null, business: null, documentsIssued: false }
  );
}

/** Saves (or replaces) the customer's own billing address; issued documents keep theirs. */
export async function saveBillingAddress(
  db: DbOrTx,
  userId: number,
  address: BillingAddress,
): Promise<BillingDetails> {
  await upsertBillingAddress(db, userId, address);
  return billingDetails(db, userId);
}
