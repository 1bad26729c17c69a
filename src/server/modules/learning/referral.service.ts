import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { REFERRAL_NEW_ACCOUNT_DAYS, REFERRAL_PERCENT } from '../../../shared/learning-rules.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { courseOrders, referralCredits } from '../../db/schema.js';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.js';

/**
 * A friend who signs up through a referral link: the friend and the referrer each get one
 * credit of 20% off a course order. Only a new account (no paid course order yet, created in
 * the last 7 days) can use a link, and only once.
 */
async function claimReferral(db: Db, friendId: number, code: string) {
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

/**
 * Claims the invite link's offer for an account that has just signed up through it. A code
 * that cannot be used (unknown, the new account's own) leaves the account without the offer:
 * the sign-up itself never fails because of it.
 */
export const referralAtSignUp =
  (db: Db, log: FastifyBaseLogger) =>
  async (userId: number, code: string): Promise<void> => {
    try {
      await claimReferral(db, userId, code);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      log.info({ userId, reason: error.message }, 'referral code not applied at sign-up');
    }
  };

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
