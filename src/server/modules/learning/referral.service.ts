import { and, count, eq, ne } from 'drizzle-orm';
import { REFERRAL_NEW_ACCOUNT_DAYS, REFERRAL_PERCENT } from '../../../shared/learning-rules.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { courseOrders, referralCredits } from '../../db/learning-schema.js';
import { badRequest, conflict } from '../../lib/http-errors.js';

/**
 * A friend who signed up through a referral link: the friend and the referrer each get one
 * credit of 20% off a course order. Only a new account (no paid course order yet, created in
 * the last 7 days) can use a link, and only once.
 */
export async function claimReferral(db: Db, friendId: number, code: string) {
  const [referrer] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.referralCode, code), ne(users.id, friendId)));
  if (!referrer) throw badRequest('This referral link is not valid.', 'code');
  const [friend] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, friendId));
  const [paid] = await db
    .select({ n: count() })
    .from(courseOrders)
    .where(and(eq(courseOrders.userId, friendId), eq(courseOrders.status, 'paid')));
  const ageDays = (Date.now() - friend!.createdAt.getTime()) / 86_400_000;
  if (ageDays > REFERRAL_NEW_ACCOUNT_DAYS || (paid?.n ?? 0) > 0) {
    throw badRequest('The referral offer is for new accounts only.');
  }
  await db.transaction(async (tx) => {
    const mine = await tx
      .insert(referralCredits)
      .values({ userId: friendId, friendId, percent: REFERRAL_PERCENT })
      .onConflictDoNothing()
      .returning({ id: referralCredits.id });
    if (mine.length === 0) throw conflict('You have already used a referral link.');
    await tx
      .insert(referralCredits)
      .values({ userId: referrer.id, friendId, percent: REFERRAL_PERCENT })
      .onConflictDoNothing();
  });
  return { referrerName: referrer.name, percent: REFERRAL_PERCENT };
}

export async function referralStatus(db: Db, userId: number) {
  const rows = await db
    .select({ usedOrderId: referralCredits.usedOrderId })
    .from(referralCredits)
    .where(eq(referralCredits.userId, userId));
  return {
    openCredits: rows.filter((r) => r.usedOrderId === null).length,
    usedCredits: rows.filter((r) => r.usedOrderId !== null).length,
    percent: REFERRAL_PERCENT,
  };
}
