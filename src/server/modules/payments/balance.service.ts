import {
  COLLECT_METHOD_LABELS,
  NOTHING_OWED_MESSAGE,
  collectAboveOwedMessage,
  type CollectBalanceBody,
} from '../../../shared/balance-collection.js';
import { CASH_METHOD } from '../../../shared/payments.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { debit, credit } from '../../../shared/journal.js';
import {
  insertJournalEntry,
  lockBookingForMoney,
  receivableOf,
  receivablesOf,
} from './journal.queries.js';
import { issueChangeReceipt, moneyAccount } from './journal.service.js';
import { insertPayment } from './payments.queries.js';
import { moneyNow } from './money-clock.js';

/** What the customer of a booking still owes now: a dearer change, a return's bill (0: nothing). */
export async function balanceOwed(db: DbOrTx, bookingId: number) {
  return { bookingId, owedPaise: Math.max(0, await receivableOf(db, bookingId)) };
}

/** What the customers of several bookings still owe, by booking id (absent: nothing). */
export const balancesOwed = (db: DbOrTx, bookingIds: number[]) => receivablesOf(db, bookingIds);

/**
 * Staff took the balance at the counter: in one transaction (the booking row locked, so two
 * staff collecting at once take turns and the second sees what is left) a successful `balance`
 * payment row, its journal entry (money in, receivables down) and the audit entry. More than
 * is owed: 409 naming `amountPaise`, nothing written.
 */
export async function collectBalance(
  db: Db,
  actorId: number,
  bookingId: number,
  body: CollectBalanceBody,
) {
  return db.transaction(async (tx) => {
    const booking = await lockBookingForMoney(tx, bookingId);
    if (!booking) throw notFound('Booking not found.');
    const owed = await receivableOf(tx, bookingId);
    if (owed <= 0) throw new HttpError(409, NOTHING_OWED_MESSAGE, 'amountPaise');
    if (body.amountPaise > owed)
      throw new HttpError(409, collectAboveOwedMessage(owed), 'amountPaise');
    const method = body.method === 'cash' ? CASH_METHOD : COLLECT_METHOD_LABELS[body.method];
    const payment = await insertPayment(tx, {
      bookingId,
      kind: 'balance',
      method,
      amountPaise: body.amountPaise,
      status: 'success',
      gatewayPaymentId: body.reference || null,
    });
    // One instant for the entry and the receipt voucher it may issue (decision 0052).
    const at = moneyNow();
    await insertJournalEntry(
      tx,
      { event: 'balance_collected', bookingId, paymentId: payment.id, postedAt: at },
      [
        debit(moneyAccount(method), body.amountPaise),
        credit('customer_receivables', body.amountPaise),
      ],
    );
    await issueChangeReceipt(tx, { id: payment.id, bookingId, amountPaise: body.amountPaise }, at);
    await recordAudit(tx, {
      actorId,
      action: 'payment.collect',
      recordType: 'payment',
      recordId: payment.id,
      branchId: booking.branchId,
      before: { owedPaise: owed },
      after: { method, amountPaise: body.amountPaise, reference: body.reference || null },
    });
    return {
      bookingId,
      paymentId: payment.id,
      collectedPaise: body.amountPaise,
      owedPaise: owed - body.amountPaise,
    };
  });
}
