import type { ConsoleReferralSummary } from '../../../shared/rental-referral.js';
import type { Db } from '../../db/client.js';
import { branchScope, type ConsoleStaff } from '../../lib/console-guard.js';
import { creditsEarned, referralUses, signedUpFriends } from './referral-summary.queries.js';

/**
 * The console's summary of the referral for car rentals (decision 0051), all time, counting
 * only live bookings (not cancelled or lapsed) as the coupon list does:
 * - `signedUp`: friends who signed up through a link. An admin sees every sign-up; a branch
 *   manager those friends with a live booking of one of their branch's cars (a sign-up belongs
 *   to no branch until the friend books there), so a friend who booked at two branches counts
 *   at both.
 * - `welcomesUsed`: live bookings that took a friend's welcome; `welcomeDiscountPaise` their
 *   discount (`bookings.discount_paise`), `welcomeRentPaise` their rent after it.
 * - `creditsEarned`: referrers' credits earned so far, by the branch of the friend's completed
 *   trip that earned each. A credit is earned when the referrer's status is next read (invite
 *   card, checkout), so one whose trip was paid since is counted from then.
 * - `creditsUsed`, `creditDiscountPaise`, `creditRentPaise`: live bookings that used a credit,
 *   likewise.
 * A branch manager's figures are their branch's bookings' (the booking's car's branch); an
 * extension's own rent is not added (the booking that took the offer only, as for coupons).
 */
export async function referralSummary(
  db: Db,
  staff: ConsoleStaff,
): Promise<ConsoleReferralSummary> {
  const branchId = branchScope(staff);
  const [signedUp, welcomes, earned, credits] = await Promise.all([
    signedUpFriends(db, branchId),
    referralUses(db, 'welcome', branchId),
    creditsEarned(db, branchId),
    referralUses(db, 'credit', branchId),
  ]);
  return {
    signedUp,
    welcomesUsed: welcomes.uses,
    welcomeDiscountPaise: welcomes.discountPaise,
    welcomeRentPaise: welcomes.rentPaise,
    creditsEarned: earned,
    creditsUsed: credits.uses,
    creditDiscountPaise: credits.discountPaise,
    creditRentPaise: credits.rentPaise,
  };
}
