import { and, count, desc, eq, exists, isNotNull, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { REFERRAL_NEW_ACCOUNT_DAYS, REFERRAL_PERCENT } from '../../../shared/learning-rules.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { courseOrders, referralCredits } from '../../db/schema.js';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.js';

/**
 * A friend who signs up through a referral link: the friend gets one credit of 20% off a
 * course order at once; the referrer's credit waits (pending) until the friend has verified
 * an e-mail and paid a first order (settleReferralCredits), so made-up accounts earn nothing.
 * Only a new account (no paid course order yet, created in the last 7 days) can use a link,
 * and only once.
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
  if (!friend) throw new Error('Expected the referred friend, found none.');
  const [paid] = await db
    .select({ n: count() })
    .from(courseOrders)
    .where(and(eq(courseOrders.userId, friendId), eq(courseOrders.status, 'paid')));
  const ageDays = (Date.now() - friend.createdAt.getTime()) / 86_400_000;
  if (ageDays > REFERRAL_NEW_ACCOUNT_DAYS || (paid?.n ?? 0) > 0) {
    throw badRequest('The referral offer is for new accounts only.');
  }
  await db.transaction(async (tx) => {
    const mine = await tx
      .insert(referralCredits)
      .values({ userId: friendId, friendId, percent: REFERRAL_PERCENT, earnedAt: new Date() })
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

/** An e-mail as one mailbox: lower case, without a +tag, Gmail without its dots. */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email.toLowerCase().trim().split('@');
  const [bare = ''] = local.split('+');
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? bare.replaceAll('.', '') : bare}@${gmail ? 'gmail.com' : domain}`;
}

const UNIQUE_VIOLATION = '23505';

/** Whether the friend of a referral credit has a paid (not refunded) course order. */
const friendHasPaid = (db: DbOrTx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(courseOrders)
      .where(
        and(eq(courseOrders.userId, referralCredits.friendId), eq(courseOrders.status, 'paid')),
      ),
  );

/**
 * Earns the pending referrer credits whose friend now has a verified e-mail and a paid
 * course order: one per friend, and one per friend's mailbox and verified mobile, so a second
 * account of the same person earns nothing. Called where credits are read or a friend pays;
 * idempotent, and safe when two calls race (the unique indexes decide).
 */
export async function settleReferralCredits(
  db: DbOrTx,
  who: { referrerId: number } | { friendId: number },
) {
  const pending = await db
    .select({
      id: referralCredits.id,
      userId: referralCredits.userId,
      email: users.email,
      mobile: users.mobile,
      mobileVerified: users.mobileVerified,
    })
    .from(referralCredits)
    .innerJoin(users, eq(users.id, referralCredits.friendId))
    .where(
      and(
        'referrerId' in who
          ? eq(referralCredits.userId, who.referrerId)
          : eq(referralCredits.friendId, who.friendId),
        ne(referralCredits.userId, referralCredits.friendId),
        isNull(referralCredits.earnedAt),
        eq(users.emailVerified, true),
        friendHasPaid(db),
      ),
    );
  for (const credit of pending) {
    const friendEmail = mailboxOf(credit.email);
    const friendMobile = credit.mobileVerified ? credit.mobile : null;
    const [counted] = await db
      .select({ id: referralCredits.id })
      .from(referralCredits)
      .where(
        and(
          eq(referralCredits.userId, credit.userId),
          friendMobile
            ? or(
                eq(referralCredits.friendEmail, friendEmail),
                eq(referralCredits.friendMobile, friendMobile),
              )
            : eq(referralCredits.friendEmail, friendEmail),
        ),
      );
    if (counted) continue;
    try {
      await db
        .update(referralCredits)
        .set({ earnedAt: new Date(), friendEmail, friendMobile })
        .where(and(eq(referralCredits.id, credit.id), isNull(referralCredits.earnedAt)));
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    }
  }
}

/**
 * A friend's refund takes back what their paid order earned: the referrer's credit from this
 * friend, unless already spent, waits again until the friend has a paid order that stays paid
 * (else buying and refunding within the 30 day guarantee would earn credits for nothing).
 */
export async function unsettleReferralCredits(db: DbOrTx, friendId: number) {
  await db
    .update(referralCredits)
    .set({ earnedAt: null, friendEmail: null, friendMobile: null })
    .where(
      and(
        eq(referralCredits.friendId, friendId),
        ne(referralCredits.userId, referralCredits.friendId),
        isNotNull(referralCredits.earnedAt),
        isNull(referralCredits.usedOrderId),
        not(friendHasPaid(db)),
      ),
    );
}

export type ReferralCreditState = 'earned' | 'used' | 'pending';

/** The invite page: the offer, and each credit with its state (pending: what it waits for). */
export async function referralStatus(db: Db, userId: number) {
  await settleReferralCredits(db, { referrerId: userId });
  const rows = await db
    .select({
      id: referralCredits.id,
      friendId: referralCredits.friendId,
      friendName: users.name,
      friendEmailVerified: users.emailVerified,
      friendPaid: friendHasPaid(db).mapWith(Boolean),
      usedOrderId: referralCredits.usedOrderId,
      earnedAt: referralCredits.earnedAt,
      createdAt: referralCredits.createdAt,
    })
    .from(referralCredits)
    .innerJoin(users, eq(users.id, referralCredits.friendId))
    .where(eq(referralCredits.userId, userId))
    .orderBy(desc(referralCredits.createdAt), desc(referralCredits.id));
  const credits = rows.map((r) => {
    const state: ReferralCreditState =
      r.usedOrderId !== null ? 'used' : r.earnedAt ? 'earned' : 'pending';
    return {
      id: r.id,
      /** Your own welcome offer, from signing up through a friend's link. */
      welcome: r.friendId === userId,
      friendName: r.friendId === userId ? null : (r.friendName.split(' ')[0] ?? ''),
      state,
      waitingFor:
        state !== 'pending'
          ? null
          : !r.friendEmailVerified
            ? ('verifiedEmail' as const)
            : !r.friendPaid
              ? ('firstOrder' as const)
              : // Verified and paid but not earned: the same person (mailbox or verified
                // mobile) already earned this referrer a credit from another account.
                ('sameFriend' as const),
      createdAt: r.createdAt.toISOString(),
    };
  });
  return {
    percent: REFERRAL_PERCENT,
    openCredits: credits.filter((c) => c.state === 'earned').length,
    usedCredits: credits.filter((c) => c.state === 'used').length,
    pendingCredits: credits.filter((c) => c.state === 'pending' && c.waitingFor !== 'sameFriend')
      .length,
    credits,
  };
}
