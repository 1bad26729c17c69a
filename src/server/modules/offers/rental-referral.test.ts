import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/bookings.js';
import { formatRupees } from '../../../shared/money.js';
import {
  RENTAL_REFERRAL,
  RENTAL_REFERRAL_MESSAGES,
  type RentalReferralStatus,
} from '../../../shared/rental-referral.js';
import { addDays, istDate } from '../../../shared/time.js';
import { bookings, coupons, gstDocuments, rentalReferrals, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { bookableCar, bookingBody, postBooking } from '../bookings/bookings-test-helpers.js';
import { collectBalance } from '../payments/index.js';
import { postOwedCharge } from '../payments/journal-test-helpers.js';
import { payWithTestGateway } from '../payments/payments-test-helpers.js';

// The referral for car rentals (decision 0051): a friend who signs up through a customer's
// invite link takes 10% (at most ₹1,000) off their first booking; the customer earns ₹500 off a
// booking once the friend's trip is completed and nothing is owed on it.

let t: TestApp;
let asha: { id: number; cookie: string; code: string };
let seq = 0;
const today = istDate(new Date());

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  const user = await createLoginCustomer(t.db, 'Secret123', { name: 'Asha Verma' });
  const [row] = await t.db
    .select({ code: users.referralCode })
    .from(users)
    .where(eq(users.id, user.id));
  asha = {
    id: user.id,
    cookie: await loginCookie(t.app, user.email, 'Secret123'),
    code: row!.code,
  };
  await t.db.insert(coupons).values({
    code: 'WEDDING5',
    kind: 'percent',
    percent: 5,
    startsOn: today,
    endsOn: addDays(today, 60),
  });
});
afterAll(() => t.close());

/** Signs up through the register form, carrying the invite link's code, and logs in. */
async function signUp(name: string, referralCode?: string) {
  const n = ++seq;
  const email = `rental.friend.${n}@example.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name,
      email,
      mobile: `+91982200${String(n).padStart(4, '0')}`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      acceptTerms: true,
      ...(referralCode ? { referralCode } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  // The e-mail's verification link is auth's to test.
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, cookie: await loginCookie(t.app, email, 'Secret123') };
}

async function status(cookie: string) {
  const res = await t.app.inject({ url: '/api/offers/referral', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RentalReferralStatus>();
}

const welcomeOff = (rent: number) =>
  Math.min(Math.floor((rent * RENTAL_REFERRAL.welcomePercent) / 10_000) * 100, 100_000);

/** The rent of a trip without any discount, from a booking made and cancelled. */
async function grossRent(cookie: string, body: ReturnType<typeof bookingBody>) {
  const res = await postBooking(t.app, cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json<Booking>();
  await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
  return booking;
}

describe('the referral for car rentals', () => {
  it("gives the friend 10% off the first booking, names it on the receipt voucher, and earns the referrer's credit only once the trip is completed and paid", async () => {
    const ravi = await signUp('Ravi Sahu', asha.code);
    const welcome = await status(ravi.cookie);
    expect(welcome.offer).toMatchObject({
      kind: 'welcome',
      referrerName: 'Asha',
      percent: 10,
      capPaise: 100_000,
    });

    const target = await bookableCar(t.db, 0);
    const body = bookingBody(target, { daysAhead: 6, dropDays: 2 });
    const plain = await grossRent(ravi.cookie, body);

    // Not with a coupon, and a price in the request is ignored.
    const both = await postBooking(t.app, ravi.cookie, {
      ...body,
      couponCode: 'WEDDING5',
      useReferral: true,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      message: RENTAL_REFERRAL_MESSAGES.notWithCoupon,
      field: 'couponCode',
    });

    const res = await postBooking(t.app, ravi.cookie, {
      ...body,
      useReferral: true,
      rentPaise: 1,
      totalPaise: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<Booking>();
    const off = welcomeOff(plain.rentPaise);
    expect(off).toBeGreaterThan(0);
    expect(booking.rentPaise).toBe(plain.rentPaise - off);
    expect(booking.totalPaise).toBe(plain.totalPaise - off);

    // The welcome is held by the live booking: a second booking cannot take it too.
    expect((await status(ravi.cookie)).offer).toBeUndefined();
    const again = await postBooking(t.app, ravi.cookie, {
      ...bookingBody(await bookableCar(t.db, 1), { daysAhead: 9 }),
      useReferral: true,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: RENTAL_REFERRAL_MESSAGES.noOffer,
      field: 'useReferral',
    });

    await payWithTestGateway(t.app, ravi.cookie, booking.id);
    const [voucher] = await t.db
      .select()
      .from(gstDocuments)
      .where(eq(gstDocuments.bookingId, booking.id))
      .orderBy(asc(gstDocuments.id));
    expect(JSON.stringify(voucher?.lines)).toContain(
      `Advance for self-drive car rental after referral discount: -${formatRupees(off)}`,
    );
    expect(voucher?.totalPaise).toBe(booking.totalPaise - booking.depositPaise);

    // Booked and paid, not yet completed: Asha's credit waits.
    let mine = await status(asha.cookie);
    expect(mine.friends).toEqual([
      expect.objectContaining({ firstName: 'Ravi', state: 'booked', usedOnBooking: null }),
    ]);
    expect(mine.offer).toBeUndefined();

    // Returned with ₹250 of extra kilometres still owed: still waiting.
    await t.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id));
    await postOwedCharge(t.db, booking.id, 25_000);
    mine = await status(asha.cookie);
    expect(mine.friends[0]?.state).toBe('booked');
    expect(mine.openCreditPaise).toBe(0);

    await collectBalance(t.db, asha.id, booking.id, {
      amountPaise: 25_000,
      method: 'cash',
      reference: '',
    });
    mine = await status(asha.cookie);
    expect(mine.friends[0]?.state).toBe('earned');
    expect(mine.openCreditPaise).toBe(RENTAL_REFERRAL.rewardPaise);
    expect(mine.offer).toMatchObject({
      kind: 'credit',
      friendName: 'Ravi',
      amountPaise: RENTAL_REFERRAL.rewardPaise,
    });
  });

  it("takes the referrer's credit off one booking, and gives it back when that booking is cancelled", async () => {
    const target = await bookableCar(t.db, 2);
    const body = bookingBody(target, { daysAhead: 12 });
    const plain = await grossRent(asha.cookie, body);
    const res = await postBooking(t.app, asha.cookie, { ...body, useReferral: true });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<Booking>();
    const off = Math.min(RENTAL_REFERRAL.rewardPaise, plain.rentPaise);
    expect(booking.rentPaise).toBe(plain.rentPaise - off);

    let mine = await status(asha.cookie);
    expect(mine.offer).toBeUndefined();
    expect(mine.openCreditPaise).toBe(0);
    expect(mine.friends[0]).toMatchObject({ state: 'used', usedOnBooking: `SDC-${booking.id}` });

    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    mine = await status(asha.cookie);
    expect(mine.offer).toMatchObject({ kind: 'credit' });
    expect(mine.friends[0]?.state).toBe('earned');
  });

  it('gives a lapsed welcome back, and nothing for an unknown or own code', async () => {
    const meera = await signUp('Meera Patel', asha.code);
    const target = await bookableCar(t.db, 3);
    const res = await postBooking(t.app, meera.cookie, {
      ...bookingBody(target, { daysAhead: 15 }),
      useReferral: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await status(meera.cookie)).offer).toBeUndefined();
    await t.db
      .update(bookings)
      .set({ status: 'lapsed' })
      .where(eq(bookings.id, res.json<Booking>().id));
    expect((await status(meera.cookie)).offer).toMatchObject({ kind: 'welcome' });

    const stranger = await signUp('Kiran Das', 'NOSUCHCODE1');
    expect((await status(stranger.cookie)).offer).toBeUndefined();
    const rows = await t.db
      .select()
      .from(rentalReferrals)
      .where(eq(rentalReferrals.friendId, stranger.id));
    expect(rows).toEqual([]);
    const without = await postBooking(t.app, stranger.cookie, {
      ...bookingBody(target, { daysAhead: 18 }),
      useReferral: true,
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(RENTAL_REFERRAL_MESSAGES.noOffer);
  });

  it('lets only one of two bookings sent at once take the same welcome', async () => {
    const sunil = await signUp('Sunil Nag', asha.code);
    const [first, second] = await Promise.all([
      postBooking(t.app, sunil.cookie, {
        ...bookingBody(await bookableCar(t.db, 4), { daysAhead: 20 }),
        useReferral: true,
      }),
      postBooking(t.app, sunil.cookie, {
        ...bookingBody(await bookableCar(t.db, 5), { daysAhead: 20 }),
        useReferral: true,
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
    const [row] = await t.db
      .select()
      .from(rentalReferrals)
      .where(eq(rentalReferrals.friendId, sunil.id));
    const winner = (first.statusCode === 201 ? first : second).json<Booking>();
    expect(row?.welcomeBookingId).toBe(winner.id);
  });
});
