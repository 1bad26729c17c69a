import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { MANUAL_METHOD } from '../../../shared/payments.js';
import type { DbOrTx } from '../../db/client.js';
import { bookings, cars, payments, users } from '../../db/schema.js';

const submittedManual = and(
  inArray(payments.kind, ['rent', 'extension']),
  eq(payments.method, MANUAL_METHOD),
  isNotNull(payments.gatewayPaymentId),
);

/** The payment's booking, customer and car; limited to one branch unless `branchId` is null. */
const withBooking = (db: DbOrTx) =>
  db
    .select({ payment: payments, booking: bookings, user: users })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(cars, eq(cars.id, bookings.carId));
const inBranch = (branchId: number | null) =>
  branchId === null ? undefined : eq(cars.branchId, branchId);

/** Submitted UTRs staff have not yet confirmed or rejected, oldest first, with the customer. */
export function listPendingManualPayments(db: DbOrTx, branchId: number | null) {
  return withBooking(db)
    .where(and(submittedManual, eq(payments.status, 'pending'), inBranch(branchId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** Locks a manual payment and its booking, so a confirm and a reject never both apply. */
export async function lockManualPayment(db: DbOrTx, paymentId: number) {
  const [row] = await db
    .select({ payment: payments, booking: bookings })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.id, paymentId), submittedManual))
    .for('update');
  return row;
}

/** Refunds nobody has paid or handed to the gateway, oldest cancellation first. */
export function listPendingRefunds(db: DbOrTx, branchId: number | null) {
  return withBooking(db)
    .where(
      and(
        eq(payments.kind, 'refund'),
        eq(payments.status, 'pending'),
        isNull(payments.gatewayPaymentId),
        inBranch(branchId),
        // Not a deposit the branch still holds after the return, nor one the release job has
        // not yet applied to the charges after the trip (issue 36, decision 0056).
        or(isNull(payments.heldUntil), isNotNull(payments.releasedAt)),
      ),
    )
    .orderBy(asc(bookings.cancelledAt), asc(payments.id));
}

/** Locks a refund row, so a mark-paid and a gateway answer never both apply. */
export async function lockRefund(db: DbOrTx, paymentId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.kind, 'refund')))
    .for('update');
  return row;
}
