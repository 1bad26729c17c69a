import { and, eq, or } from 'drizzle-orm';
import { BOOKING_TAKEN_MESSAGE } from '../../../shared/bookings.js';
import type { BillingDetails } from '../../../shared/billing-address.js';
import type { CheckoutGst } from '../../../shared/gst-buyer.js';
import { refusedCustomerBookingMessage } from '../../../shared/console-customers.js';
import {
  type CounterBookingResponse,
  type CounterCustomer,
  type counterBookingBodySchema,
  type counterCouponCheckBodySchema,
  indianMobile,
} from '../../../shared/counter-booking.js';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { assertBranch, type ConsoleStaff } from '../../lib/console-guard.js';
import { recordBranch } from '../../lib/console-records.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { createCounterCustomer } from '../auth/index.js';
import { customerSummaryColumns } from '../console-customers/index.js';
import { createCounterBooking, isOverlap, overlapMessage } from '../bookings/index.js';
import { checkCouponAtCounter } from '../offers/index.js';
import {
  billingDetails,
  checkoutGst,
  recordCounterPayment,
  saveBillingAddress,
  saveCustomerGstDetails,
} from '../payments/index.js';

/** The customer with exactly this e-mail or mobile (staff typed it at the counter), or null. */
export async function findCounterCustomer(
  db: Db,
  contact: string,
): Promise<CounterCustomer | null> {
  const email = contact.toLowerCase();
  const mobile = indianMobile(contact);
  const [row] = await db
    .select(customerSummaryColumns)
    .from(users)
    .where(and(eq(users.role, 'customer'), or(eq(users.email, email), eq(users.mobile, mobile))))
    .limit(1);
  return row ?? null;
}

/**
 * The GST a counter booking of this car (of the staff member's branch) carries for this
 * customer: what the form adds to the prices before staff confirm the amount to take.
 */
export async function counterGst(
  db: Db,
  staff: ConsoleStaff,
  query: { customerId: number; carId: number },
): Promise<CheckoutGst> {
  const branchId = await recordBranch(db, 'car', query.carId);
  if (branchId === undefined) throw badRequest('Please choose the car.', 'carId');
  assertBranch(staff, branchId);
  return checkoutGst(db, query.customerId, query.carId);
}

/**
 * The customer's billing address and GST registration on file (decision 0041): the counter
 * form asks for an address for the booking's GST documents when none is. Any active customer:
 * staff found them by their exact e-mail or mobile.
 */
export async function counterBilling(db: Db, customerId: number): Promise<BillingDetails> {
  const [customer] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, customerId));
  if (customer?.role !== 'customer') {
    throw badRequest('Please find or add the customer first.', 'customerId');
  }
  return billingDetails(db, customerId);
}

/** A new customer's account, opened at the counter; audited; the customer gets the usual mail. */
export async function openCounterAccount(
  deps: { db: Db; mailer: Mailer; config: Config },
  staff: ConsoleStaff,
  body: { name: string; email: string; mobile: string },
): Promise<CounterCustomer> {
  const id = await createCounterCustomer(
    { db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl },
    body,
    (tx, userId) =>
      recordAudit(tx, {
        actorId: staff.id,
        action: 'customer.counter-create',
        recordType: 'customer',
        recordId: userId,
        branchId: staff.branchId,
        before: null,
        after: body,
      }),
  );
  const [row] = await deps.db.select(customerSummaryColumns).from(users).where(eq(users.id, id));
  if (!row) throw new Error('Expected the customer just created, found none.');
  return row;
}

/**
 * A booking made at the counter: the car must be of the staff member's branch, the customer an
 * active customer; with a payment taken at the counter it is recorded through payments and the
 * booking is confirmed, all in one transaction with the audit entry.
 */
export async function bookAtCounter(
  deps: { db: Db; events: EventBus; config: Config },
  staff: ConsoleStaff,
  body: z.output<typeof counterBookingBodySchema>,
): Promise<CounterBookingResponse> {
  const branchId = await recordBranch(deps.db, 'car', body.carId);
  if (branchId === undefined) throw badRequest('Please choose the car.', 'carId');
  assertBranch(staff, branchId);
  const [customer] = await deps.db
    .select({ ...customerSummaryColumns, role: users.role })
    .from(users)
    .where(eq(users.id, body.customerId));
  if (!customer || customer.role !== 'customer') {
    throw badRequest('Please find or add the customer first.', 'customerId');
  }
  if (customer.blocked) {
    throw badRequest(refusedCustomerBookingMessage(customer.refusedReason), 'customerId');
  }
  const now = new Date();
  try {
    return await deps.events.transaction(deps.db, async (tx, emit) => {
      // Saved first, so the payment's receipt voucher is issued to that address.
      if (body.billingAddress) await saveBillingAddress(tx, customer.id, body.billingAddress);
      if (body.business) await saveCustomerGstDetails(tx, customer.id, body.business);
      const row = await createCounterBooking(tx, {
        userId: customer.id,
        carId: body.carId,
        ratePackageId: body.ratePackageId,
        pickupDropOptionId: body.pickupDropOptionId,
        tripType: body.tripType,
        pickupAt: body.pickupAt,
        dropAt: body.dropAt,
        now,
        holdMinutes: deps.config.bookingHoldMinutes,
        couponCode: body.couponCode,
      });
      const paymentId = body.payment
        ? await recordCounterPayment(tx, emit, row, body.payment)
        : null;
      await recordAudit(tx, {
        actorId: staff.id,
        action: 'booking.counter-create',
        recordType: 'booking',
        recordId: row.id,
        branchId,
        before: null,
        after: {
          customerId: customer.id,
          carId: row.carId,
          pickupAt: row.pickupAt,
          dropAt: row.dropAt,
          totalPaise: row.totalPaise,
          ...(row.discountPaise > 0
            ? { couponCode: body.couponCode, discountPaise: row.discountPaise }
            : {}),
          payment: body.payment ? { ...body.payment, paymentId } : null,
          ...(body.billingAddress ? { billingAddress: body.billingAddress } : {}),
          ...(body.business ? { business: body.business } : {}),
        },
      });
      return {
        bookingId: row.id,
        status: paymentId ? 'confirmed' : row.status,
        totalPaise: row.totalPaise,
        paymentId,
      };
    });
  } catch (error) {
    if (isOverlap(error)) throw conflict(overlapMessage(error, BOOKING_TAKEN_MESSAGE));
    throw error;
  }
}

/**
 * The desk's coupon check: the car must be of the staff member's branch and the customer an
 * active customer; the code is checked for that customer as at their own checkout.
 */
export async function checkCounterCoupon(
  db: Db,
  staff: ConsoleStaff,
  body: z.output<typeof counterCouponCheckBodySchema>,
) {
  const branchId = await recordBranch(db, 'car', body.carId);
  if (branchId === undefined) throw badRequest('Please choose the car.', 'carId');
  assertBranch(staff, branchId);
  const [customer] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, body.customerId));
  if (customer?.role !== 'customer') {
    throw badRequest('Please find or add the customer first.', 'customerId');
  }
  const { customerId, ...check } = body;
  return checkCouponAtCounter(db, customerId, check);
}
