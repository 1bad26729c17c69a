import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';
import { csvField } from './reports-csv.js';
import { seedMarch2026 } from '../../test/report-fixtures.js';

let t: TestApp;
let raipurStaff: string;
let bhilaiStaff: string;
let admin: string;
let raipurId: number;
let fleet: Awaited<ReturnType<typeof seedMarch2026>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  fleet = await seedMarch2026(t.db);
  raipurId = await branchId(t.db, 'Raipur');
  raipurStaff = (await staffCookie(t.app, t.db, 'Raipur')).cookie;
  bhilaiStaff = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  admin = (await staffCookie(t.app, t.db, null)).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const report = async (query: string, cookie = raipurStaff) => {
  const res = await get(`/api/console/reports?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the month’s figures by branch (IST month boundaries)', () => {
  it('counts paid bookings made, paid bookings cancelled, and from the journal what was charged and reversed, deposits apart', async () => {
    const r = await report('month=2026-03');
    expect(r.branchId).toBe(raipurId);
    expect(r.branches).toEqual([
      {
        branchId: raipurId,
        branchName: 'Raipur',
        month: '2026-03',
        bookings: 4,
        cancellations: 1,
        // Rent and extensions charged in March (₹9,300 paid, of which ₹4,500 were deposits).
        receivedPaise: 480_000,
        // The rent share of the cancellation refund; the ₹1,000 deposit returned is no refund.
        refundsPaise: 50_000,
        revenuePaise: 430_000,
        gstPaise: 0,
      },
    ]);
  });

  it('puts 23:50 IST on 28 February in February and 00:10 IST on 1 April in April', async () => {
    const r = await report('month=2026-04');
    expect(r.trend.map((m: { month: string }) => m.month)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    const feb = r.trend[3];
    expect(feb).toMatchObject({ bookings: 1, receivedPaise: 100_000, cancellations: 0 });
    expect(r.branches[0]).toMatchObject({
      bookings: 0,
      cancellations: 1,
      receivedPaise: 0,
      refundsPaise: 50_000,
      revenuePaise: -50_000,
    });
  });

  it('gives an admin every branch, or the one asked for', async () => {
    const all = await report('month=2026-03', admin);
    expect(all.branchId).toBeNull();
    expect(all.branches).toHaveLength(5);
    const bhilai = all.branches.find((b: { branchName: string }) => b.branchName === 'Bhilai');
    // ₹7,000 paid: ₹3,460 deposit held, ₹3,000 rent and ₹540 GST.
    expect(bhilai).toMatchObject({
      bookings: 1,
      receivedPaise: 354_000,
      refundsPaise: 0,
      revenuePaise: 300_000,
      gstPaise: 54_000,
    });
    expect(all.trend[5]).toMatchObject({ bookings: 5, receivedPaise: 834_000, gstPaise: 54_000 });
    const one = await report(`month=2026-03&branchId=${raipurId}`, admin);
    expect(one.branches.map((b: { branchName: string }) => b.branchName)).toEqual(['Raipur']);
  });

  it('keeps branch staff to their branch: another branch is 404', async () => {
    const res = await get(`/api/console/reports?month=2026-03&branchId=${raipurId}`, bhilaiStaff);
    expect(res.statusCode).toBe(404);
    const own = await report('month=2026-03', bhilaiStaff);
    expect(own.branches.map((b: { branchName: string }) => b.branchName)).toEqual(['Bhilai']);
  });

  it('answers 400 with a message to a month that is not YYYY-MM', async () => {
    for (const month of ['2026-13', '26-03', 'march', '2026-3']) {
      const res = await get(`/api/console/reports?month=${month}`, raipurStaff);
      expect(res.statusCode, month).toBe(400);
      expect(res.json().message).toBe('The month must look like 2026-11.');
    }
  });
});

describe('utilisation per car = booked hours / (hours in the month − maintenance blocks)', () => {
  it('computes each car of March exactly', async () => {
    const r = await report('month=2026-03');
    const byId = new Map(r.cars.map((c: { carId: number }) => [c.carId, c]));
    // 6 h of the booking made in February + 48 h + the 10 h extension; blocks overlap
    // (48 h together) and one reaches 2 h into March: 744 − 50 = 694 available.
    expect(byId.get(fleet.a.id)).toMatchObject({
      active: true,
      bookedHours: 64,
      blockedHours: 50,
      availableHours: 694,
      utilisation: 0.092,
    });
    // Cancelled and lapsed bookings hold no hours.
    expect(byId.get(fleet.b.id)).toMatchObject({
      bookedHours: 0,
      availableHours: 744,
      utilisation: 0,
    });
    expect(byId.get(fleet.retired.id)).toMatchObject({
      active: false,
      bookedHours: 12,
      availableHours: 744,
      utilisation: 0.016,
    });
    // Added at 00:00 IST on 17 March: 15 days of the month.
    expect(byId.get(fleet.late.id)).toMatchObject({ availableHours: 360, utilisation: 0 });
    expect(r.cars).toHaveLength(4);
    expect(r.cars.every((c: { branchName: string }) => c.branchName === 'Raipur')).toBe(true);
  });

  it('leaves out a retired car with no booking that month', async () => {
    const r = await report('month=2026-02');
    expect(r.cars.map((c: { carId: number }) => c.carId)).not.toContain(fleet.retired.id);
    expect(r.cars.map((c: { carId: number }) => c.carId)).toContain(fleet.a.id);
  });
});

describe('CSV export', () => {
  it('sends the month’s branch figures as text/csv named by branch and month', async () => {
    const res = await get('/api/console/reports/branches.csv?month=2026-03', raipurStaff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="report-raipur-2026-03-branches.csv"',
    );
    expect(res.body).toBe(
      'branch,month,bookings,cancellations,received_inr,refunds_inr,revenue_inr,gst_inr\r\n' +
        'Raipur,2026-03,4,1,4800.00,500.00,4300.00,0.00\r\n',
    );
  });

  it('sends utilisation per car with quoted, escaped text', async () => {
    const res = await get('/api/console/reports/cars.csv?month=2026-03', admin);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="report-all-branches-2026-03-cars.csv"',
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'branch,month,car_number,car,retired,booked_hours,blocked_hours,available_hours,utilisation_percent',
    );
    const retired = lines.find((l: string) => l.includes(fleet.retired.carNumber));
    expect(retired).toBe(
      `Raipur,2026-03,${fleet.retired.carNumber},"Swift, ""Dzire""",yes,12,0,744,1.6`,
    );
  });

  it('refuses another branch’s CSV and a bad month the same way as the report', async () => {
    const other = await get(`/api/console/reports/cars.csv?branchId=${raipurId}`, bhilaiStaff);
    expect(other.statusCode).toBe(404);
    expect((await get('/api/console/reports/cars.csv?month=x', raipurStaff)).statusCode).toBe(400);
  });

  it('escapes quotes, separators and spreadsheet formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});
