import type { LearnerLicence, LearnerLicenceBody } from '../../../shared/learner-licence.js';
import type { LessonPurchase } from '../../../shared/lesson-api.js';
import type { CounterLessonSale, LearnerPurchasesQuery } from '../../../shared/lesson-desk-api.js';
import { LESSON_MESSAGES as M } from '../../../shared/lesson-messages.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import { assertBranch, branchScope, type ConsoleStaff } from '../../lib/console-guard.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { learnerLicenceOf, saveLearnerLicence } from '../account/index.js';
import { findUserById } from '../auth/index.js';
import { myPurchases, sellPackageAtCounter } from '../driving-lessons/index.js';

// The desk's part of a walk-in learner (issue 34 item 6, decision 0048): it sells them a
// package they pay for at the counter, lists what they can book from, and records their
// learner's licence with the learner's own rules (the account module's service).

/** The learner must be a customer account (staff and instructors' logins are not learners). */
async function isCustomer(db: Db, learnerId: number) {
  const user = await findUserById(db, learnerId);
  return user?.role === 'customer';
}

/**
 * Sells a package of the staff member's branch (an admin: any) to a learner paying at the
 * counter: paid at once, with its journal entry and tax invoice (driving-lessons and payments),
 * then audited as `lesson.package_sold` with the learner, the package and the amount.
 */
export async function sellLessonPackage(
  db: Db,
  staff: ConsoleStaff,
  sale: CounterLessonSale,
): Promise<LessonPurchase> {
  if (!(await isCustomer(db, sale.learnerId))) throw badRequest(M.learnerNotFound, 'learnerId');
  return sellPackageAtCounter(
    db,
    { userId: staff.id, branchId: branchScope(staff) },
    {
      learnerId: sale.learnerId,
      packageId: sale.packageId,
      method: sale.method,
      ...(sale.reference ? { reference: sale.reference } : {}),
    },
    (tx, purchase) =>
      recordAudit(tx, {
        actorId: staff.id,
        action: 'lesson.package_sold',
        recordType: 'lesson_purchase',
        recordId: purchase.id,
        branchId: purchase.branchId,
        before: null,
        after: {
          learnerId: sale.learnerId,
          packageId: purchase.packageId,
          title: purchase.title,
          amountPaise: purchase.pricePaise,
          method: sale.method,
          reference: sale.reference || null,
        },
      }),
  );
}

/**
 * The learner's paid purchases the desk can book lessons from: still valid, a session left, at
 * the staff member's branch (an admin: the branch asked for, or every branch).
 */
export async function openPurchasesAtDesk(
  db: Db,
  staff: ConsoleStaff,
  query: LearnerPurchasesQuery,
  now = new Date(),
): Promise<{ purchases: LessonPurchase[] }> {
  if (query.branchId !== undefined) assertBranch(staff, query.branchId);
  if (!(await isCustomer(db, query.learnerId))) throw badRequest(M.learnerNotFound, 'learnerId');
  const branchId = branchScope(staff) ?? query.branchId ?? null;
  const purchases = (await myPurchases(db, query.learnerId)).filter(
    (p) =>
      (branchId === null || p.branchId === branchId) &&
      p.sessionsUsed < p.sessions &&
      p.validUntil !== null &&
      Date.parse(p.validUntil) > now.getTime(),
  );
  return { purchases };
}

/** A learner's licence on file (null: none recorded), for the desk; 404 for no such learner. */
export async function learnerLicenceAtDesk(
  db: Db,
  learnerId: number,
): Promise<{ licence: LearnerLicence | null }> {
  if (!(await isCustomer(db, learnerId))) throw notFound(M.learnerNotFound);
  return { licence: await learnerLicenceOf(db, learnerId) };
}

/**
 * Staff record (or replace) a learner's licence from the paper in front of them, checked as
 * the learner's own form is, and audited as `learner.licence_recorded` with the change.
 */
export async function recordLearnerLicenceAtDesk(
  db: Db,
  staff: ConsoleStaff,
  learnerId: number,
  body: LearnerLicenceBody,
): Promise<{ licence: LearnerLicence }> {
  if (!(await isCustomer(db, learnerId))) throw notFound(M.learnerNotFound);
  return db.transaction(async (tx) => {
    const before = await learnerLicenceOf(tx, learnerId);
    const licence = await saveLearnerLicence(tx, learnerId, body);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'learner.licence_recorded',
      recordType: 'customer',
      recordId: learnerId,
      branchId: staff.branchId,
      before,
      after: licence,
    });
    return { licence };
  });
}
