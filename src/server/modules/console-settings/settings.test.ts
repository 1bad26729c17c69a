import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CancellationQuote } from '../../../shared/bookings.js';
import type { CarDetailResponse } from '../../../shared/car-detail.js';
import type { CatalogueResponse } from '../../../shared/cars.js';
import type { AuditPage } from '../../../shared/console.js';
import type { ConsoleSettings } from '../../../shared/console-settings.js';
import type { PickupDropOptionsResponse } from '../../../shared/pickup-drop.js';
import { auditLog, branches, carAccessories, cars, payments } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hoursAfter, insertBooking } from '../../test/factories.js';
import {
  postBooking,
  bookableCar,
  bookingBody,
  customerSession,
} from '../bookings/bookings-test-helpers.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';

let t: TestApp;
let admin: string;
let bhilaiStaff: string;
let bhilai: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  bhilaiStaff = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  bhilai = await branchId(t.db, 'Bhilai');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const send = (cookie: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const settings = async (cookie = admin) =>
  (await send(cookie, 'GET', '/api/console/settings')).json<ConsoleSettings>();
const auditCount = async () => (await t.db.select().from(auditLog)).length;
const lastAudit = async (cookie = admin) =>
  (await send(cookie, 'GET', '/api/console/audit')).json<AuditPage>().entries[0]!;

/** A bad request answers 400 with the message and writes nothing, not even an audit entry. */
async function expectRefused(
  cookie: string,
  method: Method,
  url: string,
  payload: object,
  message: string | RegExp,
  status = 400,
) {
  const before = { settings: await settings(), audit: await auditCount() };
  const res = await send(cookie, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json<{ message: string }>().message).toMatch(message);
  expect(await settings()).toEqual(before.settings);
  expect(await auditCount()).toBe(before.audit);
}

/** A car as the console's form sends it back (`carBodySchema`'s fields). */
async function carForm(carId: number) {
  const car = (await send(admin, 'GET', `/api/console/cars/${carId}`)).json<
    Record<string, unknown> & { accessoryIds: number[]; amenityIds: number[] }
  >();
  const {
    id: _id,
    branchName: _b,
    categoryName: _c,
    imageUrl: _i,
    isActive: _a,
    ratePackages: _p,
    ...body
  } = car;
  return { ...body, accessoryIds: car.accessoryIds, amenityIds: car.amenityIds };
}

const catalogue = async () =>
  (await t.app.inject({ url: '/api/catalogue' })).json<CatalogueResponse>();

describe('branch details', () => {
  it('an admin changes them, stored as E.164, audited, and the public catalogue shows them', async () => {
    const body = {
      address: '12 Civic Centre, Bhilai 490006',
      phone: '098765 43210',
      mapUrl: 'https://maps.example.com/?q=bhilai',
      openingHours: 'Mon–Sat 9:00 AM – 8:00 PM',
    };
    const res = await send(admin, 'PUT', `/api/console/branches/${bhilai}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...body, phone: '+919876543210' });
    const shown = (await catalogue()).branches.find((b) => b.id === bhilai);
    expect(shown).toMatchObject({ ...body, phone: '+919876543210' });
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'branch.update', recordId: String(bhilai) });
    expect(entry.after).toMatchObject({ phone: '+919876543210' });
  });

  it('refuses a bad phone or a map link that is not https, changing nothing', async () => {
    const url = `/api/console/branches/${bhilai}`;
    const ok = { address: 'A', phone: '', mapUrl: '', openingHours: '' };
    await expectRefused(
      admin,
      'PUT',
      url,
      { ...ok, phone: '12345' },
      'Please enter a valid phone number.',
    );
    await expectRefused(
      admin,
      'PUT',
      url,
      { ...ok, mapUrl: 'http://maps.example.com/x' },
      'The map link must be a web address starting with https://.',
    );
    await expectRefused(admin, 'PUT', url, { ...ok, mapUrl: 'javascript:alert(1)' }, /https:\/\//);
  });

  it('branch staff see only their own branch and cannot change it or another (403)', async () => {
    const mine = await settings(bhilaiStaff);
    expect(mine.branches.map((b) => b.id)).toEqual([bhilai]);
    expect(mine.pickupDropOptions.length).toBeGreaterThan(0);
    expect(mine.pickupDropOptions.every((o) => o.branchId === bhilai)).toBe(true);
    const body = { address: 'x', phone: '', mapUrl: '', openingHours: '' };
    const own = await send(bhilaiStaff, 'PUT', `/api/console/branches/${bhilai}`, body);
    expect(own.statusCode).toBe(403);
    const raipur = await branchId(t.db, 'Raipur');
    // Admin-only: refused before the record is looked at, the same answer for any branch.
    const other = await send(bhilaiStaff, 'PUT', `/api/console/branches/${raipur}`, body);
    expect(other.statusCode).toBe(403);
    const [row] = await t.db.select().from(branches).where(eq(branches.id, bhilai));
    expect(row!.address).not.toBe('x');
  });
});

describe('categories and subcategories', () => {
  it('an admin adds, renames and deactivates an unused one; the public filter follows', async () => {
    const added = await send(admin, 'POST', '/api/console/categories', { name: 'Pickup truck' });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ id: number }>();
    const sub = await send(admin, 'POST', `/api/console/categories/${id}/subcategories`, {
      name: 'Single cab',
    });
    expect(sub.statusCode, sub.body).toBe(201);
    expect((await catalogue()).categories.find((c) => c.id === id)?.subcategories).toEqual([
      { id: sub.json<{ id: number }>().id, name: 'Single cab' },
    ]);

    const renamed = await send(admin, 'PUT', `/api/console/categories/${id}`, {
      name: 'Pickup',
      isActive: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await catalogue()).categories.some((c) => c.id === id)).toBe(false);
    // Filterable apart from blog categories (record type `category`).
    expect(await lastAudit()).toMatchObject({
      action: 'category.update',
      recordType: 'car_category',
      recordId: String(id),
    });
    // The car form no longer offers it.
    const options = await send(admin, 'GET', '/api/console/fleet/options');
    expect(
      options.json<{ categories: { id: number; isActive: boolean }[] }>().categories,
    ).toContainEqual(expect.objectContaining({ id, isActive: false }));
  });

  it('refuses to take a category with active cars out of use, naming how many', async () => {
    const [car] = await t.db.select().from(cars).where(eq(cars.isActive, true)).limit(1);
    const n = await t.db.$count(
      cars,
      and(eq(cars.categoryId, car!.categoryId), eq(cars.isActive, true)),
    );
    const name = (await settings()).categories.find((c) => c.id === car!.categoryId)!.name;
    await expectRefused(
      admin,
      'PUT',
      `/api/console/categories/${car!.categoryId}`,
      { name, isActive: false },
      `${n} active ${n === 1 ? 'car is' : 'cars are'} in ${name}.`,
      409,
    );
  });

  it('refuses a duplicate or empty name, and branch managers (403)', async () => {
    const [first] = (await settings()).categories;
    await expectRefused(
      admin,
      'POST',
      '/api/console/categories',
      { name: first!.name },
      'Another one already has this name.',
      409,
    );
    await expectRefused(
      admin,
      'POST',
      '/api/console/categories',
      { name: '  ' },
      'Please enter the name.',
    );
    const staffAdd = await send(bhilaiStaff, 'POST', '/api/console/categories', { name: 'Vans' });
    expect(staffAdd.statusCode).toBe(403);
    const staffRename = await send(bhilaiStaff, 'PUT', `/api/console/categories/${first!.id}`, {
      name: 'Renamed',
      isActive: true,
    });
    expect(staffRename.statusCode).toBe(403);
  });
});

describe('accessories and amenities', () => {
  it('an accessory out of use leaves the site and the car form; the car keeps the link and gets it back', async () => {
    const [link] = await t.db.select().from(carAccessories).limit(1);
    const { accessoryId, carId } = link!;
    const item = (await settings()).accessories.find((a) => a.id === accessoryId)!;
    expect(item.carCount).toBeGreaterThan(0);
    const detail = async () =>
      (await t.app.inject({ url: `/api/cars/${carId}` })).json<CarDetailResponse>().accessories;
    expect(await detail()).toContain(item.name);

    const off = await send(admin, 'PUT', `/api/console/accessories/${accessoryId}`, {
      name: item.name,
      isActive: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await detail()).not.toContain(item.name);
    const options = await send(admin, 'GET', '/api/console/fleet/options');
    expect(
      options.json<{ accessories: { id: number }[] }>().accessories.map((a) => a.id),
    ).not.toContain(accessoryId);

    // Saving the car from the form (which no longer lists it) keeps the link.
    const car = await carForm(carId);
    const saved = await send(admin, 'PUT', `/api/console/cars/${carId}`, {
      ...car,
      accessoryIds: car.accessoryIds.filter((a) => a !== accessoryId),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      await t.db
        .select()
        .from(carAccessories)
        .where(and(eq(carAccessories.carId, carId), eq(carAccessories.accessoryId, accessoryId))),
    ).toHaveLength(1);

    const on = await send(admin, 'PUT', `/api/console/accessories/${accessoryId}`, {
      name: `${item.name} (new)`,
      isActive: true,
    });
    expect(on.statusCode).toBe(200);
    expect(await detail()).toContain(`${item.name} (new)`);
  });

  it('adds an amenity and refuses choosing one out of use for a car', async () => {
    const added = await send(admin, 'POST', '/api/console/amenities', { name: 'Heated seats' });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ id: number }>();
    await send(admin, 'PUT', `/api/console/amenities/${id}`, {
      name: 'Heated seats',
      isActive: false,
    });
    const [car] = await t.db.select().from(cars).where(eq(cars.isActive, true)).limit(1);
    const current = await carForm(car!.id);
    const res = await send(admin, 'PUT', `/api/console/cars/${car!.id}`, {
      ...current,
      amenityIds: [...current.amenityIds, id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'One of the amenities is no longer in use. Please choose another.',
    );
  });
});

describe('pickup/drop options', () => {
  it('branch staff change their option; a booking already made keeps the charge it was priced at', async () => {
    const customer = await customerSession(t.app, t.db);
    const target = await bookableCar(t.db, 0);
    const made = await postBooking(t.app, customer.cookie, bookingBody(target, { daysAhead: 9 }));
    expect(made.statusCode, made.body).toBe(201);
    const before = made.json<Booking>();
    const ownStaff = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
    const mineIsBhilai = target.car.branchId === bhilai;
    const cookie = mineIsBhilai ? ownStaff : admin;

    const changed = await send(
      cookie,
      'PUT',
      `/api/console/pickup-drop-options/${target.option.id}`,
      {
        name: `${target.option.name} (new rate)`,
        ratePaise: target.option.ratePaise + 50_000,
        isActive: true,
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (
      await t.app.inject({
        url: `/api/bookings/${before.id}`,
        headers: { cookie: customer.cookie },
      })
    ).json<Booking>();
    expect(after.pickupDropPaise).toBe(before.pickupDropPaise);
    expect(after.totalPaise).toBe(before.totalPaise);
    const offered = (
      await t.app.inject({ url: `/api/branches/${target.car.branchId}/pickup-drop-options` })
    ).json<PickupDropOptionsResponse>().options;
    expect(offered).toContainEqual({
      id: target.option.id,
      name: `${target.option.name} (new rate)`,
      ratePaise: target.option.ratePaise + 50_000,
    });
    // A new booking is priced at the new rate.
    const next = await postBooking(t.app, customer.cookie, bookingBody(target, { daysAhead: 20 }));
    expect(next.json<Booking>().pickupDropPaise).toBe(target.option.ratePaise + 50_000);
    expect((await lastAudit(cookie)).action).toBe('pickup_drop_option.update');
  });

  it('an option out of use is not offered and cannot be booked; staff add options to their branch only', async () => {
    const added = await send(
      bhilaiStaff,
      'POST',
      `/api/console/branches/${bhilai}/pickup-drop-options`,
      {
        name: 'Railway station',
        ratePaise: 20_000,
      },
    );
    expect(added.statusCode, added.body).toBe(201);
    const option = added.json<{ id: number }>();
    const off = await send(bhilaiStaff, 'PUT', `/api/console/pickup-drop-options/${option.id}`, {
      name: 'Railway station',
      ratePaise: 20_000,
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    const offered = (
      await t.app.inject({ url: `/api/branches/${bhilai}/pickup-drop-options` })
    ).json<PickupDropOptionsResponse>();
    expect(offered.options.map((o) => o.id)).not.toContain(option.id);
    const [car] = await t.db
      .select()
      .from(cars)
      .where(and(eq(cars.branchId, bhilai), eq(cars.isActive, true)))
      .limit(1);
    const target = await bookableCar(t.db, 0);
    const customer = await customerSession(t.app, t.db);
    const res = await postBooking(
      t.app,
      customer.cookie,
      bookingBody(
        {
          ...target,
          car: car!,
          pkg: { ...target.pkg },
          option: { ...target.option, id: option.id },
        },
        { daysAhead: 30 },
      ),
    );
    expect(res.statusCode).toBe(400);
    await expectRefused(
      bhilaiStaff,
      'POST',
      `/api/console/branches/${bhilai}/pickup-drop-options`,
      { name: 'Airport', ratePaise: -1 },
      'The charge cannot be negative.',
    );
    const raipur = await branchId(t.db, 'Raipur');
    const other = await send(
      bhilaiStaff,
      'POST',
      `/api/console/branches/${raipur}/pickup-drop-options`,
      {
        name: 'Airport',
        ratePaise: 1,
      },
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('the cancellation schedule', () => {
  const url = '/api/console/cancellation-rules';
  const quote = async (cookie: string, id: number) =>
    (
      await t.app.inject({ url: `/api/bookings/${id}/cancellation-quote`, headers: { cookie } })
    ).json<CancellationQuote>();

  it('refuses gaps, overlaps, a bounded last band and percents outside 0–100, changing nothing', async () => {
    const band = (min: number, max: number | null, pct: number) => ({
      minHoursBeforeStart: min,
      maxHoursBeforeStart: max,
      deductionPercent: pct,
    });
    const refusals: [object[], string][] = [
      [[band(0, 24, 50), band(48, null, 0)], 'Nothing covers 24 to 48 hours before pickup.'],
      [[band(0, 48, 50), band(24, null, 0)], 'The bands from 0 and 24 hours overlap.'],
      [[band(0, 24, 50)], 'The last band must have no end ("and more").'],
      [[band(2, null, 50)], 'The first band must start at 0 hours.'],
      [[band(0, null, 101)], 'The deduction must be between 0 and 100 percent.'],
      [[], 'The schedule needs at least one band.'],
    ];
    for (const [rules, message] of refusals) {
      await expectRefused(admin, 'PUT', url, { rules }, message);
    }
    const staff = await send(bhilaiStaff, 'PUT', url, { rules: [band(0, null, 0)] });
    expect(staff.statusCode).toBe(403);
  });

  it('a booking keeps the fairer of the schedule it was made under and today’s', async () => {
    const customer = await customerSession(t.app, t.db);
    const target = await bookableCar(t.db, 3);
    const pickupAt = hoursAfter(new Date(), 100);
    // A confirmed booking, paid in full online (a refund can only return what was paid).
    const booked = async (at: Date, carId: number) => {
      const booking = await insertBooking(t.db, {
        userId: customer.id,
        carId,
        ratePackageId: target.pkg.id,
        pickupAt: at,
        dropAt: hoursAfter(at, 10),
        status: 'confirmed',
      });
      await t.db.insert(payments).values({
        bookingId: booking.id,
        kind: 'rent',
        method: 'Test gateway',
        amountPaise: booking.totalPaise,
        status: 'success',
      });
      return booking;
    };
    // Made under the seeded schedule: 72 hours and more before pickup deducts 10 %.
    const early = await booked(pickupAt, target.car.id);
    expect((await quote(customer.cookie, early.id)).refund.deductionPercent).toBe(10);

    const stricter = await send(admin, 'PUT', url, {
      rules: [
        { minHoursBeforeStart: 0, maxHoursBeforeStart: 200, deductionPercent: 80 },
        { minHoursBeforeStart: 200, maxHoursBeforeStart: null, deductionPercent: 0 },
      ],
    });
    expect(stricter.statusCode, stricter.body).toBe(200);
    expect((await lastAudit()).action).toBe('cancellation_rules.replace');
    const refundPage = await t.app.inject({ url: '/api/information/RefundAndCancellation' });
    expect(refundPage.body).toContain('80');

    // The earlier booking keeps its 10 %; one made now is under the new 80 %.
    expect((await quote(customer.cookie, early.id)).refund.deductionPercent).toBe(10);
    const later = await booked(hoursAfter(pickupAt, 20), target.car.id);
    expect((await quote(customer.cookie, later.id)).refund.deductionPercent).toBe(80);

    // A more lenient schedule helps both, and cancelling refunds by it.
    const lenient = await send(admin, 'PUT', url, {
      rules: [{ minHoursBeforeStart: 0, maxHoursBeforeStart: null, deductionPercent: 5 }],
    });
    expect(lenient.statusCode).toBe(200);
    expect((await quote(customer.cookie, early.id)).refund.deductionPercent).toBe(5);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${later.id}/cancel`,
      headers: { cookie: customer.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ refund: { deductionPercent: number } }>().refund.deductionPercent).toBe(
      5,
    );
  });
});
