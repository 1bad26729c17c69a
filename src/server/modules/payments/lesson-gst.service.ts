import { and, eq } from 'drizzle-orm';
import { chargeFor, gstTermsOf, type GstSplit } from '../../../shared/gst.js';
import type { GstSubject } from '../../../shared/journal.js';
import { PRACTICAL_LESSONS_GST_KEY } from '../../../shared/lesson-rules.js';
import type { DbOrTx } from '../../db/client.js';
import { customerGstDetails, gstRates, gstSettings } from '../../db/schema.js';

/**
 * The GST in a practical lesson package's price for a buyer (null: a visitor, unregistered),
 * as a course order's invoice will split it: the rate and SAC of the `practical` course
 * category (set on the GST page like exam, skill and qb), and course prices always include
 * GST (decision 0031). Without GST or a rate, the price is all taxable value.
 */
export async function lessonPackageCharge(
  db: DbOrTx,
  pricePaise: number,
  buyerId: number | null,
): Promise<{ split: GstSplit; sac: string | null }> {
  const [row] = await db
    .select({
      rateBp: gstRates.rateBp,
      sac: gstRates.sac,
      homeState: gstSettings.stateCode,
    })
    .from(gstSettings)
    .innerJoin(
      gstRates,
      and(
        eq(gstRates.subject, 'course_category' satisfies GstSubject),
        eq(gstRates.subjectKey, PRACTICAL_LESSONS_GST_KEY),
      ),
    )
    .where(eq(gstSettings.enabled, true))
    .limit(1);
  const [buyer] = buyerId
    ? await db
        .select({ gstin: customerGstDetails.gstin })
        .from(customerGstDetails)
        .where(eq(customerGstDetails.userId, buyerId))
    : [];
  const terms = row
    ? gstTermsOf({
        homeState: row.homeState,
        pricesIncludeTax: true,
        rateBp: row.rateBp,
        buyerGstin: buyer?.gstin ?? null,
      })
    : null;
  return { split: chargeFor(pricePaise, terms), sac: row?.sac ?? null };
}
