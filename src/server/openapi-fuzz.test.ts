import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { customerSession } from './modules/bookings/bookings-test-helpers.js';
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

let t: TestApp;
beforeAll(async () => {
  // Rate limits are off so the fuzzer reaches every handler instead of a 429.
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
});
afterAll(() => t.close());

/** A fresh session per operation: a fuzzed logout or password change cannot spoil the next. */
async function cookieFor(op: Operation) {
  if (op.path.startsWith('/api/staff/')) return staffSession(t.app, t.db);
  return (await customerSession(t.app, t.db)).cookie;
}

/** Every failing request of one operation (the check goes on past a failure to list them). */
async function failuresOf(op: Operation): Promise<string[]> {
  const cookie = await cookieFor(op);
  const failures: string[] = [];
  const property = fc.asyncProperty(inputArbitrary(op), async (input) => {
    const request = toRequest(op, input, cookie);
    const res = await t.app.inject(request);
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
  const failures: string[] = [];
  for (const op of operations) failures.push(...(await failuresOf(op)));
  expect(failures).toEqual([]);
}, 600_000);
