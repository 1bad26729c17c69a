import { and, eq, isNull } from 'drizzle-orm';
import type { CartEntry } from '../../../shared/learning-cart.js';
import type { CheckoutResult } from '../../../shared/learning-orders.js';
import { orderAmountsProblem, salePrice } from '../../../shared/learning-pricing.js';
import { LEARNING_MESSAGES } from '../../../shared/learning-rules.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { courseOrderItems, courseOrders, referralCredits } from '../../db/schema.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import type { PaymentGateway } from '../../lib/payment-gateways/payment-gateway.js';
import { postCourseOrderPaid } from '../payments/index.js';
import { openReferralCredit, pricedCart } from './cart.service.js';
import { settleReferralCredits } from './referral.service.js';
import { enrol } from './study.queries.js';

export interface CheckoutDeps {
  db: Db;
  gateway: PaymentGateway;
  aedPerUsd: number;
}

/** Where a paid (or nothing-due) course order sends the browser. */
export const ORDER_DONE_URL = '/user/page/mycourses?status=1';
export const ORDER_FAILED_URL = '/user/checkout/cart?status=2';

export const ORDER_TOO_LARGE =
  'This order is too large to pay at once. Please check out fewer courses at a time.';

export interface PricedItem {
  courseId: number;
  listMinor: number;
  campaignPercent: number;
  finalMinor: number;
}

/**
 * Writes a pending order with its items (the referral credit reserved for it), then opens a
 * gateway order for the total; with nothing to pay it is paid at once. The order row is
 * written before the gateway is called, so a gateway failure leaves a pending order only.
 */
export async function openOrder(
  deps: CheckoutDeps,
  o: {
    userId: number;
    currency: 'INR' | 'AED' | 'USD';
    original: number;
    discount: number;
    total: number;
    referral?: { id: number; percent: number };
    items: PricedItem[];
    afterInsert?: (tx: DbOrTx, orderId: number) => Promise<void>;
    onPaidNow: (orderId: number) => Promise<void>;
  },
): Promise<CheckoutResult> {
  const problem = orderAmountsProblem(o);
  if (problem === 'tooLarge') throw badRequest(ORDER_TOO_LARGE);
  if (problem) throw new Error(`Course order amounts do not add up: ${JSON.stringify(o)}`);
  const order = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courseOrders)
      .values({
        userId: o.userId,
        currency: o.currency,
        originalMinor: o.original,
        discountMinor: o.discount,
        totalMinor: o.total,
        referralPercent: o.referral?.percent ?? 0,
        referralCreditId: o.referral?.id ?? null,
        gateway: o.total === 0 ? 'none' : deps.gateway.name,
      })
      .returning();
    if (!row) throw new Error('Expected the inserted order, found none.');
    await tx.insert(courseOrderItems).values(o.items.map((i) => ({ ...i, orderId: row.id })));
    if (o.referral) {
      // The credit is reserved by this order now, so no second order gets the same 20%.
      const reserved = await tx
        .update(referralCredits)
        .set({ usedOrderId: row.id })
        .where(and(eq(referralCredits.id, o.referral.id), isNull(referralCredits.usedOrderId)))
        .returning({ id: referralCredits.id });
      if (reserved.length === 0) {
        throw conflict('Your referral offer was just used by another order. Please try again.');
      }
    }
    await o.afterInsert?.(tx, row.id);
    return row;
  });
  if (o.total === 0) {
    await o.onPaidNow(order.id);
    return {
      orderId: order.id,
      status: 'paid',
      redirectUrl: ORDER_DONE_URL,
      total: 0,
      currency: o.currency,
    };
  }
  const gatewayOrder = await deps.gateway.createOrder(
    { id: order.id, receipt: `course_order_${order.id}`, currency: o.currency },
    o.total,
  );
  await deps.db
    .update(courseOrders)
    .set({ gatewayOrderId: gatewayOrder.orderId })
    .where(eq(courseOrders.id, order.id));
  return {
    orderId: order.id,
    status: 'pending',
    redirectUrl:
      deps.gateway.name === 'test' ? `/checkout/pay/test/${gatewayOrder.orderId}` : undefined,
    ...(gatewayOrder.checkout ? { checkout: gatewayOrder.checkout } : {}),
    total: o.total,
    currency: o.currency,
  };
}

/**
 * Marks an order paid once (a second return changes nothing) and enrols its buyer in its
 * courses unless it is a gift. Returns whether this call made it paid.
 */
export async function markOrderPaid(
  db: Db,
  orderId: number,
  paymentId: string | null,
  opts: { enrolBuyer: boolean; afterPaid?: (tx: Tx) => Promise<void> },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(courseOrders)
      .set({ status: 'paid', paidAt: new Date(), gatewayPaymentId: paymentId })
      .where(and(eq(courseOrders.id, orderId), eq(courseOrders.status, 'pending')))
      .returning();
    if (!order) return false;
    await postCourseOrderPaid(tx, orderId);
    // A friend's first paid order may earn their referrer's credit (if their e-mail is verified).
    await settleReferralCredits(tx, { friendId: order.userId });
    if (opts.enrolBuyer) {
      const items = await tx
        .select({ courseId: courseOrderItems.courseId })
        .from(courseOrderItems)
        .where(eq(courseOrderItems.orderId, orderId));
      for (const item of items) {
        await enrol(tx, {
          userId: order.userId,
          courseId: item.courseId,
          source: 'order',
          orderId,
        });
      }
    }
    await opts.afterPaid?.(tx);
    return true;
  });
}

/** A failed payment ends its order and gives back the referral credit it had reserved. */
export async function markOrderFailed(db: Db, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(courseOrders)
      .set({ status: 'failed' })
      .where(and(eq(courseOrders.id, orderId), eq(courseOrders.status, 'pending')))
      .returning();
    if (order?.referralCreditId) {
      await tx
        .update(referralCredits)
        .set({ usedOrderId: null })
        .where(eq(referralCredits.usedOrderId, orderId));
    }
  });
}

/** Checkout of the cart cookie: free lines enrol at once, the rest become one order. */
export async function checkoutCart(
  deps: CheckoutDeps,
  userId: number,
  entries: CartEntry[],
  country: string,
): Promise<CheckoutResult> {
  const cart = await pricedCart(deps.db, entries, {
    userId,
    country,
    aedPerUsd: deps.aedPerUsd,
    lang: 'en',
  });
  const free = cart.lines.filter((l) => !l.owned && l.price.free);
  for (const l of free) await enrol(deps.db, { userId, courseId: l.targetID, source: 'free' });
  const charged = cart.lines.filter((l) => !l.owned && !l.price.free);
  if (charged.length === 0) {
    if (free.length === 0) throw badRequest(LEARNING_MESSAGES.emptyCart);
    return {
      orderId: 0,
      status: 'paid',
      redirectUrl: ORDER_DONE_URL,
      total: 0,
      currency: cart.summary.currency,
    };
  }
  const credit =
    cart.summary.referralPercent > 0 ? await openReferralCredit(deps.db, userId) : undefined;
  return openOrder(deps, {
    userId,
    currency: cart.summary.currency,
    original: cart.summary.original,
    discount: cart.summary.discount,
    total: cart.summary.total,
    ...(credit ? { referral: { id: credit.id, percent: credit.percent } } : {}),
    items: charged.map((l) => ({
      courseId: l.targetID,
      listMinor: l.price.list,
      campaignPercent: l.price.campaignPercent,
      finalMinor: salePrice(l.price.list, l.price.campaignPercent, cart.summary.referralPercent),
    })),
    onPaidNow: async (orderId) =>
      void (await markOrderPaid(deps.db, orderId, null, { enrolBuyer: true })),
  });
}
