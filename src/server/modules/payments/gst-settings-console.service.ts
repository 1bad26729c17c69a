import { asc } from 'drizzle-orm';
import {
  GST_SUBJECT_MESSAGE,
  type GstRateBody,
  type GstSettingsView,
} from '../../../shared/gst-settings.js';
import { COURSE_CATEGORIES } from '../../../shared/learning-rules.js';
import {
  PRACTICAL_LESSONS_GST_KEY,
  PRACTICAL_LESSONS_GST_NAME,
} from '../../../shared/lesson-rules.js';
import type { Db } from '../../db/client.js';
import { carCategories, gstSettings } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { badRequest } from '../../lib/http-errors.js';
import { listGstRates, setGstRate } from './gst-settings.service.js';

/**
 * What the admin's GST page shows: the registration as configured (GST_* settings, written at
 * start) and each car category and course category with its SAC and rate (none set: no GST).
 */
export async function gstSettingsView(db: Db): Promise<GstSettingsView> {
  const [[settings], categories, rates] = await Promise.all([
    db.select().from(gstSettings).limit(1),
    db
      .select({ id: carCategories.id, name: carCategories.name })
      .from(carCategories)
      .orderBy(asc(carCategories.name)),
    listGstRates(db),
  ]);
  const rateOf = (subject: string, key: string) =>
    rates.find((r) => r.subject === subject && r.subjectKey === key);
  const row = (subject: 'car_category' | 'course_category', subjectKey: string, name: string) => {
    const r = rateOf(subject, subjectKey);
    return { subject, subjectKey, name, sac: r?.sac ?? null, rateBp: r?.rateBp ?? null };
  };
  return {
    registration: {
      enabled: settings?.enabled ?? false,
      gstin: settings?.gstin ?? null,
      legalName: settings?.legalName ?? '',
      address: settings?.address ?? '',
      stateCode: settings?.stateCode ?? '',
      pricesIncludeTax: settings?.pricesIncludeTax ?? true,
    },
    rates: [
      ...categories.map((c) => row('car_category', String(c.id), c.name)),
      ...Object.entries(COURSE_CATEGORIES).map(([key, name]) => row('course_category', key, name)),
      // Practical lessons (decision 0046) are sold like courses and taxed by their own rate.
      row('course_category', PRACTICAL_LESSONS_GST_KEY, PRACTICAL_LESSONS_GST_NAME),
    ],
  };
}

/** Sets a category's SAC and rate (audited); an unknown category is a 400 naming `subjectKey`. */
export async function saveGstRate(db: Db, actorId: number, body: GstRateBody) {
  const view = await gstSettingsView(db);
  const before = view.rates.find(
    (r) => r.subject === body.subject && r.subjectKey === body.subjectKey,
  );
  if (!before) throw badRequest(GST_SUBJECT_MESSAGE, 'subjectKey');
  await db.transaction(async (tx) => {
    await setGstRate(tx, body);
    await recordAudit(tx, {
      actorId,
      action: 'gst.rate',
      recordType: 'gst_rate',
      recordId: `${body.subject}:${body.subjectKey}`,
      branchId: null,
      before: { sac: before.sac, rateBp: before.rateBp },
      after: { sac: body.sac, rateBp: body.rateBp },
    });
  });
  return gstSettingsView(db);
}
