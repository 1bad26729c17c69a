import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_COMPLIANCE, type CarCompliance } from '../../../shared/fleet-compliance.js';
import type { CarListResponse } from '../../../shared/cars.js';
import { defaultSearch, type SearchInput } from '../../../shared/search.js';
import { addDays, istDate, istInstant } from '../../../shared/time.js';
import { carCompliance, outboxMessages } from '../../db/schema.js';
import { outboxMailer } from '../../lib/mail/mailer.js';
import { createCustomer, hoursAfter, insertBooking, pgErrorCode } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { branchId, createStaff, staffCookie } from '../console-access/console-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { bookableCar } from '../bookings/bookings-test-helpers.js';
import { sendComplianceReminders } from '../fleet/index.js';

let t: TestApp;
let manager: string;
let bhilai: number;
const today = istDate(new Date());
const NONE = NO_COMPLIANCE;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  bhilai = await branchId(t.db, 'Bhilai');
});
afterAll(() => t.close());

const put = (carId: number, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/console/cars/${carId}/compliance`,
    payload: { ...NONE, ...body },
    headers: { cookie: manager },
  });
const listed = async (search: SearchInput) =>
  (
    (
      await t.app.inject(
        `/api/cars?${new URLSearchParams(search as unknown as Record<string, string>)}`,
      )
    ).json() as CarListResponse
  ).cars.map((c) => c.id);
/** A one-day search of Bhilai starting `days` days from today, 10:00 to 10:00. */
function searchIn(days: number): SearchInput {
  const start = defaultSearch(new Date(), String(bhilai));
  return {
    ...start,
    pickupDate: addDays(today, days),
    pickupTime: '10:00',
    dropDate: addDays(today, days + 1),
    dropTime: '10:00',
  };
}

describe('fleet compliance', () => {
  it('records the papers, and keeps the car out of search and booking after a lapse', async () => {
    const { car, pkg } = await bookableCar(t.db, 2);
    expect(car.branchId).toBe(bhilai);
    const insuranceUntil = addDays(today, 10);
    const res = await put(car.id, {
      insuranceExpiresOn: insuranceUntil,
      pucExpiresOn: addDays(today, 60),
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<CarCompliance>();
    expect(saved.usableUntil).toBe(istInstant(addDays(insuranceUntil, 1), '00:00').toISOString());
    expect(saved.problems[0]).toBe(`The insurance is valid until ${insuranceUntil}.`);

    // A rental ending on the last valid day is fine; one ending the day after is not.
    expect(await listed(searchIn(8))).toContain(car.id);
    expect(await listed(searchIn(10))).not.toContain(car.id);
    const user = await createCustomer(t.db);
    const base = { userId: user.id, carId: car.id, ratePackageId: pkg.id };
    const from = istInstant(addDays(today, 10), '10:00');
    await expect(
      insertBooking(t.db, { ...base, pickupAt: from, dropAt: hoursAfter(from, 24) }),
    ).rejects.toSatisfy((e) => pgErrorCode(e) === '23P01');
    await insertBooking(t.db, { ...base, pickupAt: from, dropAt: hoursAfter(from, 12) });

    // Renewed: free again.
    await put(car.id, { insuranceExpiresOn: addDays(today, 400) });
    expect(await listed(searchIn(20))).toContain(car.id);
  });

  it('refuses the handover of a car whose insurance lapses before the drop, naming it', async () => {
    const customer = await customerWithDocuments(t.db, 'verified');
    const { booking, car } = await paidBooking(
      t.db,
      customer.id,
      'Bhilai',
      hoursAfter(new Date(), 30),
    );
    const lapsed = addDays(today, -1);
    expect((await put(car.id, { insuranceExpiresOn: lapsed })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/console/bookings/${booking.id}/pickup`,
      payload: { odometerKm: 100, fuelEighths: 8 },
      headers: { cookie: manager },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `This car's papers or service do not cover this rental: The insurance is valid until ${lapsed}.`,
    );
    await put(car.id, {});
  });

  it('stops a car once a handover reads the service km, until the next service is recorded', async () => {
    const customer = await customerWithDocuments(t.db, 'verified');
    const { booking, car } = await paidBooking(
      t.db,
      customer.id,
      'Bhilai',
      new Date(Date.now() + 60_000),
    );
    expect((await put(car.id, { serviceDueKm: 10_000, odometerKm: 9_000 })).statusCode).toBe(200);
    expect(await listed(searchIn(3))).toContain(car.id);
    const headers = { cookie: manager };
    const url = `/api/console/bookings/${booking.id}`;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${url}/pickup`,
          headers,
          payload: { odometerKm: 9_500, fuelEighths: 8 },
        })
      ).statusCode,
    ).toBe(200);
    const back = await t.app.inject({
      method: 'POST',
      url: `${url}/return`,
      headers,
      payload: { odometerKm: 10_050, fuelEighths: 8 },
    });
    expect(back.statusCode, back.body).toBe(200);
    const [row] = await t.db.select().from(carCompliance).where(eq(carCompliance.carId, car.id));
    expect(row!.odometerKm).toBe(10_050);
    expect(await listed(searchIn(3))).not.toContain(car.id);
    await put(car.id, { serviceDueKm: 20_000, odometerKm: 10_050, lastServiceOn: today });
    expect(await listed(searchIn(3))).toContain(car.id);
  });

  it('refuses bad input with a message naming it, changing nothing', async () => {
    const { car } = await bookableCar(t.db, 3);
    await put(car.id, { permitExpiresOn: addDays(today, 100) });
    const cases: [object, string][] = [
      [
        { insuranceExpiresOn: '12/10/2026' },
        'Please enter the insurance expiry as a date that exists.',
      ],
      [
        { insuranceExpiresOn: '2030-02-30' },
        'Please enter the insurance expiry as a date that exists.',
      ],
      [{ serviceDueKm: -10 }, 'The next service km cannot be negative.'],
      [
        { lastServiceOn: today, serviceDueOn: addDays(today, -30) },
        'The next service date must be after the last service.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await put(car.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const now = await t.app.inject({
      url: `/api/console/cars/${car.id}/compliance`,
      headers: { cookie: manager },
    });
    expect(now.json<CarCompliance>().permitExpiresOn).toBe(addDays(today, 100));
  });

  it('mails the branch staff before papers fall due', async () => {
    const { car } = await bookableCar(t.db, 4);
    expect(car.branchId).toBe(bhilai);
    await put(car.id, { pucExpiresOn: addDays(today, 7) });
    const desk = await createStaff(t.db, 'Bhilai', { staffRole: 'staff' });
    const raipur = await createStaff(t.db, 'Raipur');
    const sent = await sendComplianceReminders(t.db, outboxMailer(t.db));
    expect(sent).toBeGreaterThan(0);
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, desk.email))
      .orderBy(desc(outboxMessages.id));
    expect(mail!.text).toContain(car.carNumber);
    expect(mail!.text).toContain(`PUC certificate: due on ${addDays(today, 7)} (in 7 days).`);
    const toRaipur = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, raipur.email));
    expect(toRaipur).toHaveLength(0);
  });
});
