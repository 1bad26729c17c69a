import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, carReviews, cars, payments, ratePackages } from '../../db/schema.js';
import type { RentLine } from '../../../shared/seasons.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCustomer } from '../../test/factories.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';

// Rent by pickup weekday and by season, and the ratings of reviews (issue 35 item 4), for May
// 2026: 1 May 00:00 IST = 30 April 18:30 UTC.

let t: TestApp;
let raipurStaff: string;
let admin: string;
let raipurId: number;
let bhilaiId: number;
const carIds: Record<'a' | 'b' | 'bhilai', number> = { a: 0, b: 0, bhilai: 0 };
const carNumbers: Record<'a' | 'b' | 'bhilai', string> = { a: '', b: '', bhilai: '' };

const at = (iso: string) => new Date(iso);
const line = (seasonId: number | null, hours: number, ratePerHourPaise: number): RentLine => ({
  seasonId,
  name: seasonId === null ? null : `Season ${seasonId}`,
  nameHi: seasonId === null ? null : `मौसम ${seasonId}`,
  weekend: false,
  hours,
  ratePerHourPaise,
});

async function twoCarsOf(branch: number) {
  return t.db
    .select({ car: cars, pkg: ratePackages })
    .from(cars)
    .innerJoin(ratePackages, eq(ratePackages.carId, cars.id))
    .where(and(eq(cars.branchId, branch), eq(cars.isActive, true)))
    .orderBy(asc(cars.id), asc(ratePackages.id))
    .then((rows) => rows.filter((r, i) => i === 0 || rows[i - 1]!.car.id !== r.car.id));
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  raipurId = await branchId(t.db, 'Raipur');
  bhilaiId = await branchId(t.db, 'Bhilai');
  raipurStaff = (await staffCookie(t.app, t.db, 'Raipur')).cookie;
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  const user = await createCustomer(t.db);
  const [a, b] = await twoCarsOf(raipurId);
  const [bhilai] = await twoCarsOf(bhilaiId);
  for (const [key, row] of [
    ['a', a],
    ['b', b],
    ['bhilai', bhilai],
  ] as const) {
    carIds[key] = row!.car.id;
    carNumbers[key] = row!.car.carNumber;
  }

  const book = async (
    car: typeof a,
    v: {
      pickupAt: Date;
      createdAt?: Date;
      rentPaise: number;
      rentLines: RentLine[] | null;
      status?: 'confirmed' | 'completed' | 'cancelled' | 'lapsed';
      paid?: boolean;
    },
  ) => {
    const [row] = await t.db
      .insert(bookings)
      .values({
        userId: user.id,
        carId: car!.car.id,
        ratePackageId: car!.pkg.id,
        tripType: 'local',
        status: v.status ?? 'completed',
        pickupAt: v.pickupAt,
        dropAt: new Date(v.pickupAt.getTime() + 12 * 3_600_000),
        createdAt: v.createdAt ?? at('2026-05-01T06:00:00Z'),
        rentPaise: v.rentPaise,
        rentLines: v.rentLines,
        depositPaise: 300_000,
        totalPaise: v.rentPaise + 300_000,
        kmIncluded: 100,
        extraKmRatePaise: 1_000,
        ...(v.status === 'cancelled' ? { cancelledAt: at('2026-05-02T06:00:00Z') } : {}),
      })
      .returning();
    await t.db.insert(payments).values({
      bookingId: row!.id,
      kind: 'rent',
      method: 'upi',
      amountPaise: v.rentPaise + 300_000,
      status: v.paid === false ? 'failed' : 'success',
      createdAt: row!.createdAt,
    });
    return row!;
  };

  // 00:30 IST on Monday 4 May (still Sunday in UTC): ₹1,000 shared 1 : 2 between two seasons
  // by hours × rate, though the lines alone make ₹300 (the share is what counts).
  const monday = await book(a, {
    pickupAt: at('2026-05-03T19:00:00Z'),
    rentPaise: 100_000,
    rentLines: [line(901, 1, 10_000), line(902, 2, 10_000)],
  });
  // Saturday 9 May: 4 hours of season 901 and 1 hour at the package's rate.
  const saturday = await book(b, {
    pickupAt: at('2026-05-09T04:30:00Z'),
    rentPaise: 50_000,
    rentLines: [{ ...line(901, 4, 10_000), weekend: true }, line(null, 1, 10_000)],
  });
  // Saturday 9 May, priced with no rule: no lines at all.
  const noRule = await book(a, {
    pickupAt: at('2026-05-09T10:00:00Z'),
    rentPaise: 70_000,
    rentLines: null,
  });
  // Not counted: cancelled, never paid, made in April (23:50 IST on 30 April).
  const cancelled = await book(b, {
    pickupAt: at('2026-05-05T04:30:00Z'),
    rentPaise: 999_000,
    rentLines: [line(901, 10, 99_900)],
    status: 'cancelled',
  });
  await book(b, {
    pickupAt: at('2026-05-06T04:30:00Z'),
    rentPaise: 888_000,
    rentLines: [line(901, 10, 88_800)],
    status: 'lapsed',
    paid: false,
  });
  await book(a, {
    pickupAt: at('2026-05-18T04:30:00Z'),
    createdAt: at('2026-04-30T18:20:00Z'),
    rentPaise: 777_000,
    rentLines: [line(902, 10, 77_700)],
  });
  // Bhilai, for an admin only: Monday 11 May, a third season.
  const bhilaiTrip = await book(bhilai, {
    pickupAt: at('2026-05-11T04:30:00Z'),
    rentPaise: 20_000,
    rentLines: [line(903, 2, 10_000)],
  });

  const review = (
    booking: typeof monday,
    branch: number,
    carRating: number,
    branchRating: number,
    hidden = false,
  ) =>
    t.db.insert(carReviews).values({
      bookingId: booking.id,
      userId: user.id,
      carId: booking.carId,
      branchId: branch,
      carRating,
      branchRating,
      tripMonth: '2026-05-01',
      createdAt: at('2026-05-15T06:00:00Z'),
      ...(hidden ? { hiddenAt: at('2026-05-16T06:00:00Z'), hiddenReason: 'Abusive' } : {}),
    });
  await review(monday, raipurId, 5, 5);
  await review(noRule, raipurId, 4, 5);
  await review(saturday, raipurId, 4, 3);
  // Hidden: counts nowhere.
  await review(cancelled, raipurId, 1, 1, true);
  await review(bhilaiTrip, bhilaiId, 2, 2);
});
afterAll(() => t.close());

const report = async (query: string, cookie: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/console/reports?${query}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const noDays = (weekday: number) => ({ weekday, bookings: 0, rentPaise: 0 });

describe('rent by IST pickup weekday', () => {
  it('counts the branch’s paid bookings made in the month, cancelled ones apart', async () => {
    const r = await report('month=2026-05', raipurStaff);
    expect(r.weekdays).toEqual([
      { weekday: 1, bookings: 1, rentPaise: 100_000 },
      noDays(2),
      noDays(3),
      noDays(4),
      noDays(5),
      { weekday: 6, bookings: 2, rentPaise: 120_000 },
      noDays(7),
    ]);
  });

  it('gives an admin every branch', async () => {
    const r = await report('month=2026-05', admin);
    expect(r.weekdays[0]).toEqual({ weekday: 1, bookings: 2, rentPaise: 120_000 });
    const one = await report(`month=2026-05&branchId=${bhilaiId}`, admin);
    expect(one.weekdays[0]).toEqual({ weekday: 1, bookings: 1, rentPaise: 20_000 });
    expect(one.weekdays[5]).toEqual(noDays(6));
  });
});

describe('rent by season', () => {
  it('shares each booking’s rent between its seasons by hours × rate; the rest is no season', async () => {
    const r = await report('month=2026-05', raipurStaff);
    expect(r.seasons).toEqual([
      // ₹700 with no lines and ₹100 of package-rate hours.
      { seasonId: null, name: null, nameHi: null, bookings: 2, rentPaise: 80_000 },
      // ⅓ of ₹1,000 (₹333.33) and ⅘ of ₹500.
      { seasonId: 901, name: 'Season 901', nameHi: 'मौसम 901', bookings: 2, rentPaise: 73_333 },
      { seasonId: 902, name: 'Season 902', nameHi: 'मौसम 902', bookings: 1, rentPaise: 66_667 },
    ]);
    const total = r.seasons.reduce((sum: number, s: { rentPaise: number }) => sum + s.rentPaise, 0);
    expect(total).toBe(220_000);
  });

  it('keeps to the branch asked for', async () => {
    const r = await report(`month=2026-05&branchId=${bhilaiId}`, admin);
    expect(r.seasons).toEqual([
      { seasonId: 903, name: 'Season 903', nameHi: 'मौसम 903', bookings: 1, rentPaise: 20_000 },
    ]);
    expect((await report('month=2026-04', raipurStaff)).seasons).toEqual([
      { seasonId: 902, name: 'Season 902', nameHi: 'मौसम 902', bookings: 1, rentPaise: 777_000 },
    ]);
  });
});

describe('ratings from visible reviews', () => {
  it('averages each car and the branch, best first, a hidden review left out', async () => {
    const r = await report('month=2026-05', raipurStaff);
    expect(r.carRatings).toEqual([
      {
        carId: carIds.a,
        carNumber: carNumbers.a,
        title: expect.any(String),
        branchName: 'Raipur',
        averageRating: 4.5,
        reviews: 2,
      },
      {
        carId: carIds.b,
        carNumber: carNumbers.b,
        title: expect.any(String),
        branchName: 'Raipur',
        averageRating: 4,
        reviews: 1,
      },
    ]);
    expect(r.branchRatings).toEqual([
      { branchId: raipurId, branchName: 'Raipur', averageRating: 4.33, reviews: 3 },
    ]);
  });

  it('gives an admin every branch’s reviews', async () => {
    const r = await report('month=2026-05', admin);
    expect(r.carRatings.map((c: { carId: number }) => c.carId)).toEqual([
      carIds.a,
      carIds.b,
      carIds.bhilai,
    ]);
    expect(r.branchRatings).toEqual([
      { branchId: raipurId, branchName: 'Raipur', averageRating: 4.33, reviews: 3 },
      { branchId: bhilaiId, branchName: 'Bhilai', averageRating: 2, reviews: 1 },
    ]);
    expect((await report('month=2026-06', admin)).carRatings).toEqual([]);
  });
});
