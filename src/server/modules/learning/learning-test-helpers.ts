import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CourseDraft } from '../../../shared/learning-authoring.js';
import { CART_COOKIE, serializeCart } from '../../../shared/learning-cart.js';
import type { CheckoutResult } from '../../../shared/learning-orders.js';
import { courses } from '../../db/schema.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { hashPassword } from '../../lib/password.js';
import { SESSION_COOKIE } from '../../lib/session.js';
import { createCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { seedLearning } from './seed/seed-learning.js';
import { PAID_COURSE } from './seeded-course-slugs.js';
import { createPublicMedia } from '../../lib/storage/public-media.js';

/** The app with the driving-school catalogue seeded (no cars needed). */
export async function learningApp(env: NodeJS.ProcessEnv = {}, mailer?: Mailer): Promise<TestApp> {
  const t = await createTestApp({ env, ...(mailer ? { mailer } : {}) });
  await seedLearning(t.db, { media: createPublicMedia(t.config) });
  return t;
}

/** The driving-school catalogue added to an app seeded otherwise (the demo's branches and cars). */
export async function seedSchool(t: TestApp) {
  await seedLearning(t.db, { media: createPublicMedia(t.config) });
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

export * from './seeded-course-slugs.js';

/** The student orders the seeded paid course, priced for `country` (IN: rupees, US: dollars…). */
export async function orderPaidCourse(t: TestApp, cookie: string, country = 'IN') {
  const [course] = await t.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, PAID_COURSE));
  const cart = serializeCart([{ targetID: course!.id, targetType: 'MainCourse' }]);
  const ordered = await t.app.inject({
    method: 'POST',
    url: '/api/learning/orders',
    headers: { cookie: `${cookie}; ${CART_COOKIE}=${cart}` },
    payload: { country },
  });
  expect(ordered.statusCode, ordered.body).toBe(200);
  return ordered.json<CheckoutResult>();
}

/** The buyer pays a course order through the test gateway. */
export async function payCourseOrder(t: TestApp, cookie: string, order: CheckoutResult) {
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/learning/payments/test/${order.redirectUrl!.split('/').pop()}/complete`,
    headers: { cookie },
    payload: { outcome: 'success' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

/** The student orders the seeded paid course in rupees and pays for it. */
export async function paidCourseOrder(t: TestApp, cookie: string) {
  const order = await orderPaidCourse(t, cookie);
  await payCourseOrder(t, cookie, order);
  return order;
}

/** A valid skill course draft; its lesson carries markup the server must strip. */
export const courseDraft = (over: Partial<CourseDraft> = {}): CourseDraft => ({
  title: 'Reversing into a Parking Spot',
  category: 'skill',
  summary: 'Reverse parking in Raipur malls and narrow lanes, step by step with reference points.',
  priceInr: 499,
  priceUsd: 6.99,
  campaignPercent: 0,
  lessons: [
    {
      title: 'Reference points',
      bodyHtml: '<p>Use the mirror.</p><script>alert(1)</script><img src=x onerror=alert(2)>',
    },
  ],
  ...over,
});
