import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Booking,
  CancelResponse,
  CancellationQuote,
  TransactionsPage,
} from '../../../shared/bookings.js';
import { formatRupees } from '../../../shared/money.js';
import { MANUAL_METHOD } from '../../../shared/payments.js';
import {
  REFUND_NOT_PENDING_MESSAGE,
  REFUND_UTR_MESSAGE,
  type PendingManualPayments,
  type PendingRefund,
  type PendingRefunds,
} from '../../../shared/staff-payments.js';
import { outboxMessages, payments, users } from '../../db/schema.js';
import { LOGIN_REQUIRED_MESSAGE, STAFF_ONLY_MESSAGE } from '../../lib/auth-guard.js';
import type { TestApp } from '../../test/test-app.js';
import { staffAndAlice, type StaffAndAlice } from './payments-test-helpers.js';
import { bookableCar, bookingBody, postBooking } from '../bookings/bookings-test-helpers.js';

describe('staff pay refunds of UPI / bank transfer bookings', () => {
  let t: TestApp, alice: StaffAndAlice['alice'], aliceEmail: string, staffCookie: string;

  beforeAll(async () => {
    ({ t, alice, aliceEmail, staffCookie } = await staffAndAlice());
  });
  afterAll(() => t.close());

  let carIndex = 0;
  let utrSeq = 710_000_000_000;

  const as = (cookie: string) => ({ headers: { cookie } });

  /** Alice books and pays by UTR, and staff confirm it. */
  const utrPaidBooking = async () => {
    const booking = (
      await postBooking(t.app, alice.cookie, bookingBody(await bookableCar(t.db, carIndex++)))
    ).json<Booking>();
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/manual-payment`,
      payload: { utr: String(++utrSeq) },
      ...as(alice.cookie),
    });
    const submitted = (
      await t.app.inject({ method: 'GET', url: '/api/console/manual-payments', ...as(staffCookie) })
    )
      .json<PendingManualPayments>()
      .payments.find((p) => p.bookingId === booking.id)!;
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/console/manual-payments/${submitted.paymentId}/confirm`,
      ...as(staffCookie),
    });
    expect(confirm.statusCode).toBe(200);
    return booking;
  };
  /** A UTR-paid booking Alice cancels after reading its refund: a pending refund. */
  const cancelledUtrBooking = async () => {
    const booking = await utrPaidBooking();
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/cancellation-quote`,
      ...as(alice.cookie),
    });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      ...as(alice.cookie),
    });
    expect(cancel.statusCode).toBe(200);
    return {
      booking,
      quoted: quote.json<CancellationQuote>().refund.refundPaise,
      cancel: cancel.json<CancelResponse>(),
    };
  };
  const myTransactions = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/transactions', ...as(alice.cookie) })
    ).json<TransactionsPage>().transactions;
  const list = async (cookie = staffCookie) =>
    t.app.inject({ method: 'GET', url: '/api/console/refunds', ...as(cookie) });
  const markPaid = (id: number, payload: object | undefined, cookie = staffCookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/refunds/${id}/paid`,
      ...(payload ? { payload } : {}),
      ...as(cookie),
    });
  const refundRow = async (id: number) =>
    (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;

  it('lists the pending refund with the booking reference, the customer and the cancel time', async () => {
    const { booking, quoted, cancel } = await cancelledUtrBooking();
    const entry = (await list())
      .json<PendingRefunds>()
      .refunds.find((r) => r.bookingId === booking.id) as PendingRefund;
    expect(entry).toMatchObject({
      paymentId: cancel.refundPaymentId,
      reference: `SDC-${booking.id}`,
      customerEmail: aliceEmail,
      amountPaise: cancel.refund.refundPaise,
      method: MANUAL_METHOD,
      cancelledAt: cancel.booking.cancelledAt,
    });
    expect(entry.customerName).toMatch(/^Test /);
    expect(await refundRow(entry.paymentId)).toMatchObject({
      status: 'pending',
      gatewayPaymentId: null,
    });
    // The refund the customer was shown before cancelling, waiting in their My Transaction.
    expect(entry.amountPaise).toBe(quoted);
    expect((await myTransactions())[0]).toMatchObject({
      bookingId: booking.id,
      kind: 'refund',
      status: 'pending',
      amountPaise: quoted,
    });
  });

  it('lists the refund of a UTR payment staff cancelled for the customer, as they were told', async () => {
    const booking = await utrPaidBooking();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/console/bookings/${booking.id}/cancel`,
      payload: { reason: 'Customer phoned: plans changed' },
      ...as(staffCookie),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const { refundPaise } = cancel.json<{ refundPaise: number }>();
    const entry = (await list())
      .json<PendingRefunds>()
      .refunds.find((r) => r.bookingId === booking.id);
    expect(entry).toMatchObject({
      reference: `SDC-${booking.id}`,
      amountPaise: refundPaise,
      method: MANUAL_METHOD,
    });
    const paid = await markPaid(entry!.paymentId, { utr: 'SBINR5202611' });
    expect(paid.json()).toMatchObject({
      status: 'success',
      message: `The refund for booking #${booking.id} is marked paid and the customer was told.`,
    });
  });

  it('is for staff only: 401 for visitors, 403 for customers, nothing changes', async () => {
    const { cancel } = await cancelledUtrBooking();
    const id = cancel.refundPaymentId!;
    const visitor = await t.app.inject({ method: 'GET', url: '/api/console/refunds' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(LOGIN_REQUIRED_MESSAGE);
    const customer = await list(alice.cookie);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe(STAFF_ONLY_MESSAGE);
    const customerPost = await markPaid(id, { utr: 'SBIN12345678' }, alice.cookie);
    expect(customerPost.statusCode).toBe(403);
    expect((await refundRow(id)).status).toBe('pending');
  });

  it('marks the refund paid with the UTR, mails the customer, and answers 409 the second time', async () => {
    const { booking, cancel } = await cancelledUtrBooking();
    const id = cancel.refundPaymentId!;

    for (const payload of [undefined, {}, { utr: '12' }, { utr: 'has space 123' }]) {
      const bad = await markPaid(id, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(REFUND_UTR_MESSAGE);
    }
    expect((await refundRow(id)).status).toBe('pending');

    const res = await markPaid(id, { utr: ' SBINR52026112200123 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      paymentId: id,
      bookingId: booking.id,
      status: 'success',
      message: `The refund for booking #${booking.id} is marked paid and the customer was told.`,
    });
    expect(await refundRow(id)).toMatchObject({
      status: 'success',
      gatewayPaymentId: 'SBINR52026112200123',
      amountPaise: cancel.refund.refundPaise,
    });
    expect((await list()).json<PendingRefunds>().refunds.some((r) => r.paymentId === id)).toBe(
      false,
    );

    await t.events.idle(); // the mail is sent after the request, from its committed event
    const mails = (
      await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, aliceEmail))
    ).filter((m) => m.subject?.startsWith(`Booking #${booking.id}: refund of`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('SBINR52026112200123');

    const again = await markPaid(id, { utr: 'SBINR52026112200999' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFUND_NOT_PENDING_MESSAGE);
    expect((await refundRow(id)).gatewayPaymentId).toBe('SBINR52026112200123');

    expect((await myTransactions())[0]).toMatchObject({
      kind: 'refund',
      status: 'success',
      gatewayPaymentId: 'SBINR52026112200123',
    });
  });

  it("mails the bank refund in the customer's language, with its UTR", async () => {
    const { booking, cancel } = await cancelledUtrBooking();
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, alice.id));
    try {
      expect(
        (await markPaid(cancel.refundPaymentId!, { utr: 'SBINR520261122777' })).statusCode,
      ).toBe(200);
      await t.events.idle();
      const amount = formatRupees(cancel.refund.refundPaise);
      const [mail] = await t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.subject, `बुकिंग #${booking.id}: ${amount} का रिफ़ंड भेजा गया`));
      expect(mail!.recipient).toBe(aliceEmail);
      expect(mail!.text).toContain(`आपकी बुकिंग #${booking.id} (संदर्भ SDC-${booking.id})`);
      expect(mail!.text).toContain('बैंक संदर्भ (UTR): SBINR520261122777');
    } finally {
      await t.db.update(users).set({ language: null }).where(eq(users.id, alice.id));
    }
  });

  it('answers 404 for an id that is not a refund', async () => {
    const res = await markPaid(999_999, { utr: 'SBIN12345678' });
    expect(res.statusCode).toBe(404);
  });
});
