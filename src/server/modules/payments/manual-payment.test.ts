import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  HOLD_EXPIRED_MESSAGE,
  MANUAL_METHOD,
  UTR_ALREADY_SUBMITTED_MESSAGE,
  UTR_MESSAGE,
  UTR_USED_MESSAGE,
  type ManualPaymentInfo,
} from '../../../shared/payments.js';
import { bookings, payments } from '../../db/schema.js';
import { twoPayingCustomers } from './payments-test-helpers.js';

describe('manual payment (/make-payment)', () => {
  const ctx = twoPayingCustomers({ UPI_VPA: 'rent.cg@okaxis', UPI_PAYEE_NAME: 'Self Drive CG' });
  const { newBooking } = ctx;
  const info = (id: number, cookie = ctx.alice.cookie) =>
    ctx.t.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}/manual-payment`,
      headers: { cookie },
    });
  const submit = (id: number, utr: unknown, cookie = ctx.alice.cookie) =>
    ctx.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/manual-payment`,
      headers: { cookie },
      payload: { utr },
    });

  it('shows the amount due, a upi://pay link and the configured bank details', async () => {
    const booking = await newBooking();
    const res = await info(booking.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<ManualPaymentInfo>();
    expect(body.amountDuePaise).toBe(booking.totalPaise);
    const rupees = (booking.totalPaise / 100).toFixed(2);
    expect(body.upiLink).toBe(
      `upi://pay?pa=rent.cg%40okaxis&pn=Self%20Drive%20CG&am=${rupees}&cu=INR&tn=SDC-${booking.id}`,
    );
    expect(body.bank).toEqual({
      accountNumber: '918020045566778',
      bankName: 'Axis Bank, Nehru Nagar Bhilai',
      accountHolder: 'SelfDrive Chhattisgarh Pvt Ltd',
      ifsc: 'UTIB0001234',
    });
    expect(body.submittedUtr).toBeNull();
    expect((await info(booking.id, ctx.bob.cookie)).statusCode).toBe(404);
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/manual-payment` }))
        .statusCode,
    ).toBe(401);
  });

  it('validates the UTR as 12 digits', async () => {
    const booking = await newBooking();
    for (const utr of ['12345678901', '1234567890123', 'ABCDEFGHIJKL', '', undefined]) {
      const res = await submit(booking.id, utr);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(UTR_MESSAGE);
    }
  });

  it('records the UTR as a pending manual payment and keeps the hold for 48 hours', async () => {
    const booking = await newBooking();
    const res = await submit(booking.id, ' 412345678901 ');
    expect(res.statusCode).toBe(200);
    expect(res.json<ManualPaymentInfo>().submittedUtr).toBe('412345678901');
    const [row] = await ctx.t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(row).toMatchObject({
      kind: 'rent',
      method: MANUAL_METHOD,
      status: 'pending',
      amountPaise: booking.totalPaise,
      gatewayPaymentId: '412345678901',
    });
    const [b] = await ctx.t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(b!.status).toBe('pending_payment');
    const hoursLeft = (b!.holdExpiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(47.9);
    expect(hoursLeft).toBeLessThanOrEqual(48);

    expect((await submit(booking.id, '412345678902')).json()).toMatchObject({
      statusCode: 409,
      message: UTR_ALREADY_SUBMITTED_MESSAGE,
    });
    const other = await newBooking();
    expect((await submit(other.id, '412345678901')).json()).toMatchObject({
      statusCode: 409,
      message: UTR_USED_MESSAGE,
    });
    expect((await submit(booking.id, '512345678901', ctx.bob.cookie)).statusCode).toBe(404);
  });

  it('refuses a booking whose hold has run out', async () => {
    const booking = await newBooking();
    await ctx.t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    expect((await submit(booking.id, '612345678901')).json()).toMatchObject({
      statusCode: 409,
      message: HOLD_EXPIRED_MESSAGE,
    });
  });
});
