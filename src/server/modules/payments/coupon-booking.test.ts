import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/bookings.js';
import { COUPON_MESSAGES, couponExpiredMessage } from '../../../shared/coupons.js';
import { splitGst } from '../../../shared/gst.js';
import { addDays, istDate } from '../../../shared/time.js';
import { bookings, couponRedemptions, coupons, gstDocuments } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';
import { entriesOfBooking, net } from './journal-test-helpers.js';
import { payWithTestGateway } from './payments-test-helpers.js';

// A coupon applied to a booking (decision 0049): the rent is charged and taxed after the
// discount, the use is recorded, and the receipt voucher names the code and the discount.

let t: TestApp;
let customer: Awaited<ReturnType<typeof customerSession>>;
const today = istDate(new Date());

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  customer = await customerSession(t.app, t.db);
  await t.db.insert(coupons).values([
    {
      code: 'DIWALI10',
      kind: 'percent',
      percent: 10,
      maxDiscountPaise: 50_000,
      startsOn: today,
      endsOn: addDays(today, 30),
      maxUsesPerCustomer: 5,
    },
    {
      code: 'OLDCODE',
      kind: 'amount',
      amountPaise: 20_000,
      startsOn: addDays(today, -30),
      endsOn: addDays(today, -1),
    },
  ]);
});
afterAll(() => t.close());

describe('a booking with a coupon', () => {
  it('charges and taxes the rent after the discount, records the use and names it on the receipt voucher', async () => {
    const target = await bookableCar(t.db, 0);
    const plain = await postBooking(t.app, customer.cookie, bookingBody(target, { daysAhead: 4 }));
    expect(plain.statusCode, plain.body).toBe(201);
    const gross = plain.json<Booking>().rentPaise;
    await t.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, plain.json<Booking>().id));

    const res = await postBooking(t.app, customer.cookie, {
      ...bookingBody(target, { daysAhead: 4 }),
      couponCode: ' diwali10 ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<Booking>();
    const discount = Math.min(Math.round(gross * 0.1), 50_000);
    expect(booking.rentPaise).toBe(gross - discount);
    expect(booking.totalPaise).toBe(plain.json<Booking>().totalPaise - discount);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.discountPaise).toBe(discount);
    const [use] = await t.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.bookingId, booking.id));
    expect(use).toMatchObject({ userId: customer.id, discountPaise: discount });

    await payWithTestGateway(t.app, customer.cookie, booking.id);
    const [voucher] = await t.db
      .select()
      .from(gstDocuments)
      .where(eq(gstDocuments.bookingId, booking.id))
      .orderBy(asc(gstDocuments.id));
    const advance = booking.totalPaise - booking.depositPaise;
    expect(voucher?.docType).toBe('receipt_voucher');
    expect(voucher?.totalPaise).toBe(advance);
    const tax = splitGst({
      amountPaise: advance,
      rateBp: 1800,
      inclusive: true,
      interState: false,
    });
    expect(voucher?.taxablePaise).toBe(tax.taxablePaise);
    const rupees = (discount / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 });
    expect(JSON.stringify(voucher?.lines)).toContain(
      `Advance for self-drive car rental after coupon discount: DIWALI10 -₹${rupees}`,
    );
    // The journal books the rent after the discount: revenue and GST add up to the advance.
    const books = net(await entriesOfBooking(t.db, booking.id));
    expect(-(books.rent_revenue ?? 0)).toBe(tax.taxablePaise);
  });

  it('refuses a code that does not apply with its reason, and books nothing', async () => {
    const target = await bookableCar(t.db, 1);
    const before = (await t.db.select().from(bookings)).length;
    for (const [code, message] of [
      ['NOSUCH', COUPON_MESSAGES.unknown],
      ['OLDCODE', couponExpiredMessage(addDays(today, -1))],
    ] as const) {
      const res = await postBooking(t.app, customer.cookie, {
        ...bookingBody(target, { daysAhead: 5 }),
        couponCode: code,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe('couponCode');
      expect(res.json().message).toBe(message);
    }
    expect((await t.db.select().from(bookings)).length).toBe(before);
  });
});
