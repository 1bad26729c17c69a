import type { RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessories,
  amenities,
  carSubcategories,
  carReviews,
  rateSeasons,
  pickupDropOptions,
  blogCategories,
  blogs,
  carBlocks,
  contactMessages,
  coupons,
  courseOrders,
  drivingLessons,
  faqs,
  galleryItems,
  instructors,
  lessonPackages,
  payments,
  practicalInstructors,
  tripCharges,
} from '../../db/schema.js';
import {
  MANAGER_ONLY_MESSAGE,
  ADMIN_ONLY_MESSAGE,
  STAFF_ROLE_VALUES,
  type StaffRole,
} from '../../../shared/console.js';
import { CONSOLE_RECORD_KINDS, type ConsoleRecordKind } from '../../lib/console-records.js';
import { createLoginCustomer } from '../auth/auth-test-helpers.js';
import { SESSION_COOKIE } from '../../lib/session.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { firstCarWithPackage, hoursAfter, insertBooking } from '../../test/factories.js';
import { createStaff, firstCarOf, signIn, staffCookie } from './console-test-helpers.js';

/**
 * Every route, collected from the route table as the app registers it: the console's are those
 * under /api/console and those `consoleScope` marks wherever they live (the driving school's
 * review, /api/learning/staff/…).
 */
const registered: RouteOptions[] = [];
const routes: {
  method: string;
  url: string;
  record?: ConsoleRecordKind;
  roles?: readonly StaffRole[];
}[] = [];
const collect = (route: RouteOptions) => {
  registered.push(route);
};

let t: TestApp;
let customer: string;
let bhilaiStaff: string;
/** Bhilai's counter staff and an admin (bhilaiStaff is Bhilai's branch manager). */
let bhilaiCounter: string;
let adminCookie: string;
/** Records of Raipur, and site-wide content (admins only), which Bhilai's staff must not see. */
const raipur = {} as Record<ConsoleRecordKind, number>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' }, onRoute: collect });
  const alice = await createLoginCustomer(t.db);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: alice.email, password: alice.password },
  });
  customer = `${SESSION_COOKIE}=${login.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
  // Read after registration: consoleScope's own onRoute hook runs after this collector's.
  for (const route of registered) {
    const underConsole = route.url.startsWith('/api/console');
    if (!underConsole && route.config?.access !== 'console') continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      expect(route.config?.access, `${method} ${route.url} is outside consoleScope`).toBe(
        'console',
      );
      routes.push({
        method,
        url: route.url,
        record: route.config?.record,
        roles: route.config?.roles,
      });
    }
  }
  bhilaiStaff = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  bhilaiCounter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
  adminCookie = (await staffCookie(t.app, t.db, null)).cookie;
  const car = await firstCarOf(t.db, 'Raipur');
  const { pkg } = await firstCarWithPackage(t.db, { branchId: car.branchId });
  const start = hoursAfter(new Date(), 24 * 30);
  const [block] = await t.db
    .insert(carBlocks)
    .values({ carId: car.id, startsAt: start, endsAt: hoursAfter(start, 5), reason: 'Service' })
    .returning();
  const booking = await insertBooking(t.db, {
    userId: alice.id,
    carId: car.id,
    ratePackageId: pkg.id,
    pickupAt: hoursAfter(start, 24),
    dropAt: hoursAfter(start, 30),
  });
  raipur.staff = (await createStaff(t.db, 'Raipur')).id;
  raipur.car = car.id;
  raipur.block = block!.id;
  raipur.booking = booking.id;
  const [payment] = await t.db
    .insert(payments)
    .values({ bookingId: booking.id, kind: 'refund', method: 'upi', amountPaise: 1_000 })
    .returning();
  raipur.payment = payment!.id;
  // Alice has booked in Raipur only: a customer of Raipur, not of Bhilai.
  raipur.customer = alice.id;
  raipur.branch = car.branchId;
  const [option] = await t.db
    .select()
    .from(pickupDropOptions)
    .where(eq(pickupDropOptions.branchId, car.branchId));
  raipur.pickup_drop_option = option!.id;
  // Lists every branch shares: only admins change them, so branch staff get 404 too.
  raipur.car_category = car.categoryId;
  for (const [kind, table] of [
    ['subcategory', carSubcategories],
    ['accessory', accessories],
    ['amenity', amenities],
  ] as const) {
    const [row] = await t.db.select({ id: table.id }).from(table).limit(1);
    raipur[kind] = row!.id;
  }
  // Site content belongs to no branch: admins only (decision 0015). A contact message is
  // routed to a branch (decision 0030): Raipur's.
  const firstId = async (
    table: typeof blogs | typeof blogCategories | typeof galleryItems | typeof faqs,
  ) => (await t.db.select({ id: table.id }).from(table).limit(1))[0]!.id;
  raipur.post = await firstId(blogs);
  raipur.category = await firstId(blogCategories);
  raipur.gallery = await firstId(galleryItems);
  raipur.faq = await firstId(faqs);
  const [message] = await t.db
    .insert(contactMessages)
    .values({
      name: 'Asha',
      email: 'asha@example.in',
      phone: '+919876543210',
      branchId: car.branchId,
    })
    .returning();
  raipur.message = message!.id;
  // A course order is the whole site's, no branch's (issue 24): admins only, like site content.
  const [courseOrder] = await t.db
    .insert(courseOrders)
    .values({
      userId: alice.id,
      status: 'paid',
      currency: 'INR',
      originalMinor: 134_900,
      discountMinor: 0,
      totalMinor: 134_900,
      gateway: 'test',
      paidAt: new Date(),
    })
    .returning();
  raipur.course_order = courseOrder!.id;
  // Practical lessons (decision 0046): a Raipur package, instructor and lesson.
  const [lessonPackage] = await t.db
    .insert(lessonPackages)
    .values({
      branchId: car.branchId,
      kind: 'short',
      title: '10 lessons',
      titleHi: '10 क्लास',
      sessions: 10,
      sessionMinutes: 60,
      validityDays: 21,
      pricePaise: 450_000,
    })
    .returning();
  raipur.lesson_package = lessonPackage!.id;
  const teacher = await createLoginCustomer(t.db);
  await t.db.insert(instructors).values({ userId: teacher.id, displayName: 'Raipur teacher' });
  await t.db
    .insert(practicalInstructors)
    .values({ instructorId: teacher.id, branchId: car.branchId });
  raipur.instructor = teacher.id;
  const [lesson] = await t.db
    .insert(drivingLessons)
    .values({
      branchId: car.branchId,
      packageId: lessonPackage!.id,
      learnerId: alice.id,
      instructorId: teacher.id,
      carId: car.id,
      startsAt: hoursAfter(start, 24 * 10),
      endsAt: hoursAfter(start, 24 * 10 + 1),
    })
    .returning();
  raipur.lesson = lesson!.id;
  // A coupon code of Raipur alone is Raipur's (decision 0049).
  const [coupon] = await t.db
    .insert(coupons)
    .values({
      code: 'RAIPUR10',
      kind: 'percent',
      percent: 10,
      startsOn: '2026-01-01',
      endsOn: '2030-12-31',
      branchIds: [car.branchId],
    })
    .returning();
  raipur.coupon = coupon!.id;
  // A renter's review of a Raipur car is Raipur's (decision 0049).
  const [review] = await t.db
    .insert(carReviews)
    .values({
      bookingId: booking.id,
      userId: alice.id,
      carId: car.id,
      branchId: car.branchId,
      carRating: 4,
      branchRating: 4,
      tripMonth: '2026-01-01',
    })
    .returning();
  raipur.review = review!.id;
  // A rate season of Raipur is Raipur's (decision 0049).
  const [season] = await t.db
    .insert(rateSeasons)
    .values({
      branchId: car.branchId,
      name: 'Raipur Diwali',
      nameHi: 'रायपुर दिवाली',
      startsOn: '2026-11-01',
      endsOn: '2026-11-05',
      kind: 'percent',
      weekdayValue: 20,
      weekendValue: 20,
    })
    .returning();
  raipur.season = season!.id;
  // A charge after a trip on a Raipur car is Raipur's (issue 36).
  const [charge] = await t.db
    .insert(tripCharges)
    .values({
      carId: car.id,
      branchId: car.branchId,
      kind: 'toll',
      status: 'business',
      occurredAt: new Date('2026-11-01T10:00:00+05:30'),
      amountPaise: 100,
      recordedBy: raipur.staff,
    })
    .returning();
  raipur.trip_charge = charge!.id;
});
afterAll(() => t.close());

const inject = (method: string, url: string, cookie?: string) =>
  t.app.inject({
    method: method as 'GET',
    url: url.replace(/:id\b/g, '1'),
    ...(cookie ? { headers: { cookie } } : {}),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

describe('every console route (walked from the route table)', () => {
  it('found the console routes, the driving school’s review among them', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/learning/staff/courses/:id',
        'POST /api/learning/staff/courses/:id/decision',
        'POST /api/learning/staff/blogs/:id/decision',
      ]),
    );
    expect(CONSOLE_RECORD_KINDS.every((k) => raipur[k] > 0)).toBe(true);
  });

  it('answers 401 to a visitor and 403 to a customer', async () => {
    for (const r of routes) {
      expect((await inject(r.method, r.url)).statusCode, `${r.method} ${r.url}`).toBe(401);
      expect((await inject(r.method, r.url, customer)).statusCode, `${r.method} ${r.url}`).toBe(
        403,
      );
    }
  });

  it('answers 404 to branch staff for another branch’s record', async () => {
    const withId = routes.filter((r) => r.url.includes(':id'));
    expect(withId.length).toBeGreaterThan(0);
    for (const r of withId) {
      // Admin-only routes answer a branch manager 403 before the record is looked at (and an
      // admin sees every branch's): only routes open to branch staff need the record's branch.
      if (!r.roles?.includes('manager')) continue;
      expect(r.record, `${r.method} ${r.url} must declare config.record`).toBeDefined();
      const url = r.url.replace(':id', String(raipur[r.record!]));
      const res = await inject(r.method, url, bhilaiStaff);
      expect(res.statusCode, `${r.method} ${url}: ${res.body}`).toBe(404);
    }
  });

  it('declares who may call each route, admins always among them', () => {
    for (const r of routes) {
      expect(r.roles, `${r.method} ${r.url} must declare config.roles`).toBeDefined();
      expect(r.roles!.every((role) => STAFF_ROLE_VALUES.includes(role))).toBe(true);
      expect(r.roles, `${r.method} ${r.url}`).toContain('admin');
    }
    // The desk is open to counter staff; the branch's running is not (decision 0029).
    const open = (method: string, url: string) =>
      routes.find((r) => r.method === method && r.url === url)!.roles!.includes('staff');
    expect(open('GET', '/api/console/bookings')).toBe(true);
    expect(open('POST', '/api/console/bookings/:id/pickup')).toBe(true);
    expect(open('GET', '/api/console/customers')).toBe(true);
    expect(open('GET', '/api/console/today')).toBe(true);
    for (const url of ['/api/console/staff', '/api/console/cars', '/api/console/settings']) {
      expect(open('GET', url), url).toBe(false);
    }
    // The desk books and changes bookings with its own list of the branch's cars (issue 30).
    expect(open('GET', '/api/console/counter/cars')).toBe(true);
    expect(open('GET', '/api/console/reports')).toBe(false);
    // The month's ledger: managers and admins; GST rates: admins only (issue 24).
    const roles = (method: string, url: string) =>
      routes.find((r) => r.method === method && r.url === url)!.roles;
    expect(roles('GET', '/api/console/ledger')).toEqual(['admin', 'manager']);
    expect(roles('GET', '/api/console/gst')).toEqual(['admin']);
    expect(roles('PUT', '/api/console/gst/rates')).toEqual(['admin']);
    // A course order's GST documents: admins, who alone see the course orders (issue 24).
    expect(roles('GET', '/api/console/course-orders/:id/tax-documents')).toEqual(['admin']);
    expect(roles('GET', '/api/console/course-orders/:id/tax-documents/:documentId/pdf')).toEqual([
      'admin',
    ]);
    expect(open('POST', '/api/console/bookings/:id/collect-balance')).toBe(true);
    expect(open('POST', '/api/console/bookings/:id/payment-link')).toBe(true);
    expect(open('POST', '/api/console/bookings/:id/deposit')).toBe(true);
    expect(open('POST', '/api/console/cars/:id/packages')).toBe(false);
    // A section narrows a part of itself (console-routes.ts): the desk's money section keeps
    // the accounts to managers, the desk's content section keeps the site's posts to admins.
    expect(roles('GET', '/api/console/accounts')).toEqual(['admin', 'manager']);
    expect(roles('GET', '/api/console/accounts/gstr1/:section')).toEqual(['admin']);
    expect(open('GET', '/api/console/content/messages')).toBe(true);
    expect(roles('GET', '/api/console/content/posts')).toEqual(['admin']);
    // Course and blog review: inside the guard, the whole site's, so admins only (issue 20).
    expect(roles('POST', '/api/learning/staff/courses/:id/decision')).toEqual(['admin']);
    expect(roles('POST', '/api/learning/staff/blogs/:id/decision')).toEqual(['admin']);
  });

  it('answers each role 403 exactly on the routes not open to it', async () => {
    const byRole: [StaffRole, string][] = [
      ['staff', bhilaiCounter],
      ['manager', bhilaiStaff],
      ['admin', adminCookie],
    ];
    for (const [role, cookie] of byRole) {
      for (const r of routes) {
        // An admin's writes would act on real records: their reads show the rule well enough.
        if (role === 'admin' && r.method !== 'GET') continue;
        const url = r.record ? r.url.replace(':id', String(raipur[r.record])) : r.url;
        const res = await inject(r.method, url, cookie);
        const label = `${role}: ${r.method} ${url}: ${res.body}`;
        if (r.roles!.includes(role)) {
          expect(res.statusCode, label).not.toBe(403);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().message, label).toBe(
            r.roles!.includes('manager') ? MANAGER_ONLY_MESSAGE : ADMIN_ONLY_MESSAGE,
          );
        }
      }
    }
  });

  it('lets an admin reach the same records (the 404 is about the branch, not the id)', async () => {
    const admin = await createStaff(t.db, null);
    const cookie = await signIn(t.app, admin.email);
    const get = routes.find((r) => r.method === 'GET' && r.record === 'car');
    const target = get ?? routes.find((r) => r.record === 'staff')!;
    const url = target.url.replace(':id', String(raipur[target.record!]));
    const res = await inject(target.method, url, cookie);
    expect(res.statusCode, res.body).not.toBe(404);
  });
});
