import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PayResponse } from '../../../shared/payments.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { SESSION_COOKIE } from '../../lib/session.js';
import { createTestApp } from '../../test/test-app.js';
import { createLoginCustomer } from '../auth/auth-test-helpers.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';

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

export type StaffAndAlice = Awaited<ReturnType<typeof staffAndAlice>>;

/** A seeded app (no rate limits) with Alice signed in as a customer and a staff member signed in. */
export async function staffAndAlice() {
  const t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  const alice = await customerSession(t.app, t.db);
  const aliceEmail = await emailOf(t.db, alice.id);
  const staffCookie = await staffSession(t.app, t.db);
  return { t, alice, aliceEmail, staffCookie };
}
