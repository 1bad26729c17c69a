import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  gstDocuments,
  payments,
  tripChargeEvidence,
  tripCharges,
  userDocuments,
} from './db/schema.js';
import { eq } from 'drizzle-orm';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from './modules/bookings/bookings-test-helpers.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import type { RouteAccess, RouteEntry } from './lib/route-access.js';
import { learningFixtures, lessonFixtures } from './route-owned.test-fixtures.js';
import {
  ENROLMENT_KINDS,
  ROUTE_RULES,
  type Owned,
  type RouteRule,
} from './route-rules.test-data.js';

// Walks the whole route table: every route must have a rule (here, or `config: { access }` on
// the route), and each rule is tried for real: no session, another customer's session, and a
// customer's session on staff routes.
let t: TestApp;
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };
/** Alice's resources: each kind's route parameters by name. */
let owned: Record<Exclude<Owned, 'none'>, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  alice = await customerSession(t.app, t.db);
  bob = await customerSession(t.app, t.db);
  const booking = await postBooking(t.app, alice.cookie, bookingBody(await bookableCar(t.db)));
  const bookingId = String(booking.json<{ id: number }>().id);
  const pay = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/pay`,
    headers: { cookie: alice.cookie },
  });
  const [doc] = await t.db
    .insert(userDocuments)
    .values({
      userId: alice.id,
      kind: 'licence_img',
      storageKey: 'x',
      mimeType: 'image/jpeg',
      sizeBytes: 1,
    })
    .returning();
  const party = { name: 'Alice', address: 'Bhilai', gstin: null, stateCode: null };
  const [taxDoc] = await t.db
    .insert(gstDocuments)
    .values({
      docType: 'tax_invoice',
      financialYear: '2026-27',
      serial: 1,
      number: 'INV/2627/00001',
      userId: alice.id,
      supplier: party,
      recipient: party,
      placeOfSupply: '22',
      lines: [],
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 0,
    })
    .returning();
  const [refund] = await t.db
    .insert(payments)
    .values({ bookingId: Number(bookingId), kind: 'refund', method: 'upi', amountPaise: 1_000 })
    .returning();
  // A charge after the trip on Alice's booking with one file (its bytes are not needed).
  const [trip] = await t.db
    .select()
    .from(bookings)
    .where(eq(bookings.id, Number(bookingId)));
  const [charge] = await t.db
    .insert(tripCharges)
    .values({
      carId: trip!.carId,
      branchId: 1,
      kind: 'toll',
      status: 'billed',
      occurredAt: trip!.pickupAt,
      amountPaise: 100,
      bookingId: trip!.id,
      userId: alice.id,
      recordedBy: alice.id,
    })
    .returning();
  const [file] = await t.db
    .insert(tripChargeEvidence)
    .values({
      chargeId: charge!.id,
      storageKey: 'x',
      mimeType: 'image/jpeg',
      sizeBytes: 1,
      uploadedBy: alice.id,
    })
    .returning();
  owned = {
    booking: { id: bookingId },
    tripChargeFile: { id: bookingId, chargeId: String(charge!.id), fileId: String(file!.id) },
    refund: { id: String(refund!.id) },
    taxDocument: { id: String(taxDoc!.id) },
    order: { orderId: pay.json<{ orderId: string }>().orderId },
    document: { id: String(doc!.id) },
    ...(await learningFixtures(t, alice, bob)),
    ...(await lessonFixtures(t, alice)),
  };
});
afterAll(() => t.close());

const key = (r: RouteEntry) => `${r.method} ${r.url}`;
const routes = () => t.app.routeTable.filter((r) => r.method !== 'HEAD');

/** A file of the built site (`dist/web`, one route per file when it exists): public. */
const isBuiltFile = (route: RouteEntry) =>
  route.method === 'GET' &&
  !route.url.startsWith('/api/') &&
  fs.statSync(path.join(t.config.webDir, route.url), { throwIfNoEntry: false })?.isFile();

function ruleOf(route: RouteEntry): RouteRule | undefined {
  if (isBuiltFile(route)) return { access: 'public' };
  return ROUTE_RULES[key(route)] ?? (route.access ? { access: route.access } : undefined);
}

/** The route's address with every parameter filled: the owned resource's, or 1. */
function urlOf(route: RouteEntry, rule: RouteRule): string {
  const params = rule.owned && rule.owned !== 'none' ? owned[rule.owned] : {};
  const url = route.url
    .replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1')
    .replace('*', 'x');
  return rule.query ? `${url}?${rule.query}` : url;
}

const call = (route: RouteEntry, rule: RouteRule, cookie?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: urlOf(route, rule),
    headers: { ...rule.headers, ...(cookie ? { cookie } : {}) },
    ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: rule.payload ?? {} } : {}),
  });

describe('the route table', () => {
  it('gives every route an access rule, and every customer route with an id an ownership rule', () => {
    const missing = routes()
      .filter((r) => {
        const rule = ruleOf(r);
        if (!rule) return true;
        return rule.access === 'customer' && r.url.includes(':') && !rule.owned;
      })
      .map(key);
    expect(missing, 'declare config: { access } (and owned) for these routes').toEqual([]);
  });

  it('declares a params schema on every route with a parameter (the request guard needs one)', () => {
    const unchecked = routes().filter(
      (r) => r.url.startsWith('/api/') && r.url.includes(':') && !r.hasParamsSchema,
    );
    expect(unchecked.map(key)).toEqual([]);
  });

  it('has no stale rule for a route that no longer exists', () => {
    const present = new Set(routes().map(key));
    expect(Object.keys(ROUTE_RULES).filter((k) => !present.has(k))).toEqual([]);
  });
});

const byAccess = (access: RouteAccess) =>
  Object.entries(ROUTE_RULES).filter(([, rule]) => rule.access === access);

describe('each rule holds', () => {
  it('answers public routes without a session (never 401 or 403)', async () => {
    for (const route of routes().filter((r) => ruleOf(r)?.access === 'public')) {
      const res = await call(route, ruleOf(route)!);
      expect([401, 403], key(route)).not.toContain(res.statusCode);
    }
  });

  it('answers 401 to customer and staff routes without a session, 403 to a customer on staff routes', async () => {
    expect(byAccess('customer').length).toBeGreaterThan(20);
    for (const route of routes()) {
      const rule = ruleOf(route);
      if (rule?.access !== 'customer' && rule?.access !== 'staff' && rule?.access !== 'console')
        continue;
      expect((await call(route, rule)).statusCode, key(route)).toBe(401);
      if (rule.access !== 'customer') {
        expect((await call(route, rule, bob.cookie)).statusCode, key(route)).toBe(403);
      }
    }
  });

  it("answers 404 to another customer's session on a customer's resource", async () => {
    const proved = new Set<Owned>();
    for (const route of routes()) {
      const rule = ruleOf(route);
      if (rule?.access !== 'customer' || !rule.owned || rule.owned === 'none') continue;
      const res = await call(route, rule, bob.cookie);
      const refusal = ENROLMENT_KINDS.has(rule.owned) ? 403 : 404;
      expect(res.statusCode, `${key(route)} as another customer: ${res.body}`).toBe(refusal);
      proved.add(rule.owned);
      if (route.method === 'GET' && rule.owned !== 'document' && rule.owned !== 'tripChargeFile') {
        const own = await call(route, rule, alice.cookie);
        expect(own.statusCode, `${key(route)} as the owner: ${own.body}`).not.toBe(404);
      }
    }
    expect([...proved].sort()).toEqual(Object.keys(owned).sort());
  });
});

// Routes registered only with Razorpay configured (the checkout returns and the webhook) never
// appear in the walk above, which runs on the test gateway: this app has them.
describe('the route table with Razorpay configured', () => {
  let rz: TestApp;
  beforeAll(async () => {
    rz = await createTestApp({
      env: {
        RATE_LIMITS: 'false',
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_walk',
        RAZORPAY_KEY_SECRET: 'rzp-walk-secret',
        RAZORPAY_WEBHOOK_SECRET: 'rzp-walk-webhook-secret',
      },
    });
  });
  afterAll(() => rz.close());

  it('gives each Razorpay-only route its rule, and the rule holds', async () => {
    const onTestGateway = new Set(routes().map(key));
    const only = rz.app.routeTable.filter((r) => r.method !== 'HEAD' && !onTestGateway.has(key(r)));
    expect(only.map(key).sort()).toEqual([
      'POST /api/learning/orders/razorpay/verify',
      'POST /api/lessons/purchases/razorpay/verify',
      'POST /api/payments/razorpay/verify',
      'POST /api/payments/razorpay/webhook',
    ]);
    for (const route of only) {
      const rule = ruleOf(route);
      expect(rule, `declare config: { access } on ${key(route)}`).toBeDefined();
      const res = await rz.app.inject({ method: 'POST', url: route.url, payload: {} });
      if (rule!.access === 'public') expect([401, 403], key(route)).not.toContain(res.statusCode);
      else expect(res.statusCode, key(route)).toBe(401);
    }
    const customerReturn = await rz.app.inject({
      method: 'POST',
      url: '/api/learning/orders/razorpay/verify',
      headers: { cookie: (await customerSession(rz.app, rz.db)).cookie },
      payload: {
        razorpay_order_id: 'order_X',
        razorpay_payment_id: 'pay_X',
        razorpay_signature: 'x',
      },
    });
    expect(customerReturn.statusCode).not.toBe(401);
  });
});
