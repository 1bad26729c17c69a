import { asc, sql } from 'drizzle-orm';
import type { GstSubject } from '../../../shared/journal.js';
import { rateText } from '../../../shared/exchange-rate.js';
import type { Config, GstConfig } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { exchangeRates, gstRates, gstSettings } from '../../db/schema.js';

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

/**
 * Writes the rupee rates of the course currencies from the configuration at start, like the
 * registration: USD at LEARNING_INR_PER_USD, AED at that over LEARNING_AED_PER_USD (AED prices
 * are USD prices at that rate). A payment records the rate it was booked at (decision 0031).
 */
export async function syncExchangeRates(
  db: DbOrTx,
  learning: Pick<Config['learning'], 'inrPerUsd' | 'aedPerUsd'>,
) {
  const rates = [
    { currency: 'USD', inrPerUnit: rateText(learning.inrPerUsd) },
    { currency: 'AED', inrPerUnit: rateText(learning.inrPerUsd / learning.aedPerUsd) },
  ];
  for (const rate of rates) {
    await db
      .insert(exchangeRates)
      .values(rate)
      .onConflictDoUpdate({
        target: exchangeRates.currency,
        set: { inrPerUnit: rate.inrPerUnit, updatedAt: sql`now()` },
      });
  }
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
