import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DbOrTx } from '../../db/client.js';
import { cars, type users } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { SESSION_COOKIE } from '../../lib/session.js';
import { branchId, createCustomer } from '../../test/factories.js';

export { branchId };
import { createTestApp, type TestApp } from '../../test/test-app.js';

export const STAFF_PASSWORD = 'Staff1234';

/** Signs in through /api/staff/login and returns the Cookie header value. */
export async function signIn(app: FastifyInstance, email: string, password = STAFF_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
}

/**
 * A staff account with a password: a branch manager of `branch` (counter staff with
 * `{ staffRole: 'staff' }`), or an admin with `branch` null.
 */
export async function createStaff(
  db: DbOrTx,
  branch: string | null,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createCustomer(db, {
    role: 'staff',
    staffRole: branch ? 'manager' : 'admin',
    branchId: branch ? await branchId(db, branch) : null,
    passwordHash: await hashPassword(STAFF_PASSWORD),
    emailVerified: true,
    ...overrides,
  });
  return user;
}

export async function staffCookie(
  app: FastifyInstance,
  db: DbOrTx,
  branch: string | null,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createStaff(db, branch, overrides);
  return { user, cookie: await signIn(app, user.email) };
}

export async function firstCarOf(db: DbOrTx, branch: string) {
  const [car] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.branchId, await branchId(db, branch)), eq(cars.isActive, true)))
    .orderBy(asc(cars.id))
    .limit(1);
  if (!car) throw new Error(`No car in ${branch}.`);
  return car;
}

/**
 * A seeded app (no rate limits) and the cookie of a Bhilai staff member, for a console test
 * file: the hooks register here; the fields are filled before the first test.
 */
export function bhilaiStaffApp() {
  const ctx = {} as { t: TestApp; cookie: string };
  beforeAll(async () => {
    ctx.t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
    ctx.cookie = (await staffCookie(ctx.t.app, ctx.t.db, 'Bhilai')).cookie;
  });
  afterAll(() => ctx.t.close());
  return ctx;
}
