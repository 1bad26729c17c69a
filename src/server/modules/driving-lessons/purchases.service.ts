import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import {
  COUNTER_METHOD_LABELS,
  type CounterPaymentMethod,
} from '../../../shared/counter-booking.js';
import type { LessonCheckout, LessonPurchase } from '../../../shared/lesson-api.js';
import { LESSON_MESSAGES as M } from '../../../shared/lesson-messages.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { lessonPurchases } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { GatewayResult, PaymentGateway } from '../../lib/payment-gateways/payment-gateway.js';
import { postLessonPurchasePaid } from '../payments/index.js';
import { findLessonPackage } from './packages.service.js';

// Buying a practical lesson package (issue 34 item 3, decision 0047): a purchase row opened
// before the gateway is called, paid once (the payments module posts the journal entry and
// issues the tax invoice in the same transaction), and from then the learner's entitlement:
// sessions bought, used, valid until. Lessons draw on it (lessons.service.ts).

export interface PurchaseDeps {
  db: Db;
  gateway: PaymentGateway;
}

/** Where a paid (or failed) purchase sends the learner: their lessons page. */
export const PURCHASE_DONE_URL = '/lessons/mine?paid=1';
export const PURCHASE_FAILED_URL = '/lessons/mine?paid=0';

const toPurchase = (row: typeof lessonPurchases.$inferSelect): LessonPurchase => ({
  id: row.id,
  packageId: row.packageId,
  branchId: row.branchId,
  title: row.title,
  titleHi: row.titleHi,
  sessions: row.sessions,
  sessionMinutes: row.sessionMinutes,
  sessionsUsed: row.sessionsUsed,
  pricePaise: row.pricePaise,
  status: row.status,
  paidAt: row.paidAt?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
});

/**
 * Marks a purchase paid once (a second return changes nothing): valid from now for the
 * package's validity days, its money in the journal and its tax invoice from the payments
 * module, all in one transaction. Returns whether this call made it paid.
 */
export async function markPurchasePaid(
  db: DbOrTx,
  purchaseId: number,
  paymentId: string | null,
  now = new Date(),
  counterMethod?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(lessonPurchases)
      .set({
        status: 'paid',
        paidAt: now,
        gatewayPaymentId: paymentId,
        validUntil: sql`${now.toISOString()}::timestamptz + make_interval(days => ${lessonPurchases.validityDays}::int)`,
      })
      .where(and(eq(lessonPurchases.id, purchaseId), eq(lessonPurchases.status, 'pending')))
      .returning({ id: lessonPurchases.id });
    if (!row) return false;
    await postLessonPurchasePaid(tx, purchaseId, counterMethod);
    return true;
  });
}

/**
 * Opens a purchase of a branch's package for the learner at its price now (GST included, as
 * course prices are), then a gateway order for it; a free package is paid at once.
 */
export async function buyLessonPackage(
  deps: PurchaseDeps,
  userId: number,
  packageId: number,
): Promise<LessonCheckout> {
  const pkg = await findLessonPackage(deps.db, packageId);
  if (!pkg) throw badRequest(M.packageNotFound, 'packageId');
  if (!pkg.isActive) throw badRequest(M.packageInactive, 'packageId');
  const [purchase] = await deps.db
    .insert(lessonPurchases)
    .values({
      userId,
      packageId: pkg.id,
      branchId: pkg.branchId,
      title: pkg.title,
      titleHi: pkg.titleHi,
      sessions: pkg.sessions,
      sessionMinutes: pkg.sessionMinutes,
      validityDays: pkg.validityDays,
      pricePaise: pkg.pricePaise,
      gateway: pkg.pricePaise === 0 ? 'none' : deps.gateway.name,
    })
    .returning();
  if (!purchase) throw new Error('Expected the inserted lesson purchase, found none.');
  if (pkg.pricePaise === 0) {
    await markPurchasePaid(deps.db, purchase.id, null);
    return {
      purchaseId: purchase.id,
      status: 'paid',
      redirectUrl: PURCHASE_DONE_URL,
      totalPaise: 0,
    };
  }
  const order = await deps.gateway.createOrder(
    { id: purchase.id, receipt: `lesson_purchase_${purchase.id}` },
    pkg.pricePaise,
  );
  await deps.db
    .update(lessonPurchases)
    .set({ gatewayOrderId: order.orderId })
    .where(eq(lessonPurchases.id, purchase.id));
  return {
    purchaseId: purchase.id,
    status: 'pending',
    ...(deps.gateway.name === 'test'
      ? { redirectUrl: `/lessons/pay/test/${encodeURIComponent(order.orderId)}` }
      : {}),
    ...(order.checkout ? { checkout: order.checkout } : {}),
    totalPaise: pkg.pricePaise,
  };
}

/**
 * The desk sells a package of its branch to a walk-in who pays there (cash, card or UPI, with
 * the slip's reference): paid at once, with its journal entry and tax invoice, so the desk can
 * then book their lessons. For the console's counter (decision 0047).
 */
export async function sellPackageAtCounter(
  db: Db,
  actor: { userId: number; branchId: number | null },
  sale: { learnerId: number; packageId: number; method: CounterPaymentMethod; reference?: string },
  /** Written in the same transaction as the sale (the console's audit entry). */
  onSold?: (tx: DbOrTx, purchase: LessonPurchase) => Promise<void>,
): Promise<LessonPurchase> {
  const pkg = await findLessonPackage(db, sale.packageId);
  if (!pkg || (actor.branchId !== null && pkg.branchId !== actor.branchId)) {
    throw badRequest(M.packageNotFound, 'packageId');
  }
  if (!pkg.isActive) throw badRequest(M.packageInactive, 'packageId');
  // The purchase, its payment (journal, tax invoice) and the audit entry, all or nothing.
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .insert(lessonPurchases)
      .values({
        userId: sale.learnerId,
        packageId: pkg.id,
        branchId: pkg.branchId,
        title: pkg.title,
        titleHi: pkg.titleHi,
        sessions: pkg.sessions,
        sessionMinutes: pkg.sessionMinutes,
        validityDays: pkg.validityDays,
        pricePaise: pkg.pricePaise,
        gateway: 'counter',
        gatewayPaymentId: sale.reference ?? null,
      })
      .returning();
    if (!purchase) throw new Error('Expected the inserted lesson purchase, found none.');
    await markPurchasePaid(
      tx,
      purchase.id,
      sale.reference ?? null,
      new Date(),
      COUNTER_METHOD_LABELS[sale.method],
    );
    const [paid] = await tx
      .select()
      .from(lessonPurchases)
      .where(eq(lessonPurchases.id, purchase.id));
    const sold = toPurchase(paid ?? purchase);
    await onSold?.(tx, sold);
    return sold;
  });
}

const byGatewayOrder = async (db: DbOrTx, gatewayOrderId: string) =>
  (
    await db
      .select()
      .from(lessonPurchases)
      .where(eq(lessonPurchases.gatewayOrderId, gatewayOrderId))
  )[0];

/** The test gateway's page: my purchase by its gateway order. */
export async function myTestPurchase(db: Db, userId: number, gatewayOrderId: string) {
  const row = await byGatewayOrder(db, gatewayOrderId);
  if (!row || row.userId !== userId) throw notFound(M.purchaseNotFound);
  return {
    purchaseId: row.id,
    totalPaise: row.pricePaise,
    title: row.title,
    titleHi: row.titleHi,
    status: row.status,
  };
}

async function settle(db: Db, purchaseId: number, result: GatewayResult) {
  if (result.status === 'failed') {
    await db
      .update(lessonPurchases)
      .set({ status: 'failed' })
      .where(and(eq(lessonPurchases.id, purchaseId), eq(lessonPurchases.status, 'pending')));
  } else {
    await markPurchasePaid(db, purchaseId, result.paymentId ?? null);
  }
  const [fresh] = await db
    .select({ status: lessonPurchases.status })
    .from(lessonPurchases)
    .where(eq(lessonPurchases.id, purchaseId));
  return fresh?.status === 'paid'
    ? { status: 'success' as const, redirectUrl: PURCHASE_DONE_URL }
    : { status: 'failed' as const, redirectUrl: PURCHASE_FAILED_URL };
}

/** The gateway's answer for one of my purchases (the browser's return): paid or failed. */
export async function completePurchase(db: Db, result: GatewayResult, ownerId: number) {
  const row = await byGatewayOrder(db, result.orderId);
  if (!row || row.userId !== ownerId) throw notFound(M.purchaseNotFound);
  return settle(db, row.id, result);
}

/**
 * The gateway's server-to-server word (the Razorpay webhook, its signature checked): settles
 * a purchase like the browser's return, once. False when the order is not a purchase.
 */
export async function completePurchaseFromWebhook(db: Db, result: GatewayResult): Promise<boolean> {
  const row = await byGatewayOrder(db, result.orderId);
  if (!row) return false;
  await settle(db, row.id, result);
  return true;
}

/** My paid purchases, newest first: what I may book lessons of. */
export async function myPurchases(db: Db, userId: number): Promise<LessonPurchase[]> {
  const rows = await db
    .select()
    .from(lessonPurchases)
    .where(and(eq(lessonPurchases.userId, userId), eq(lessonPurchases.status, 'paid')))
    .orderBy(desc(lessonPurchases.paidAt), desc(lessonPurchases.id));
  return rows.map(toPurchase);
}

/**
 * Why a learner cannot book a lesson of a package starting at `start`, or the purchases that
 * can give it a session, the soonest to expire first: none bought, none valid on that day,
 * or every valid one used up.
 */
export async function entitlementFor(
  db: DbOrTx,
  learnerId: number,
  packageId: number,
  start: Date,
): Promise<number[]> {
  const rows = await db
    .select({
      id: lessonPurchases.id,
      validUntil: lessonPurchases.validUntil,
      left: sql<number>`${lessonPurchases.sessions} - ${lessonPurchases.sessionsUsed}`,
    })
    .from(lessonPurchases)
    .where(
      and(
        eq(lessonPurchases.userId, learnerId),
        eq(lessonPurchases.packageId, packageId),
        eq(lessonPurchases.status, 'paid'),
      ),
    )
    .orderBy(asc(lessonPurchases.validUntil), asc(lessonPurchases.id));
  if (rows.length === 0) throw badRequest(M.noEntitlement, 'packageId');
  const valid = rows.filter((r) => r.validUntil && r.validUntil.getTime() > start.getTime());
  if (valid.length === 0) throw badRequest(M.entitlementExpired, 'startsAt');
  const open = valid.filter((r) => Number(r.left) > 0);
  if (open.length === 0) throw badRequest(M.entitlementUsedUp, 'packageId');
  return open.map((r) => r.id);
}

/**
 * Takes one session of the first of `purchaseIds` that still has one, in the booking's
 * transaction (the row's own check keeps two bookings from taking the last session twice).
 */
export async function drawSession(tx: Tx, purchaseIds: number[], start: Date): Promise<number> {
  for (const id of purchaseIds) {
    const [row] = await tx
      .update(lessonPurchases)
      .set({ sessionsUsed: sql`${lessonPurchases.sessionsUsed} + 1` })
      .where(
        and(
          eq(lessonPurchases.id, id),
          lt(lessonPurchases.sessionsUsed, lessonPurchases.sessions),
          gt(lessonPurchases.validUntil, start),
        ),
      )
      .returning({ id: lessonPurchases.id });
    if (row) return row.id;
  }
  throw badRequest(M.entitlementUsedUp, 'packageId');
}

/** Gives a session back to its purchase (a lesson cancelled before the cut-off). */
export async function returnSession(tx: Tx, purchaseId: number): Promise<void> {
  await tx
    .update(lessonPurchases)
    .set({ sessionsUsed: sql`greatest(${lessonPurchases.sessionsUsed} - 1, 0)` })
    .where(eq(lessonPurchases.id, purchaseId));
}

/** A purchase's validity end, to check a moved lesson against. */
export async function purchaseValidUntil(db: DbOrTx, purchaseId: number) {
  const [row] = await db
    .select({ validUntil: lessonPurchases.validUntil })
    .from(lessonPurchases)
    .where(eq(lessonPurchases.id, purchaseId));
  return row?.validUntil ?? null;
}
