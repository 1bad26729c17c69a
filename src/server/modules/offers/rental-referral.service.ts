import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bookingReference } from '../../../shared/payments.js';
import {
  RENTAL_REFERRAL,
  RENTAL_REFERRAL_MESSAGES,
  rentalReferralDiscount,
  type RentalReferralOffer,
  type RentalReferralStatus,
  type ReferredFriendState,
} from '../../../shared/rental-referral.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { rentalReferrals } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';
import {
  completedTrips,
  lockReferral,
  openCredits,
  openWelcome,
  referralsOf,
  referrerByCode,
  unearnedReferrals,
} from './rental-referral.queries.js';

/** What the customer of a booking still owes on it (the payments module answers; 0: nothing). */
export type OwedOf = (bookingId: number) => Promise<number>;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * A new account signed up through an invite link (decision 0051): it becomes the friend of the
 * link's owner for car rentals. A code that names nobody else is ignored (the sign-up never
 * fails because of it); an account is one friend of one referrer, once.
 */
export const rentalReferralAtSignUp =
  (db: Db, log: FastifyBaseLogger) =>
  async (friendId: number, code: string): Promise<void> => {
    const referrer = await referrerByCode(db, code, friendId);
    if (!referrer) {
      log.info({ friendId }, 'rental referral code names no other customer');
      return;
    }
    await db
      .insert(rentalReferrals)
      .values({ referrerId: referrer.id, friendId, rewardPaise: RENTAL_REFERRAL.rewardPaise })
      .onConflictDoNothing();
  };

/**
 * Earns a referrer's credit of each referral whose friend has a completed trip with nothing
 * owed on it. Idempotent: a credit is earned once, by the first such trip.
 */
async function settleRentalReferrals(db: DbOrTx, owedOf: OwedOf, referrerId: number) {
  const now = new Date();
  for (const referral of await unearnedReferrals(db, referrerId)) {
    for (const trip of await completedTrips(db, referral.friendId)) {
      if ((await owedOf(trip.id)) > 0) continue;
      await db
        .update(rentalReferrals)
        .set({ rewardTripId: trip.id, rewardEarnedAt: now })
        .where(and(eq(rentalReferrals.id, referral.id), isNull(rentalReferrals.rewardEarnedAt)));
      break;
    }
  }
}

/**
 * The offer a customer's next booking can take: their welcome first, else their oldest open
 * credit (`credits`: their open credits, when the caller has read them).
 */
async function offerOf(
  db: DbOrTx,
  userId: number,
  credits?: Awaited<ReturnType<typeof openCredits>>,
): Promise<RentalReferralOffer | null> {
  const welcome = await openWelcome(db, userId);
  if (welcome) {
    return {
      kind: 'welcome',
      referralId: welcome.id,
      referrerName: firstName(welcome.referrerName),
      percent: RENTAL_REFERRAL.welcomePercent,
      capPaise: RENTAL_REFERRAL.welcomeCapPaise,
    };
  }
  const [credit] = credits ?? (await openCredits(db, userId));
  if (!credit) return null;
  return {
    kind: 'credit',
    referralId: credit.id,
    friendName: firstName(credit.friendName),
    amountPaise: credit.amountPaise,
  };
}

export interface ReferralForBooking {
  referralId: number;
  kind: RentalReferralOffer['kind'];
  discountPaise: number;
}

/**
 * For the bookings module, INSIDE its booking transaction: the customer's referral offer and its
 * discount on `rentPaise`. The referral row is locked until the transaction ends and its state
 * read again after the lock, so two bookings cannot both take one welcome or one credit; call
 * `recordReferralUse` in the same transaction once the booking row exists. Throws a 400 (field
 * `useReferral`) when the customer has no offer.
 */
export async function referralForBooking(
  tx: Tx,
  input: { userId: number; rentPaise: number },
): Promise<ReferralForBooking> {
  const seen = await offerOf(tx, input.userId);
  if (seen) await lockReferral(tx, seen.referralId);
  const offer = seen ? await offerOf(tx, input.userId) : null;
  if (!offer || offer.referralId !== seen?.referralId) {
    throw badRequest(RENTAL_REFERRAL_MESSAGES.noOffer, 'useReferral');
  }
  return {
    referralId: offer.referralId,
    kind: offer.kind,
    discountPaise: rentalReferralDiscount(offer, input.rentPaise),
  };
}

/** Notes that a booking took a referral's welcome or credit (after `referralForBooking`). */
export async function recordReferralUse(
  tx: Tx,
  use: { referralId: number; kind: RentalReferralOffer['kind']; bookingId: number },
): Promise<void> {
  await tx
    .update(rentalReferrals)
    .set(
      use.kind === 'welcome'
        ? { welcomeBookingId: use.bookingId }
        : { rewardBookingId: use.bookingId },
    )
    .where(eq(rentalReferrals.id, use.referralId));
}

/** The invite card's and the checkout's view: my offer, my credits, my friends. */
export async function rentalReferralStatus(
  db: Db,
  owedOf: OwedOf,
  userId: number,
): Promise<RentalReferralStatus> {
  await settleRentalReferrals(db, owedOf, userId);
  const [credits, referrals] = await Promise.all([
    openCredits(db, userId),
    referralsOf(db, userId),
  ]);
  const offer = await offerOf(db, userId, credits);
  return {
    welcomePercent: RENTAL_REFERRAL.welcomePercent,
    welcomeCapPaise: RENTAL_REFERRAL.welcomeCapPaise,
    rewardPaise: RENTAL_REFERRAL.rewardPaise,
    ...(offer ? { offer } : {}),
    openCreditPaise: credits.reduce((sum, c) => sum + c.amountPaise, 0),
    friends: referrals.map((r) => {
      const used = r.rewardBookingId !== null && !r.creditFree;
      const state: ReferredFriendState = used
        ? 'used'
        : r.rewardEarnedAt
          ? 'earned'
          : r.friendBooked
            ? 'booked'
            : 'signed_up';
      return {
        referralId: r.id,
        firstName: firstName(r.friendName),
        state,
        signedUpAt: r.createdAt.toISOString(),
        usedOnBooking: used && r.rewardBookingId ? bookingReference(r.rewardBookingId) : null,
      };
    }),
  };
}
