import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, hoursAfter } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';
import { paidBooking } from '../../test/desk-fixtures.js';

let t: TestApp;
let bhilai: string;
let ours: number;
let theirs: number;
let customerEmail: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  bhilai = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  const customer = await createCustomer(t.db, { name: 'Meera Search' });
  customerEmail = customer.email;
  const start = new Date('2027-03-10T10:00:00+05:30');
  ours = (await paidBooking(t.db, customer.id, 'Bhilai', start)).booking.id;
  theirs = (await paidBooking(t.db, customer.id, 'Raipur', hoursAfter(start, 24))).booking.id;
});
afterAll(() => t.close());

const search = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/console/bookings?${query}`,
    headers: { cookie: bhilai },
  });
const ids = async (query: string) =>
  (await search(query)).json().bookings.map((b: { id: number }) => b.id) as number[];

describe('booking search', () => {
  it('finds by customer, id, status and pickup dates, within the staff member’s branch', async () => {
    expect(await ids('q=Meera')).toEqual([ours]);
    expect(await ids(`q=${encodeURIComponent(customerEmail)}`)).toEqual([ours]);
    expect(await ids(`q=%23${ours}`)).toEqual([ours]);
    expect(await ids(`q=%23${theirs}`)).toEqual([]);
    expect(await ids('q=Meera&status=confirmed&from=2027-03-10&to=2027-03-10')).toEqual([ours]);
    expect(await ids('q=Meera&from=2027-03-11')).toEqual([]);
    expect(await ids('q=Meera&status=cancelled')).toEqual([]);
  });

  it('answers another branch’s filter with 404 and bad filters with 400', async () => {
    const raipur = await branchId(t.db, 'Raipur');
    expect((await search(`branchId=${raipur}`)).statusCode).toBe(404);
    expect((await search('to=2027-13-45')).statusCode).toBe(400);
    const badDate = await search('from=2027-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('Dates must be days that exist, written like 2026-12-31.');
    expect((await search('status=lost')).json().message).toBe('Unknown booking status.');
  });
});
