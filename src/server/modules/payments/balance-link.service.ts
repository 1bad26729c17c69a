import {
  balancePaymentPath,
  NOTHING_OWED_MESSAGE,
  type PaymentLinkResponse,
} from '../../../shared/balance-collection.js';
import { BOOKING_NOT_FOUND_MESSAGE } from '../../../shared/bookings.js';
import { formatRupees } from '../../../shared/money.js';
import type { PayResponse } from '../../../shared/payments.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { mailCustomer } from '../../lib/mail/customer-mail.js';
import { fill } from '../../lib/mail/mail-text.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import {
  GATEWAY_METHODS,
  type PaymentGateway,
} from '../../lib/payment-gateways/payment-gateway.js';
import { findBookingOf } from '../bookings/index.js';
import { BALANCE_LINK_MAIL_TEXT } from './balance-link-mail-text.js';
import { lockBookingForMoney, receivableOf, returnSettled } from './journal.queries.js';
import { insertPayment } from './payments.queries.js';

const nothingOwed = () => new HttpError(409, NOTHING_OWED_MESSAGE, 'amountPaise');

/**
 * Staff send the customer a link to pay what a return, or a dearer change, left owing. The link names the booking,
 * not an amount: the pay page asks what is owed when it is opened, so a balance collected at
 * the counter meanwhile is never charged twice. Audited; nothing owed is a 409.
 */
export async function sendBalanceLink(
  deps: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl' | 'business'> },
  actorId: number,
  bookingId: number,
): Promise<PaymentLinkResponse> {
  const { db, mailer, config } = deps;
  const sent = await db.transaction(async (tx) => {
    const booking = await lockBookingForMoney(tx, bookingId);
    if (!booking) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    const owedPaise = await receivableOf(tx, bookingId);
    if (owedPaise <= 0) throw nothingOwed();
    const link = `${config.publicUrl}${balancePaymentPath(bookingId)}`;
    const returned = await returnSettled(tx, bookingId);
    await recordAudit(tx, {
      actorId,
      action: 'payment.link',
      recordType: 'booking',
      recordId: bookingId,
      branchId: booking.branchId,
      before: null,
      after: { owedPaise, link },
    });
    return { userId: booking.userId, owedPaise, link, returned };
  });
  await mailCustomer(db, mailer, config.business.name, sent.userId, BALANCE_LINK_MAIL_TEXT, (t) => {
    const values = {
      booking: bookingId,
      amount: formatRupees(sent.owedPaise),
      link: sent.link,
      phone: config.business.phone,
    };
    return {
      values,
      lines: [
        fill(sent.returned ? t.owed : t.owedChange, values),
        fill(t.payHere, values),
        '',
        t.counter,
      ],
    };
  });
  return { bookingId, owedPaise: sent.owedPaise, link: sent.link };
}

/** What the customer still owes on their own booking (404 for anyone else's). */
export async function customerBalance(db: Db, userId: number, bookingId: number) {
  if (!(await findBookingOf(db, userId, bookingId))) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return { bookingId, owedPaise: Math.max(0, await receivableOf(db, bookingId)) };
}

/**
 * Opens a gateway order for what the customer owes now on their own booking: a pending
 * `balance` payment that `completePayment` settles against customer receivables.
 */
export async function startBalancePayment(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  bookingId: number,
): Promise<PayResponse> {
  const { owedPaise } = await customerBalance(db, userId, bookingId);
  if (owedPaise <= 0) throw nothingOwed();
  const order = await gateway.createOrder({ id: bookingId }, owedPaise);
  await insertPayment(db, {
    bookingId,
    kind: 'balance',
    method: GATEWAY_METHODS[gateway.name],
    amountPaise: owedPaise,
    status: 'pending',
    gatewayOrderId: order.orderId,
  });
  return { gateway: gateway.name, amountPaise: owedPaise, ...order };
}
