import { and, eq, isNull } from 'drizzle-orm';
import type { CheckoutResult } from '../../../shared/learning-orders.js';
import { LEARNING_MESSAGES } from '../../../shared/learning-rules.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { courseGifts, courseOrders, courses } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { courseTextColumns, findCourseBySlug } from './catalogue.queries.js';
import { COURSE_MAIL_QUEUE, queueCourseMail } from './course-mail-queue.js';
import { mailGiftLink, type CourseMailDeps } from './course-mails.js';
import { markOrderPaid, openOrder, type CheckoutDeps } from './checkout.service.js';
import { priceFor } from './course-view.js';
import { enrol } from './study.queries.js';

export interface GiftDeps extends CheckoutDeps, CourseMailDeps {
  jobs: JobQueue;
}

const GIFT_NOT_FOUND = 'This gift link is not valid.';

/**
 * After payment: makes the gift's link (its token only in the e-mail, the hash kept here) and
 * sends the friend the link that enrols them once signed in, in the giver's language.
 */
export async function sendGiftMail(deps: GiftDeps, orderId: number) {
  const token = randomToken();
  // A job runs at least once: a gift whose link went out is not sent a second, different one.
  const unsent = await deps.db
    .update(courseGifts)
    .set({ tokenHash: sha256(token) })
    .where(and(eq(courseGifts.orderId, orderId), isNull(courseGifts.sentAt)))
    .returning({ id: courseGifts.id });
  if (unsent.length === 0) return;
  const [row] = await deps.db
    .select({
      friendName: courseGifts.friendName,
      friendEmail: courseGifts.friendEmail,
      title: courses.title,
      giver: users.name,
      giverLanguage: users.language,
    })
    .from(courseGifts)
    .innerJoin(courses, eq(courses.id, courseGifts.courseId))
    .innerJoin(courseOrders, eq(courseOrders.id, courseGifts.orderId))
    .innerJoin(users, eq(users.id, courseOrders.userId))
    .where(eq(courseGifts.orderId, orderId));
  if (!row) return;
  await mailGiftLink(deps, row, `${deps.publicUrl}/gift/${token}`);
  await deps.db
    .update(courseGifts)
    .set({ sentAt: new Date() })
    .where(eq(courseGifts.orderId, orderId));
}

/** Gift this Course: one course for a friend, priced by the server for the buyer's country. */
export async function giftCourse(
  deps: GiftDeps,
  userId: number,
  body: { courseId: number; friendName: string; friendEmail: string; country: string },
): Promise<CheckoutResult> {
  const [course] = await deps.db
    .select({ slug: courses.slug })
    .from(courses)
    .where(eq(courses.id, body.courseId));
  const row = course ? await findCourseBySlug(deps.db, course.slug) : undefined;
  if (!row || row.status !== 'live') throw notFound(LEARNING_MESSAGES.courseNotFound);
  const [me] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (me?.email === body.friendEmail) {
    throw badRequest('A gift is for a friend: enter their e-mail, not yours.', 'friendEmail');
  }
  const price = priceFor(row, body.country, deps.aedPerUsd);
  return openOrder(deps, {
    userId,
    currency: price.currency,
    original: price.list,
    discount: price.list - price.final,
    total: price.final,
    items: [
      {
        courseId: row.id,
        listMinor: price.list,
        campaignPercent: price.campaignPercent,
        finalMinor: price.final,
      },
    ],
    afterInsert: async (tx, orderId) => {
      await tx.insert(courseGifts).values({
        orderId,
        courseId: row.id,
        friendName: body.friendName,
        friendEmail: body.friendEmail,
      });
    },
    onPaidNow: async (orderId) => {
      await markOrderPaid(deps.db, orderId, null, {
        enrolBuyer: false,
        afterPaid: (tx) => queueCourseMail(deps.jobs, tx, { kind: 'gift', orderId }),
      });
      deps.jobs.kick(COURSE_MAIL_QUEUE);
    },
  });
}

export async function findGift(db: Db, token: string) {
  const [gift] = await db
    .select({
      id: courseGifts.id,
      courseId: courseGifts.courseId,
      friendName: courseGifts.friendName,
      claimedBy: courseGifts.claimedBy,
      orderStatus: courseOrders.status,
      ...courseTextColumns,
      category: courses.category,
      giver: users.name,
    })
    .from(courseGifts)
    .innerJoin(courseOrders, eq(courseOrders.id, courseGifts.orderId))
    .innerJoin(courses, eq(courses.id, courseGifts.courseId))
    .innerJoin(users, eq(users.id, courseOrders.userId))
    .where(eq(courseGifts.tokenHash, sha256(token)));
  if (!gift || gift.orderStatus !== 'paid') throw notFound(GIFT_NOT_FOUND);
  return gift;
}

/** Enrols the signed-in user who opens the link; a gift is claimed once. */
export async function claimGift(db: Db, userId: number, token: string) {
  const gift = await findGift(db, token);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(courseGifts)
      .set({ claimedBy: userId, claimedAt: new Date() })
      .where(and(eq(courseGifts.id, gift.id), isNull(courseGifts.claimedBy)))
      .returning({ id: courseGifts.id });
    if (claimed.length === 0) throw conflict('This gift was already claimed.');
    await enrol(tx, { userId, courseId: gift.courseId, source: 'gift' });
  });
  return gift;
}
