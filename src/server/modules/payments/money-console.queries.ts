import { and, eq, exists, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, journalEntries, payments, refundDestinations } from '../../db/schema.js';

const depositEntryOf = (db: DbOrTx) =>
  db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(eq(journalEntries.event, 'return_settled'), eq(journalEntries.paymentId, payments.id)),
    );

/**
 * The ids among `paymentIds` that are deposit refunds (written by a return): the return's
 * journal entry names them, or they were held (a held deposit with no charges posts no entry
 * at the return: nothing moves until its release).
 */
export async function depositRefundIds(db: DbOrTx, paymentIds: number[]) {
  if (paymentIds.length === 0) return new Set<number>();
  const [settled, held] = await Promise.all([
    db
      .select({ paymentId: journalEntries.paymentId })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.event, 'return_settled'),
          inArray(journalEntries.paymentId, paymentIds),
        ),
      ),
    db
      .select({ paymentId: payments.id })
      .from(payments)
      .where(and(inArray(payments.id, paymentIds), isNotNull(payments.heldUntil))),
  ]);
  return new Set([...settled, ...held].flatMap((r) => (r.paymentId === null ? [] : [r.paymentId])));
}

/** A booking's deposit refund row not yet paid nor sent to a gateway. */
const heldDepositOf = (db: DbOrTx, bookingId: number) =>
  and(
    eq(payments.bookingId, bookingId),
    eq(payments.kind, 'refund'),
    eq(payments.status, 'pending'),
    isNull(payments.gatewayPaymentId),
    // A held deposit may have no entry at the return (no charges: nothing moved yet).
    or(exists(depositEntryOf(db)), isNotNull(payments.heldUntil)),
  );

/** The deposit refund of a booking still waiting to be paid (none sent to a gateway), locked. */
export async function lockHeldDeposit(db: DbOrTx, bookingId: number) {
  const [row] = await db.select().from(payments).where(heldDepositOf(db, bookingId)).for('update');
  return row;
}

/** The held deposit of a booking, unlocked (what the console shows). */
export async function heldDeposit(db: DbOrTx, bookingId: number) {
  const [row] = await db
    .select({
      id: payments.id,
      amountPaise: payments.amountPaise,
      heldUntil: payments.heldUntil,
      releasedAt: payments.releasedAt,
    })
    .from(payments)
    .where(heldDepositOf(db, bookingId));
  return row;
}

/** A held deposit's release: from now on it is payable back. */
export async function markDepositReleased(db: DbOrTx, paymentId: number, at: Date) {
  await db.update(payments).set({ releasedAt: at }).where(eq(payments.id, paymentId));
}

/** Held deposits due for release at `now` (unlocked: each release locks its own), none disputed. */
export function depositsDue(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: payments.id, bookingId: payments.bookingId })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'refund'),
        eq(payments.status, 'pending'),
        isNull(payments.releasedAt),
        lte(payments.heldUntil, now),
        // A charge after the trip the renter disputes keeps the deposit held until decided
        // (trip-charges' tables, read only: decision 0056).
        sql`not exists (select 1 from trip_charge_disputes d
          join trip_charges c on c.id = d.charge_id
          where c.booking_id = ${payments.bookingId} and d.status = 'open')`,
      ),
    )
    .orderBy(payments.heldUntil)
    .limit(limit);
}

/**
 * Holds a booking's held deposit at least until `until` (a charge after the trip told to the
 * customer: the deposit may pay it once its notice ends). A released deposit is not held again.
 */
export async function holdDepositUntil(db: DbOrTx, refundId: number, until: Date) {
  await db
    .update(payments)
    .set({ heldUntil: sql`greatest(${payments.heldUntil}, ${until.toISOString()}::timestamptz)` })
    .where(
      and(eq(payments.id, refundId), isNull(payments.releasedAt), isNotNull(payments.heldUntil)),
    );
}

/** Part of a deposit kept: the refund row now carries only what goes back. */
export async function reduceRefund(db: DbOrTx, paymentId: number, amountPaise: number) {
  await db
    .update(payments)
    .set(amountPaise === 0 ? { amountPaise, status: 'success' } : { amountPaise })
    .where(eq(payments.id, paymentId));
}

/** Pending refunds of a customer's bookings that staff pay by transfer, with any destination. */
export function customerRefundsByTransfer(db: DbOrTx, userId: number) {
  return db
    .select({ payment: payments, destination: refundDestinations })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(refundDestinations, eq(refundDestinations.paymentId, payments.id))
    .where(
      and(
        eq(bookings.userId, userId),
        eq(payments.kind, 'refund'),
        eq(payments.status, 'pending'),
        isNull(payments.gatewayPaymentId),
      ),
    )
    .orderBy(payments.id);
}

/** A customer's own refund row, locked (ownership through the booking). */
export async function lockCustomerRefund(db: DbOrTx, userId: number, paymentId: number) {
  const [row] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(eq(payments.id, paymentId), eq(payments.kind, 'refund'), eq(bookings.userId, userId)),
    )
    .for('update', { of: payments });
  return row?.payment;
}

export async function saveRefundDestination(
  db: DbOrTx,
  values: typeof refundDestinations.$inferInsert,
) {
  const { paymentId: _id, ...set } = values;
  await db
    .insert(refundDestinations)
    .values(values)
    .onConflictDoUpdate({
      target: refundDestinations.paymentId,
      set: { ...set, updatedAt: new Date() },
    });
}

export function destinationsOf(db: DbOrTx, paymentIds: number[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(refundDestinations)
    .where(inArray(refundDestinations.paymentId, paymentIds));
}

/** What a booking's refunds already return (every refund row but a failed one). */
export async function refundedOf(db: DbOrTx, bookingId: number) {
  const [row] = await db
    .select({ paise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.kind, 'refund'),
        ne(payments.status, 'failed'),
      ),
    );
  return Number(row?.paise ?? 0);
}
