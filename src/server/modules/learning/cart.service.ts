import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { CartEntry } from '../../../shared/learning-cart.js';
import type { Cart } from '../../../shared/learning-orders.js';
import { currencyOfCountry, orderSummary } from '../../../shared/learning-pricing.js';
import { targetTypeOf } from '../../../shared/learning-rules.js';
import type { Language } from '../../../shared/language.js';
import type { DbOrTx } from '../../db/client.js';
import { courses, enrolments, instructors, referralCredits } from '../../db/schema.js';
import { courseRowColumns } from './catalogue.queries.js';
import { courseTexts, instructorTexts, priceFor } from './course-view.js';
import { settleReferralCredits } from './referral.service.js';

/** Live courses the cart names, in cart order; a wrong id or type is dropped. */
export async function cartCourses(db: DbOrTx, entries: CartEntry[]) {
  if (entries.length === 0) return [];
  const rows = await db
    .select(courseRowColumns)
    .from(courses)
    .innerJoin(instructors, eq(instructors.userId, courses.instructorId))
    .where(
      and(
        inArray(
          courses.id,
          entries.map((e) => e.targetID),
        ),
        eq(courses.status, 'live'),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return entries
    .map((e) => byId.get(e.targetID))
    .filter(
      (r, i): r is NonNullable<typeof r> =>
        r !== undefined && targetTypeOf(r.category) === entries[i]?.targetType,
    );
}

export async function enrolledIds(db: DbOrTx, userId: number | undefined, courseIds: number[]) {
  if (!userId || courseIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), inArray(enrolments.courseId, courseIds)));
  return new Set(rows.map((r) => r.courseId));
}

/** The oldest earned, unused referral credit of a user, if any (pending ones wait). */
export async function openReferralCredit(db: DbOrTx, userId: number | undefined) {
  if (!userId) return undefined;
  await settleReferralCredits(db, { referrerId: userId });
  const [credit] = await db
    .select()
    .from(referralCredits)
    .where(
      and(
        eq(referralCredits.userId, userId),
        isNull(referralCredits.usedOrderId),
        isNotNull(referralCredits.earnedAt),
      ),
    )
    .orderBy(asc(referralCredits.id))
    .limit(1);
  return credit;
}

/** The cart as the Order Summary shows it, priced by the server for the country. */
export async function pricedCart(
  db: DbOrTx,
  entries: CartEntry[],
  opts: { userId?: number; country: string; aedPerUsd: number; lang: Language },
): Promise<Cart> {
  const rows = await cartCourses(db, entries);
  const owned = await enrolledIds(
    db,
    opts.userId,
    rows.map((r) => r.id),
  );
  const credit = await openReferralCredit(db, opts.userId);
  const lines = rows.map((r) => ({
    targetID: r.id,
    targetType: targetTypeOf(r.category),
    slug: r.slug,
    title: courseTexts(r, opts.lang).title,
    language: courseTexts(r, opts.lang).language,
    imageUrl: r.imageUrl,
    instructorDisplay: instructorTexts(r, opts.lang).displayName,
    price: priceFor(r, opts.country, opts.aedPerUsd),
    owned: owned.has(r.id),
  }));
  const charged = lines.filter((l) => !l.owned && !l.price.free);
  const referralPercent = credit && charged.length > 0 ? credit.percent : 0;
  const { original, discount, total } = orderSummary(
    charged.map((l) => ({ listMinor: l.price.list, campaignPercent: l.price.campaignPercent })),
    referralPercent,
  );
  return {
    lines,
    summary: {
      currency: currencyOfCountry(opts.country),
      original,
      discount,
      total,
      referralPercent,
    },
  };
}
