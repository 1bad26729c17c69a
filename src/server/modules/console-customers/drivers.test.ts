import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail, CustomerList } from '../../../shared/console-customers.js';
import {
  LICENCE_DETAILS_MISSING_MESSAGE,
  LICENCE_NUMBER_MESSAGE,
  LICENCE_NOT_RECORDED_PICKUP_MESSAGE,
} from '../../../shared/driver-rules.js';
import { addDays, istDate } from '../../../shared/time.js';
import { bookingHandovers, driverLicences, userDocuments } from '../../db/schema.js';
import { hoursAfter } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';

let t: TestApp;
let counter: string;
const today = istDate(new Date());
const yearsAgo = (n: number, days = 0) =>
  addDays(`${Number(today.slice(0, 4)) - n}${today.slice(4)}`, days);

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  counter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: counter } });
const pickup = (bookingId: number) =>
  post(`/api/console/bookings/${bookingId}/pickup`, { odometerKm: 50, fuelEighths: 8 });

/** A Bhilai customer with a paid booking tomorrow, whose documents wait for review. */
async function waitingCustomer() {
  const customer = await customerWithDocuments(t.db, 'pending');
  const { booking } = await paidBooking(t.db, customer.id, 'Bhilai', hoursAfter(new Date(), 30));
  return { customer, booking };
}

describe('licence details at document review', () => {
  it('needs the details to verify a licence, and refuses wrong ones, changing nothing', async () => {
    const { customer } = await waitingCustomer();
    const url = `/api/console/customers/${customer.id}/documents/licence_img/review`;
    const cases: [object | undefined, string][] = [
      [undefined, LICENCE_DETAILS_MISSING_MESSAGE],
      [
        { licenceExpiresOn: addDays(today, -1), dateOfBirth: '1990-01-01' },
        `This driving licence expired on ${addDays(today, -1)}; it cannot be verified.`,
      ],
      [
        { licenceExpiresOn: '2040-01-01', dateOfBirth: yearsAgo(17) },
        'The driver must be at least 18 years old.',
      ],
      [
        { licenceExpiresOn: '1999-01-01', dateOfBirth: '2001-01-01' },
        'The licence expiry must be after the date of birth.',
      ],
      [
        { licenceExpiresOn: '2040-01-01', dateOfBirth: '01/01/1990' },
        'Please enter the date of birth as a date that exists.',
      ],
      // Issue 32: an impossible day was a 500 (rolled to 2 March, refused by PostgreSQL).
      [
        { licenceExpiresOn: '2030-02-30', dateOfBirth: '1990-01-01' },
        'Please enter the licence expiry as a date that exists.',
      ],
      [
        { licenceExpiresOn: '2040-01-01', dateOfBirth: '1900-05-01' },
        'Please check the date of birth: the driver would be over 100.',
      ],
      [
        { licenceNumber: 'लाइसेंस संख्या', licenceExpiresOn: '2040-01-01', dateOfBirth: '1990-01-01' },
        LICENCE_NUMBER_MESSAGE,
      ],
      [
        { licenceNumber: 'CG07 2015', licenceExpiresOn: '2040-01-01', dateOfBirth: '1990-01-01' },
        LICENCE_NUMBER_MESSAGE,
      ],
    ];
    for (const [details, message] of cases) {
      const res = await post(url, {
        decision: 'verified',
        ...(details ? { licence: { licenceNumber: 'CG07 20150099999', ...details } } : {}),
      });
      expect(res.statusCode, JSON.stringify(details)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const [doc] = await t.db
      .select()
      .from(userDocuments)
      .where(eq(userDocuments.userId, customer.id));
    expect(doc!.reviewStatus).toBe('pending');
    expect(
      await t.db.select().from(driverLicences).where(eq(driverLicences.userId, customer.id)),
    ).toHaveLength(0);

    const ok = await post(url, {
      decision: 'verified',
      licence: {
        licenceNumber: 'cg-07-2015-0099999',
        licenceExpiresOn: '2040-01-01',
        dateOfBirth: '1990-01-01',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const page = await t.app.inject({
      url: `/api/console/customers/${customer.id}`,
      headers: { cookie: counter },
    });
    expect(page.json<CustomerDetail>().licence).toEqual({
      licenceNumber: 'CG07 20150099999',
      licenceExpiresOn: '2040-01-01',
      dateOfBirth: '1990-01-01',
    });
  });
});

describe('handover checks the driver', () => {
  it('refuses a licence that expires before the drop, naming it', async () => {
    const expiresOn = addDays(today, 0);
    const customer = await customerWithDocuments(t.db, 'verified', {
      licenceExpiresOn: expiresOn,
      dateOfBirth: '1990-01-01',
    });
    const { booking } = await paidBooking(t.db, customer.id, 'Bhilai', hoursAfter(new Date(), 30));
    const res = await pickup(booking.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `The driving licence expires on ${expiresOn}, before the drop. The car cannot be handed over.`,
    );
    expect(
      await t.db.select().from(bookingHandovers).where(eq(bookingHandovers.bookingId, booking.id)),
    ).toHaveLength(0);
  });

  it("refuses a driver under the branch's minimum age, and missing details", async () => {
    const bhilai = await branchId(t.db, 'Bhilai');
    const rules = await t.app.inject({
      method: 'PUT',
      url: `/api/console/branches/${bhilai}/rules`,
      headers: { cookie: (await staffCookie(t.app, t.db, 'Bhilai')).cookie },
      payload: {
        lateGraceMinutes: 0,
        lateRatePerHourPaise: null,
        fuelChargePerEighthPaise: null,
        minDriverAge: 21,
        turnaroundMinutes: 0,
        depositHoldDays: 0,
      },
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const young = await customerWithDocuments(t.db, 'verified', {
      licenceExpiresOn: '2040-01-01',
      dateOfBirth: yearsAgo(20),
    });
    const { booking } = await paidBooking(t.db, young.id, 'Bhilai', hoursAfter(new Date(), 30));
    const res = await pickup(booking.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The driver is 20; this branch hands cars to drivers of 21 and over.',
    );

    const unrecorded = await customerWithDocuments(t.db, 'verified', null);
    const second = await paidBooking(t.db, unrecorded.id, 'Bhilai', hoursAfter(new Date(), 30));
    const missing = await pickup(second.booking.id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(LICENCE_NOT_RECORDED_PICKUP_MESSAGE);
  });
});

describe('customer lists: documents to review and refused customers', () => {
  it('lists customers waiting for review, and refused ones with the reason', async () => {
    const { customer: waiting } = await waitingCustomer();
    const refused = await customerWithDocuments(t.db, 'verified');
    await paidBooking(t.db, refused.id, 'Bhilai', hoursAfter(new Date(), 60));
    const manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/console/customers/${refused.id}/block`,
      payload: { blocked: true, reason: 'Damaged two cars and did not pay' },
      headers: { cookie: manager },
    });
    expect(block.statusCode, block.body).toBe(200);
    const list = async (show: string) =>
      (
        await t.app.inject({
          url: `/api/console/customers?show=${show}`,
          headers: { cookie: counter },
        })
      ).json<CustomerList>().customers;
    const docs = await list('documents');
    expect(docs.find((c) => c.id === waiting.id)?.documentsWaiting).toBe(2);
    expect(docs.map((c) => c.id)).not.toContain(refused.id);
    const refusedList = await list('refused');
    expect(refusedList.map((c) => c.id)).toEqual([refused.id]);
    expect(refusedList[0]!.refusedReason).toBe('Damaged two cars and did not pay');
    const bad = await t.app.inject({
      url: '/api/console/customers?show=everyone',
      headers: { cookie: counter },
    });
    expect(bad.statusCode).toBe(400);
  });
});
