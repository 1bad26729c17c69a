import { CART_COOKIE, serializeCart } from '../shared/learning-cart.js';
import type { CourseDetail } from '../shared/learning-catalogue.js';
import type { CheckoutResult } from '../shared/learning-orders.js';
import type { TestApp } from './test/test-app.js';
import { seedLearning } from './modules/learning/index.js';
import { FREE_QB, PAID_COURSE, PAID_QB } from './modules/learning/learning-test-helpers.js';
import { COURSE_DRAFT, BLOG_DRAFT } from './route-rules.test-data.js';
import { createPublicMedia } from './lib/storage/public-media.js';
import { staffCookie } from './modules/console-access/console-test-helpers.js';
import { at, dayAhead, lessonBranch, readyLearner } from './test/lesson-fixtures.js';

type Session = { cookie: string };

/**
 * The driving school's resources of one customer (alice), made through the API as she would:
 * an instructor's course, a My Blogs post, a paid order of a course and a question bank (so
 * she is enrolled in both), and a mock-test attempt. `other` becomes an instructor too, so the
 * instructor routes answer him 404 rather than "register first".
 * Returns each resource's route parameters by the name the routes give them.
 */
export async function learningFixtures(t: TestApp, alice: Session, other: Session) {
  await seedLearning(t.db, { media: createPublicMedia(t.config) });
  const call = async (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  for (const [who, name] of [
    [alice, 'Asha Verma, Raipur'],
    [other, 'Bhushan Sahu, Durg'],
  ] as const) {
    await call(who.cookie, 'PUT', '/api/learning/instructor', { displayName: name });
  }
  const course = await call(alice.cookie, 'POST', '/api/learning/instructor/courses', COURSE_DRAFT);
  const { categories } = await call(alice.cookie, 'GET', '/api/blog-categories');
  const blog = await call(alice.cookie, 'POST', '/api/learning/my-blogs', {
    ...BLOG_DRAFT,
    categoryId: categories[0].id,
  });

  const detail = async (slug: string): Promise<CourseDetail> =>
    call(alice.cookie, 'GET', `/api/learning/courses/${slug}`);
  const paidCourse = await detail(PAID_COURSE);
  const paidQb = await detail(PAID_QB);
  const cart = serializeCart([
    { targetID: paidCourse.id, targetType: 'MainCourse' },
    { targetID: paidQb.id, targetType: 'questionBank' },
  ]);
  const checkout: CheckoutResult = await call(
    `${alice.cookie}; ${CART_COOKIE}=${cart}`,
    'POST',
    '/api/learning/orders',
    {},
  );
  const gatewayOrderId = checkout.redirectUrl!.split('/').pop()!;
  await call(alice.cookie, 'POST', `/api/learning/payments/test/${gatewayOrderId}/complete`, {
    outcome: 'success',
  });
  const lessonId = paidCourse.syllabus[0]!.id;

  await call(alice.cookie, 'POST', `/api/learning/courses/${FREE_QB}/enrol`);
  const attempt = await call(alice.cookie, 'POST', `/api/learning/courses/${FREE_QB}/attempts`);

  return {
    instructorCourse: { id: String(course.id) },
    myBlog: { id: String(blog.blogid) },
    courseOrder: { id: String(checkout.orderId) },
    courseGatewayOrder: { orderId: gatewayOrderId },
    attempt: { attemptId: String(attempt.attemptId) },
    enrolledCourse: { slug: PAID_COURSE, lessonId: String(lessonId) },
    enrolledQb: { slug: PAID_QB },
  };
}

/**
 * A practical lesson of alice's, a lesson package purchase of hers still at the test gateway
 * (decision 0047), made through the API as she would, and a paid one (decision 0048).
 */
export async function lessonFixtures(t: TestApp, alice: Session & { id: number }) {
  const admin = await staffCookie(t.app, t.db, null);
  const branch = await lessonBranch(t, admin.cookie);
  const { purchaseId } = await readyLearner(t.db, alice.id, branch.packageId);
  const send = async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: alice.cookie },
      payload,
    });
    if (res.statusCode >= 400) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const lesson = await send('/api/lessons/mine', {
    packageId: branch.packageId,
    startsAt: at(dayAhead(9), '10:00').toISOString(),
  });
  const bought = await send('/api/lessons/purchases', { packageId: branch.packageId });
  return {
    lesson: { id: String(lesson.id) },
    lessonGatewayOrder: { orderId: String(bought.redirectUrl).split('/').pop() ?? '' },
    lessonPurchase: { id: String(purchaseId) },
  };
}
