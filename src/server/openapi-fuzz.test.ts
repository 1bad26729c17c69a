import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CART_COOKIE, serializeCart } from '../shared/learning-cart.js';
import { targetTypeOf } from '../shared/learning-rules.js';
import { courses } from './db/schema.js';
import { customerSession } from './modules/bookings/bookings-test-helpers.js';
import { seedSchool } from './modules/learning/learning-test-helpers.js';
import { staffSession } from './modules/payments/payments-test-helpers.js';
import {
  describe as describeRequest,
  hostileExamples,
  inputArbitrary,
  operationsOf,
  toRequest,
  type Operation,
} from './test/openapi-operations.js';
import { createTestApp, type TestApp } from './test/test-app.js';

// Property: no request built from the OpenAPI document, however malformed, answers 500 or more,
// and every 400 says what is wrong. Each operation gets one request per field and hostile value
// (the explicit list in openapi-arbitraries.ts), then random ones from a fixed seed.
const SEED = 14;
const RANDOM_RUNS_PER_OPERATION = 10;

/** Progress, practice, certificates, bilingual authoring and the staff preview (decision 0032). */
const SCHOOL_ROUTES = [
  'GET /api/learning/courses/{slug}',
  'GET /api/learning/courses/{slug}/lessons/{lessonId}',
  'PUT /api/learning/courses/{slug}/lessons/{lessonId}/done',
  'POST /api/learning/courses/{slug}/attempts',
  'GET /api/learning/courses/{slug}/attempts',
  'POST /api/learning/attempts/{attemptId}',
  'POST /api/learning/courses/{slug}/certificate',
  'GET /api/learning/courses/{slug}/certificate.pdf',
  'GET /api/learning/certificates/{code}',
  'GET /api/learning/my-courses',
  'POST /api/learning/instructor/courses',
  'PUT /api/learning/instructor/courses/{id}',
  'POST /api/learning/instructor/lesson-images',
  'GET /api/learning/staff/courses/{id}',
];

let t: TestApp;
/** The course cart cookie holding every live course: courses, question banks, free and paid. */
let courseCart = '';
/** The statuses each operation answered, to show the fuzz reached past its validation. */
const answered = new Map<string, Set<number>>();

beforeAll(async () => {
  // Rate limits are off so the fuzzer reaches every handler instead of a 429.
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  // The driving school too, so the course cart, checkout and gift routes price real courses.
  await seedSchool(t);
  const live = await t.db
    .select({ id: courses.id, category: courses.category })
    .from(courses)
    .where(eq(courses.status, 'live'));
  courseCart = `${CART_COOKIE}=${serializeCart(
    live.map((c) => ({ targetID: c.id, targetType: targetTypeOf(c.category) })),
  )}`;
});
afterAll(() => t.close());

/**
 * A fresh session per operation: a fuzzed logout or password change cannot spoil the next.
 * The driving school's routes also get the course cart, as a browser that filled it sends it.
 */
async function cookieFor(op: Operation) {
  // Staff routes get a staff session, so the fuzzer passes the guard and reaches their input.
  if (op.path.startsWith('/api/staff/') || op.path.startsWith('/api/learning/staff/')) {
    return staffSession(t.app, t.db);
  }
  const { cookie } = await customerSession(t.app, t.db);
  return op.path.startsWith('/api/learning/') ? `${cookie}; ${courseCart}` : cookie;
}

/** Every failing request of one operation (the check goes on past a failure to list them). */
async function failuresOf(op: Operation): Promise<string[]> {
  const cookie = await cookieFor(op);
  const failures: string[] = [];
  const property = fc.asyncProperty(inputArbitrary(op), async (input) => {
    const request = toRequest(op, input, cookie);
    const res = await t.app.inject(request);
    const key = `${op.method} ${op.path}`;
    answered.set(key, (answered.get(key) ?? new Set()).add(res.statusCode));
    const unexplained400 = res.statusCode === 400 && !res.json<{ message?: string }>().message;
    if (res.statusCode >= 500 || unexplained400) {
      failures.push(describeRequest(request, res.statusCode, res.body));
    }
  });
  const examples = hostileExamples(op).map((input) => [input] as [typeof input]);
  await fc.assert(property, {
    seed: SEED,
    numRuns: examples.length + RANDOM_RUNS_PER_OPERATION,
    examples,
  });
  return failures;
}

test('no malformed request from the OpenAPI document answers 500', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const operations = operationsOf(document);
  expect(operations.length).toBeGreaterThan(50);
  // The driving school's routes of issue 23 are in the document, so the fuzzer reaches them.
  const listed = new Set(operations.map((op) => `${op.method} ${op.path}`));
  expect(SCHOOL_ROUTES.filter((route) => !listed.has(route))).toEqual([]);
  const failures: string[] = [];
  for (const op of operations) failures.push(...(await failuresOf(op)));
  expect(failures).toEqual([]);
  // Issue 21: the course-order routes were fuzzed with a cart and a course to price, not only
  // turned away as an empty cart or an unknown course.
  expect(answered.get('GET /api/learning/cart')).toContain(200);
  expect(answered.get('POST /api/learning/orders')).toContain(200);
  expect(answered.get('POST /api/learning/gifts')).toContain(200);
}, 600_000);
