import { hashPassword } from '../../lib/password.js';
import { SESSION_COOKIE } from '../../lib/session.js';
import { createCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { seedLearning } from './seed/seed-learning.js';

/** The app with the driving-school catalogue seeded (no cars needed). */
export async function learningApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const t = await createTestApp({ env });
  await seedLearning(t.db, { mediaDir: t.config.mediaDir });
  return t;
}

export async function studentCookie(t: TestApp) {
  const student = await createLoginCustomer(t.db);
  return { student, cookie: await loginCookie(t.app, student.email, student.password) };
}

/** An admin staff member signed in through /api/staff/login: the Cookie header value. */
export async function staffCookie(t: TestApp) {
  const member = await createCustomer(t.db, {
    role: 'staff',
    staffRole: 'admin',
    passwordHash: await hashPassword('Staff@1234'),
    emailVerified: true,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email: member.email, password: 'Staff@1234' },
  });
  return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
}

export const FREE_QB = 'learners-mock-test-road-signs';
export const PAID_QB = 'learners-mock-test-rules-of-the-road';
export const FREE_COURSE = 'learners-licence-test-prep';
export const PAID_COURSE = 'driving-licence-test-masterclass';
