import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE_VALUES, type StaffRole } from '../../../shared/console.js';
import {
  CONSOLE_LAYOUT_READS,
  CONSOLE_PAGES,
  consolePageReads,
  type ConsolePage,
  type ConsolePageRecord,
  type ConsoleReadRoute,
} from '../../../shared/console-pages.js';
import { blogs, lessonPackages } from '../../db/schema.js';
import { firstCarWithPackage, hoursAfter, insertBooking } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer } from '../auth/auth-test-helpers.js';
import { branchId, staffCookie } from './console-test-helpers.js';

/**
 * Each console page declares its roles and the routes its reads call (shared/console-pages.ts,
 * whose roles the menu shows). Here the server is held to it: every read of every page is a
 * route open to each role that opens the page, and answers that role with the page's data.
 * A menu page whose data the server refuses a role that sees it (counter staff's booking form
 * reading the fleet's manager-only list) fails here.
 */
const registered: RouteOptions[] = [];
let t: TestApp;
const cookies = {} as Record<StaffRole, string>;
/** Bhilai's records: every role here works at (or, for the admin, sees) Bhilai. */
const records = {} as Record<ConsolePageRecord, number>;
let bhilai: number;
let carId: number;
let customerId: number;
let customerEmail: string;
let lessonPackageId: number;

const today = new Date().toISOString().slice(0, 10);
/** The query each read is sent with, as its page sends it (a read needing none is not listed). */
const QUERIES: Partial<Record<ConsoleReadRoute, () => string>> = {
  'GET /api/console/today': () => `branchId=${bhilai}`,
  'GET /api/console/calendar': () => `branchId=${bhilai}&from=${today}&view=week`,
  'GET /api/console/counter/cars': () => `branchId=${bhilai}`,
  'GET /api/console/counter/customer': () => `contact=${encodeURIComponent(customerEmail)}`,
  'GET /api/console/counter/gst': () => `customerId=${customerId}&carId=${carId}`,
  'GET /api/console/counter/billing': () => `customerId=${customerId}`,
  'GET /api/console/counter/availability': () => {
    // Tomorrow on the half hour, for 8 hours: a period the counter booking takes.
    const pickup = new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000 + 86_400_000);
    const drop = new Date(pickup.getTime() + 8 * 3_600_000);
    return `branchId=${bhilai}&pickupAt=${pickup.toISOString()}&dropAt=${drop.toISOString()}`;
  },
  'GET /api/console/ledger': () => `month=${today.slice(0, 7)}`,
  'GET /api/console/lessons/calendar': () => `branchId=${bhilai}&from=${today}&days=7`,
  'GET /api/console/lessons/slots': () => `packageId=${lessonPackageId}&from=${today}&days=7`,
  'GET /api/console/lessons/packages': () => `branchId=${bhilai}`,
  'GET /api/console/lessons/purchases': () => `learnerId=${customerId}`,
  'GET /api/console/reports/lessons': () => `month=${today.slice(0, 7)}`,
  'GET /api/console/accounts': () => `month=${today.slice(0, 7)}`,
  'GET /api/console/statements': () => `from=${today.slice(0, 7)}-01&to=${today}`,
  'GET /api/console/statements/gstr3b': () => `month=${today.slice(0, 7)}`,
  'GET /api/console/trip-charges/report': () => `from=${today.slice(0, 7)}-01&to=${today}`,
};

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { RATE_LIMITS: 'false' },
    onRoute: (route) => void registered.push(route),
  });
  bhilai = await branchId(t.db, 'Bhilai');
  cookies.staff = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
  cookies.manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  cookies.admin = (await staffCookie(t.app, t.db, null)).cookie;
  const customer = await createLoginCustomer(t.db);
  const { car, pkg } = await firstCarWithPackage(t.db, { branchId: bhilai });
  const pickupAt = hoursAfter(new Date(), 24 * 40);
  const booking = await insertBooking(t.db, {
    userId: customer.id,
    carId: car.id,
    ratePackageId: pkg.id,
    pickupAt,
    dropAt: hoursAfter(pickupAt, 8),
    status: 'confirmed',
  });
  const [post] = await t.db.select({ id: blogs.id }).from(blogs).limit(1);
  // A lesson package of Bhilai: the desk's lesson calendar asks its free slots.
  const [lessonPackage] = await t.db
    .insert(lessonPackages)
    .values({
      branchId: bhilai,
      kind: 'short',
      title: '10 lessons',
      titleHi: '10 क्लास',
      sessions: 10,
      sessionMinutes: 60,
      validityDays: 21,
      pricePaise: 450_000,
    })
    .returning();
  lessonPackageId = lessonPackage!.id;
  Object.assign(records, {
    booking: booking.id,
    branch: bhilai,
    car: car.id,
    customer: customer.id,
  });
  records.post = post!.id;
  carId = car.id;
  customerId = customer.id;
  customerEmail = customer.email;
});
afterAll(() => t.close());

const pages = Object.entries(CONSOLE_PAGES) as [string, ConsolePage][];

/** The route as registered (roles and guard read after registration), or undefined. */
function routeOf(read: ConsoleReadRoute) {
  const [method, url] = read.split(' ') as [string, string];
  return registered.find((r) => [r.method].flat().includes(method) && r.url === url);
}

describe('each console page’s reads (shared/console-pages.ts)', () => {
  it('declares pages for every role, each read a GET route the server has', () => {
    for (const role of STAFF_ROLE_VALUES) {
      expect(
        pages.some(([, page]) => page.roles.includes(role)),
        role,
      ).toBe(true);
    }
    for (const [path, page] of pages) {
      for (const read of consolePageReads(page, 'admin')) {
        expect(routeOf(read.route), `${path}: ${read.route} is not a route`).toBeDefined();
        const record = read.record ?? page.record;
        if (read.route.includes(':id')) expect(record, `${path}: ${read.route}`).toBeDefined();
      }
    }
  });

  it('opens each read to every role that opens its page (the route’s declared roles)', () => {
    for (const [path, page] of pages) {
      for (const role of page.roles) {
        for (const read of consolePageReads(page, role)) {
          const route = routeOf(read.route)!;
          const label = `${role} opens ${path}, which reads ${read.route}`;
          if (route.config?.access === 'console') {
            expect(route.config.roles, label).toContain(role);
          } else {
            // Outside the console's guard only the layout's session check, which answers anyone.
            expect(CONSOLE_LAYOUT_READS, label).toContain(read.route);
          }
        }
      }
    }
  });

  it('answers each role every read of every page it opens, with the page’s data', async () => {
    let calls = 0;
    for (const role of STAFF_ROLE_VALUES) {
      for (const [path, page] of pages.filter(([, p]) => p.roles.includes(role))) {
        for (const read of consolePageReads(page, role)) {
          const record = read.record ?? page.record;
          const pattern = read.route.slice('GET '.length);
          const query = QUERIES[read.route]?.();
          const url =
            pattern
              .replace(':id', String(record ? records[record] : ''))
              .replace(':name', 'about') + (query ? `?${query}` : '');
          const res = await t.app.inject({
            method: 'GET',
            url,
            headers: { cookie: cookies[role] },
          });
          calls++;
          expect(res.statusCode, `${role} on ${path}: GET ${url}: ${res.body}`).toBe(200);
        }
      }
    }
    expect(calls).toBeGreaterThan(60);
  });
});
