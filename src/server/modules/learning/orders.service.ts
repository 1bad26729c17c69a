import { and, eq } from 'drizzle-orm';
import type { CourseOrder, StaffCourseOrder } from '../../../shared/learning-orders.js';
import { refundDecision } from '../../../shared/learning-refund.js';
import { LEARNING_MESSAGES } from '../../../shared/learning-rules.js';
import type { Language } from '../../../shared/language.js';
import type { Db } from '../../db/client.js';
import { courseTexts } from './course-view.js';
import { courseOrders, enrolments } from '../../db/schema.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.js';
import {
  GatewayRefundError,
  type GatewayResult,
} from '../../lib/payment-gateways/payment-gateway.js';
import {
  markOrderFailed,
  markOrderPaid,
  ORDER_DONE_URL,
  ORDER_FAILED_URL,
} from './checkout.service.js';
import { postCourseOrderRefunded } from '../payments/index.js';
import { COURSE_MAIL_QUEUE, queueCourseMail } from './course-mail-queue.js';
import { unsettleReferralCredits } from './referral.service.js';
import type { GiftDeps } from './gift.service.js';
import {
  findGiftOfOrder,
  findOrder,
  findOrderByGatewayId,
  giftsOfOrders,
  lessonProgress,
  listOrdersOf,
  orderItems,
  paidOrRefundedOrders,
} from './orders.queries.js';

/** The gateway's answer for one of my orders: paid enrols (or mails the gift), failed ends it. */
export async function completeOrder(deps: GiftDeps, result: GatewayResult, ownerId: number) {
  const order = await findOrderByGatewayId(deps.db, result.orderId);
  if (!order || order.userId !== ownerId) throw notFound(LEARNING_MESSAGES.orderNotFound);
  return settleOrder(deps, order.id, result);
}

/**
 * The gateway's server-to-server word on a course order (the Razorpay webhook, after its
 * signature is checked): settles it like the browser's return would, once. False when the
 * order is not a course order.
 */
export async function completeOrderFromWebhook(
  deps: GiftDeps,
  result: GatewayResult,
): Promise<boolean> {
  const order = await findOrderByGatewayId(deps.db, result.orderId);
  if (!order) return false;
  await settleOrder(deps, order.id, result);
  return true;
}

async function settleOrder(deps: GiftDeps, orderId: number, result: GatewayResult) {
  if (result.status === 'failed') {
    await markOrderFailed(deps.db, orderId);
    return { status: 'failed' as const, redirectUrl: ORDER_FAILED_URL };
  }
  const gift = await findGiftOfOrder(deps.db, orderId);
  const madePaid = await markOrderPaid(deps.db, orderId, result.paymentId ?? null, {
    enrolBuyer: !gift,
    afterPaid: async (tx) => {
      if (gift) await queueCourseMail(deps.jobs, tx, { kind: 'gift', orderId });
      await queueCourseMail(deps.jobs, tx, { kind: 'paid', orderId });
    },
  });
  if (madePaid) deps.jobs.kick(COURSE_MAIL_QUEUE);
  const fresh = await findOrder(deps.db, orderId);
  if (fresh?.status !== 'paid') return { status: 'failed' as const, redirectUrl: ORDER_FAILED_URL };
  return { status: 'success' as const, redirectUrl: ORDER_DONE_URL };
}

async function refundCheck(db: Db, order: NonNullable<Awaited<ReturnType<typeof findOrder>>>) {
  if (order.status !== 'paid' || !order.paidAt) return { ok: false as const, reason: null };
  if (order.totalMinor === 0)
    return { ok: false as const, reason: LEARNING_MESSAGES.refundNothingPaid };
  const gift = await findGiftOfOrder(db, order.id);
  if (gift?.claimedBy) {
    return { ok: false as const, reason: LEARNING_MESSAGES.refundGiftStarted };
  }
  const items = await orderItems(db, [order.id]);
  const progress = await lessonProgress(
    db,
    order.userId,
    items.map((i) => i.courseId),
  );
  const decision = refundDecision({ paidAt: order.paidAt, now: new Date(), ...progress });
  return decision.ok
    ? { ok: true as const, reason: null }
    : { ok: false as const, reason: decision.reason };
}

export async function myOrders(db: Db, userId: number, lang: Language): Promise<CourseOrder[]> {
  const orders = await listOrdersOf(db, userId);
  const ids = orders.map((o) => o.id);
  const [items, gifts] = await Promise.all([orderItems(db, ids), giftsOfOrders(db, ids)]);
  return Promise.all(
    orders.map(async (o) => {
      const check = await refundCheck(db, o);
      return {
        id: o.id,
        status: o.status,
        currency: o.currency,
        original: o.originalMinor,
        discount: o.discountMinor,
        total: o.totalMinor,
        createdAt: o.createdAt.toISOString(),
        paidAt: o.paidAt?.toISOString() ?? null,
        refundedAt: o.refundedAt?.toISOString() ?? null,
        items: items
          .filter((i) => i.orderId === o.id)
          .map((i) => {
            const { title, language } = courseTexts(i, lang);
            return { slug: i.slug, title, language, final: i.final };
          }),
        giftFor: gifts.find((g) => g.orderId === o.id)?.friendName ?? null,
        refundable: check.ok,
        refundNote: check.reason,
      };
    }),
  );
}

/**
 * The 30 day Refund Guarantee. The order is claimed as refunded before the gateway is asked
 * (so two clicks cannot refund twice) and put back if the gateway refuses.
 */
export async function refundOrder(deps: GiftDeps, userId: number, orderId: number) {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.userId !== userId) throw notFound(LEARNING_MESSAGES.orderNotFound);
  if (order.status === 'refunded') throw conflict(LEARNING_MESSAGES.orderRefunded);
  const check = await refundCheck(deps.db, order);
  if (!check.ok) throw badRequest(check.reason ?? LEARNING_MESSAGES.refundOnlyPaid);
  const claimed = await deps.db
    .update(courseOrders)
    .set({ status: 'refunded', refundedAt: new Date() })
    .where(and(eq(courseOrders.id, order.id), eq(courseOrders.status, 'paid')))
    .returning({ id: courseOrders.id });
  if (claimed.length === 0) throw conflict(LEARNING_MESSAGES.orderRefunded);
  try {
    const refund = await deps.gateway.refund({
      gatewayPaymentId: order.gatewayPaymentId ?? '',
      amountPaise: order.totalMinor,
      reference: `course_refund_${order.id}`,
    });
    await deps.db.transaction(async (tx) => {
      await tx
        .update(courseOrders)
        .set({ gatewayRefundId: refund.refundId })
        .where(eq(courseOrders.id, order.id));
      await postCourseOrderRefunded(tx, order.id);
      await tx.delete(enrolments).where(eq(enrolments.orderId, order.id));
      await unsettleReferralCredits(tx, order.userId);
      await queueCourseMail(deps.jobs, tx, { kind: 'refunded', orderId: order.id });
    });
  } catch (error) {
    await deps.db
      .update(courseOrders)
      .set({ status: 'paid', refundedAt: null })
      .where(eq(courseOrders.id, order.id));
    if (error instanceof GatewayRefundError) {
      throw new HttpError(
        502,
        'The payment gateway could not refund this order now. Please try again later.',
      );
    }
    throw error;
  }
  deps.jobs.kick(COURSE_MAIL_QUEUE);
  return { id: order.id, status: 'refunded' as const };
}

/** The latest paid and refunded course orders for staff (admins: courses are every branch's). */
export async function staffCourseOrders(db: Db): Promise<StaffCourseOrder[]> {
  const rows = await paidOrRefundedOrders(db, 200);
  return rows.map(({ order, customerName, customerEmail, courses }) => ({
    id: order.id,
    status: order.status === 'refunded' ? 'refunded' : 'paid',
    currency: order.currency,
    total: order.totalMinor,
    customerName,
    customerEmail,
    courses: courses ?? '',
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    gatewayPaymentId: order.gatewayPaymentId,
  }));
}
