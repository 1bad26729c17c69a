import { asc, sql } from 'drizzle-orm';
import type { GstSubject } from '../../../shared/journal.js';
import type { GstConfig } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { gstRates, gstSettings } from '../../db/schema.js';

/**
 * Writes the GST registration from the configuration (GST_* settings) into its one row at
 * start, so that postings and documents read it in the same statement as their data.
 */
export async function syncGstSettings(db: DbOrTx, gst: GstConfig) {
  const values = {
    enabled: gst.enabled,
    gstin: gst.gstin,
    legalName: gst.legalName,
    address: gst.address,
    stateCode: gst.stateCode,
    pricesIncludeTax: gst.pricesIncludeTax,
    updatedAt: new Date(),
  };
  await db
    .insert(gstSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: gstSettings.id, set: values });
}

/** Sets (or replaces) the SAC code and rate of a car category or course category. */
export async function setGstRate(
  db: DbOrTx,
  rate: { subject: GstSubject; subjectKey: string; sac: string; rateBp: number },
) {
  await db
    .insert(gstRates)
    .values(rate)
    .onConflictDoUpdate({
      target: [gstRates.subject, gstRates.subjectKey],
      set: { sac: rate.sac, rateBp: rate.rateBp, updatedAt: sql`now()` },
    });
}

export function listGstRates(db: DbOrTx) {
  return db.select().from(gstRates).orderBy(asc(gstRates.subject), asc(gstRates.subjectKey));
}
