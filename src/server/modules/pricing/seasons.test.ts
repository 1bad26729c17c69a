import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarDetailResponse } from '../../../shared/car-detail.js';
import type { CarListResponse } from '../../../shared/cars.js';
import {
  overlappingSeasonMessage,
  rentLines,
  rentOf,
  SECOND_STANDING_RULE_MESSAGE,
  type RateSeason,
  type RateSeasonInput,
} from '../../../shared/seasons.js';
import { addDays, istDate, istInstant } from '../../../shared/time.js';
import { auditLog, bookings, rateSeasons } from '../../db/schema.js';
import { insertBooking } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';

// Rates that follow the calendar (decision 0049): a manager's season prices the search, the car
// page and the booking hour by hour; a booking keeps the price it was made at.

let t: TestApp;
let manager: string;
let customer: { id: number; cookie: string };
let target: Awaited<ReturnType<typeof bookableCar>>;
const today = istDate(new Date());
// A season from 10 to 14 days ahead; trips start 9 days ahead at 10:00 and cross into it.
const seasonStart = addDays(today, 10);
const seasonEnd = addDays(today, 14);

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  target = await bookableCar(t.db, 0);
  const branchName = (await t.db.query.branches.findFirst({
    where: (b, { eq: equals }) => equals(b.id, target.car.branchId),
  }))!.name;
  manager = (await staffCookie(t.app, t.db, branchName)).cookie;
  customer = await customerSession(t.app, t.db);
});
afterAll(() => t.close());

const diwali = (change: Partial<RateSeasonInput> = {}): RateSeasonInput => ({
  name: 'Diwali test',
  nameHi: 'दिवाली परीक्षण',
  categoryId: null,
  carId: null,
  startsOn: seasonStart,
  endsOn: seasonEnd,
  kind: 'percent',
  weekdayValue: 40,
  weekendValue: 40,
  minTripHours: null,
  ...change,
});

const addSeason = (body: RateSeasonInput, cookie = manager) =>
  t.app.inject({
    method: 'POST',
    url: `/api/console/branches/${target.car.branchId}/seasons`,
    headers: { cookie },
    payload: body,
  });
const removeSeason = (id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/console/seasons/${id}`,
    headers: { cookie: manager },
  });

const car = () => ({
  id: target.car.id,
  branchId: target.car.branchId,
  categoryId: target.car.categoryId,
});
/** What the trip costs under the rules, by the shared rule. */
const expectedRent = (pickupAt: Date, dropAt: Date, rules: RateSeason[]) =>
  rentOf(rentLines({ pickupAt, dropAt }, target.pkg.ratePerHourPaise, car(), rules));

describe('rate seasons in the console', () => {
  it('a manager adds a season (audited); an overlapping one for the same cars is refused, naming it', async () => {
    const res = await addSeason(diwali());
    expect(res.statusCode, res.body).toBe(201);
    const season = res.json() as RateSeason;
    expect(season).toMatchObject({ startsOn: seasonStart, endsOn: seasonEnd, weekdayValue: 40 });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'season.create'));
    expect(audited?.recordId).toBe(String(season.id));

    const clash = await addSeason(
      diwali({ name: 'Overlap', startsOn: seasonEnd, endsOn: addDays(seasonEnd, 3) }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(overlappingSeasonMessage('Diwali test'));

    // One car category's season may overlap the branch's: the narrower wins.
    const narrower = await addSeason(
      diwali({ name: 'SUV week', categoryId: target.car.categoryId, weekdayValue: 10 }),
    );
    expect(narrower.statusCode, narrower.body).toBe(201);
    expect((await removeSeason((narrower.json() as RateSeason).id)).statusCode).toBe(204);
    await removeSeason(season.id);
  });

  it('keeps one standing rule per scope and answers bad input with 400', async () => {
    const standing = diwali({ name: 'Weekends', startsOn: null, endsOn: null, weekdayValue: 0 });
    const first = await addSeason({ ...standing, weekendValue: 20 });
    expect(first.statusCode, first.body).toBe(201);
    const second = await addSeason({ ...standing, weekendValue: 30 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(SECOND_STANDING_RULE_MESSAGE);
    await removeSeason((first.json() as RateSeason).id);

    const halfDated = await addSeason(diwali({ endsOn: null }));
    expect(halfDated.statusCode).toBe(400);
    const tooLow = await addSeason(diwali({ weekdayValue: -95 }));
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().message).toBe('A percentage goes from -90 to 500.');
    const otherBranchCar = await addSeason(diwali({ carId: 999_999 }));
    expect(otherBranchCar.statusCode).toBe(400);
  });
});

describe('a season prices the search, the car page and the booking', () => {
  it('prices each hour by the season in force, and the booking keeps its price after the season changes', async () => {
    const made = await addSeason(diwali());
    const season = made.json() as RateSeason;
    const body = bookingBody(target, { daysAhead: 9, dropDays: 2 });
    const pickupAt = istInstant(body.pickupDate, '10:00');
    const dropAt = istInstant(body.dropDate, '10:00');
    const rent = expectedRent(pickupAt, dropAt, [season]);
    // 14 hours before the season at the package rate, 34 in it at +40%.
    expect(rent).toBe(
      Math.round(14 * target.pkg.ratePerHourPaise + 34 * target.pkg.ratePerHourPaise * 1.4),
    );

    const query = new URLSearchParams({
      branch: String(target.car.branchId),
      pickupDate: body.pickupDate,
      pickupTime: '10:00',
      dropDate: body.dropDate,
      dropTime: '10:00',
    });
    const detail = (
      await t.app.inject(`/api/cars/${target.car.id}?${query}`)
    ).json() as CarDetailResponse;
    const priced = detail.packages.find((p) => p.id === target.pkg.id)?.period;
    expect(priced?.basePaise).toBe(rent);
    expect(priced?.lines?.map((l) => [l.name, l.hours])).toEqual([
      [null, 14],
      ['Diwali test', 34],
    ]);
    expect(detail.priceRules.map((r) => r.id)).toContain(season.id);

    // The list prices its card (the cheapest package) the same way, from memory or the database.
    const list = (await t.app.inject(`/api/cars?${query}`)).json() as CarListResponse;
    const card = list.cars.find((c) => c.id === target.car.id);
    expect(card?.fromRatePerHourPaise).toBe(target.pkg.ratePerHourPaise);
    expect(card?.period?.basePaise).toBe(rent);
    // The card sends the total; the breakdown is the car page's.
    expect(card?.period).not.toHaveProperty('lines');

    // A price sent with the booking is ignored: the server prices from the database.
    const res = await postBooking(t.app, customer.cookie, {
      ...body,
      rent_amount: 1,
      totalPaise: 1,
      rentPaise: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json() as { id: number; rentPaise: number };
    expect(booking.rentPaise).toBe(rent);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.rentLines?.map((l) => l.name)).toEqual([null, 'Diwali test']);

    // The manager doubles the season, then removes it: the booking keeps its price.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/console/seasons/${season.id}`,
      headers: { cookie: manager },
      payload: diwali({ weekdayValue: 80, weekendValue: 80 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await removeSeason(season.id);
    const after = await t.app.inject({
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(after.json().rentPaise).toBe(rent);
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
  });

  it('prices an extension into the season by its hours there (quote and the extension row)', async () => {
    const made = await addSeason(diwali({ weekdayValue: 50, weekendValue: 50 }));
    const season = made.json() as RateSeason;
    // A paid booking dropping at 12:00 the day before the season; extended to 12:00 in it.
    const pickupAt = istInstant(addDays(seasonStart, -2), '12:00');
    const dropAt = istInstant(addDays(seasonStart, -1), '12:00');
    const booking = await insertBooking(t.db, {
      userId: customer.id,
      carId: target.car.id,
      ratePackageId: target.pkg.id,
      pickupAt,
      dropAt,
      status: 'confirmed',
    });
    const newDrop = istInstant(seasonStart, '12:00');
    const quote = await t.app.inject({
      url: `/api/bookings/${booking.id}/extension-quote?dropDate=${seasonStart}&dropTime=12:00`,
      headers: { cookie: customer.cookie },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const rate = quote
      .json()
      .rates.find((r: { ratePackageId: number }) => r.ratePackageId === target.pkg.id);
    // 12 hours at the package rate, 12 in the season at +50%.
    const rent = expectedRent(dropAt, newDrop, [season]);
    expect(rent).toBe(Math.round(12 * target.pkg.ratePerHourPaise * 2.5));
    expect(rate.lines.map((l: { name: string | null }) => l.name)).toEqual([null, 'Diwali test']);
    expect(rate.totalPaise).toBe(rent);
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    await removeSeason(season.id);
  });

  it('refuses a trip shorter than the season asks, with its message', async () => {
    const made = await addSeason(diwali({ minTripHours: 48 }));
    const body = bookingBody(target, { daysAhead: 11, dropDays: 1 });
    const res = await postBooking(t.app, customer.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'During Diwali test the minimum booking is 48 hours. Please choose a later drop time.',
    );
    await removeSeason((made.json() as RateSeason).id);
  });

  it('for any season and trip the booking costs the sum of its hours and keeps it (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: -50, max: 200 }),
        fc.integer({ min: -50, max: 200 }),
        fc.integer({ min: 1, max: 4 }),
        async (startOffset, length, weekday, weekend, days) => {
          const made = await addSeason(
            diwali({
              startsOn: addDays(today, 8 + startOffset),
              endsOn: addDays(today, 8 + startOffset + length),
              weekdayValue: weekday,
              weekendValue: weekend,
            }),
          );
          expect(made.statusCode, made.body).toBe(201);
          const season = made.json() as RateSeason;
          try {
            const body = bookingBody(target, { daysAhead: 9, dropDays: days });
            const pickupAt = istInstant(body.pickupDate, '10:00');
            const dropAt = istInstant(body.dropDate, '10:00');
            let halfHours = 0;
            for (let at = pickupAt.getTime(); at < dropAt.getTime(); at += 30 * 60_000) {
              const date = istDate(new Date(at));
              const inSeason = date >= season.startsOn! && date <= season.endsOn!;
              const day = new Date(`${date}T00:00:00Z`).getUTCDay();
              const value = day === 0 || day === 6 ? weekend : weekday;
              halfHours += inSeason
                ? Math.round((target.pkg.ratePerHourPaise * (100 + value)) / 100)
                : target.pkg.ratePerHourPaise;
            }
            const res = await postBooking(t.app, customer.cookie, body);
            expect(res.statusCode, res.body).toBe(201);
            const { id, rentPaise } = res.json() as { id: number; rentPaise: number };
            expect(rentPaise).toBe(Math.round(halfHours / 2));
            await t.db.delete(rateSeasons).where(eq(rateSeasons.id, season.id));
            const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, id));
            expect(kept?.rentPaise).toBe(rentPaise);
            await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, id));
          } finally {
            await t.db.delete(rateSeasons).where(eq(rateSeasons.id, season.id));
          }
        },
      ),
      { numRuns: 6 },
    );
  });
});
