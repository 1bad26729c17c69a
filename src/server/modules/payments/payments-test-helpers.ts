import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { Booking } from '../../../shared/bookings.js';
import type { PayResponse } from '../../../shared/payments.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { SESSION_COOKIE } from '../../lib/session.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer } from '../auth/auth-test-helpers.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';

/** A staff member signed in through /api/staff/login: the Cookie header value. */
export async function staffSession(app: FastifyInstance, db: DbOrTx, name = 'Sunita') {
  const staff = await createLoginCustomer(db, 'Staff1234', {
    role: 'staff',
    staffRole: 'admin',
    name,
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email: staff.email, password: 'Staff1234' },
  });
  expect(res.statusCode).toBe(200);
  return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
}

export async function emailOf(db: DbOrTx, userId: number): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user!.email;
}

/** Pays a booking (or an extension) through the test gateway's success button. */
export async function payWithTestGateway(app: FastifyInstance, cookie: string, bookingId: number) {
  const pay = await app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/pay`,
    headers: { cookie },
  });
  expect(pay.statusCode).toBe(200);
  const { orderId } = pay.json<PayResponse>();
  const done = await app.inject({
    method: 'POST',
    url: `/api/payments/test/${orderId}/complete`,
    headers: { cookie },
    payload: { outcome: 'success' },
  });
  expect(done.statusCode).toBe(200);
}

/**
 * Pays a booking through the test gateway with the server's money clock at `iso` (decision
 * 0052), answering the completion's reply: a test of a month's edge reads what it said.
 */
export async function payWithClockAt(
  app: FastifyInstance,
  cookie: string,
  bookingId: number,
  iso: string,
) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  try {
    const pay = await app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/pay`,
      headers: { cookie },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    return await app.inject({
      method: 'POST',
      url: `/api/payments/test/${pay.json<PayResponse>().orderId}/complete`,
      headers: { cookie },
      payload: { outcome: 'success' },
    });
  } finally {
    vi.useRealTimers();
  }
}

export type StaffAndAlice = Awaited<ReturnType<typeof staffAndAlice>>;

/** A seeded app (no rate limits) with Alice signed in as a customer and a staff member signed in. */
export async function staffAndAlice() {
  const t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  const alice = await customerSession(t.app, t.db);
  const aliceEmail = await emailOf(t.db, alice.id);
  const staffCookie = await staffSession(t.app, t.db);
  return { t, alice, aliceEmail, staffCookie };
}

type Session = Awaited<ReturnType<typeof customerSession>>;

/**
 * A seeded app (no rate limits, plus `env`) with two customers, Alice and Bob, for a payment
 * test file: hooks register here; the fields are filled before the first test. `newBooking`
 * books the next free car for Alice.
 */
export function twoPayingCustomers(env: Record<string, string> = {}) {
  const ctx = {} as {
    t: TestApp;
    alice: Session;
    bob: Session;
    newBooking: () => Promise<Booking>;
  };
  let carIndex = 0;
  beforeAll(async () => {
    ctx.t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', ...env } });
    ctx.alice = await customerSession(ctx.t.app, ctx.t.db);
    ctx.bob = await customerSession(ctx.t.app, ctx.t.db);
  });
  afterAll(() => ctx.t.close());
  ctx.newBooking = async () => {
    const target = await bookableCar(ctx.t.db, carIndex++);
    const res = await postBooking(ctx.t.app, ctx.alice.cookie, bookingBody(target));
    expect(res.statusCode).toBe(201);
    return res.json<Booking>();
  };
  return ctx;
}

/** The settings of a test app on Razorpay (no rate limits), with these keys. */
export const razorpayTestEnv = (keys: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}) => ({
  RATE_LIMITS: 'false',
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: keys.keyId,
  RAZORPAY_KEY_SECRET: keys.keySecret,
  RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
});
