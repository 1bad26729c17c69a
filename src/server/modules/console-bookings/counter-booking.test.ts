import { and, asc, eq } from 'drizzle-orm';
import { NO_COMPLIANCE } from '../../../shared/fleet-compliance.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../shared/billing-address.js';
import { BOOKING_TAKEN_MESSAGE } from '../../../shared/bookings.js';
import {
  COUNTER_REFERENCE_MESSAGE,
  type CounterBookingResponse,
  type CounterCars,
  type CounterCustomer,
} from '../../../shared/counter-booking.js';
import { minimumDurationMessage } from '../../../shared/search.js';
import {
  auditLog,
  bookings,
  branches,
  cars,
  gstDocuments,
  outboxMessages,
  journalEntries,
  journalLines,
  payments,
  pickupDropOptions,
  ratePackages,
  users,
} from '../../db/schema.js';
import { istDate } from '../../../shared/time.js';
import { hoursAfter } from '../../test/factories.js';
import { createLoginCustomer } from '../auth/auth-test-helpers.js';
import { multipart } from '../../test/multipart.js';
import { testPicture } from '../console-content/content-test-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';

let t: TestApp;
let cookie: string;
const base = new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000 + 30 * 3_600_000);
let car: typeof cars.$inferSelect;
let pkg: typeof ratePackages.$inferSelect;
let option: typeof pickupDropOptions.$inferSelect;

beforeAll(async () => {
  // GST on: a counter booking's receipt voucher is issued to the billing address given.
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  cookie = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  const bhilai = await branchId(t.db, 'Bhilai');
  [{ car, pkg }] = (await t.db
    .select({ car: cars, pkg: ratePackages })
    .from(cars)
    .innerJoin(ratePackages, eq(ratePackages.carId, cars.id))
    .where(eq(cars.branchId, bhilai))
    .orderBy(asc(cars.id), asc(ratePackages.id))
    .limit(1)) as [{ car: typeof cars.$inferSelect; pkg: typeof ratePackages.$inferSelect }];
  [option] = (await t.db
    .select()
    .from(pickupDropOptions)
    .where(and(eq(pickupDropOptions.branchId, bhilai), eq(pickupDropOptions.isActive, true)))
    .limit(1)) as [typeof pickupDropOptions.$inferSelect];
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
const mailsTo = (email: string) =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));

let walkIn: CounterCustomer;

const NO_PAPERS = NO_COMPLIANCE;
/** The fields of a car's papers that a save takes, from what the console read. */
const pick = (read: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(NO_PAPERS).map((k) => [k, read[k] ?? null]));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a walk-in customer at the counter', () => {
  it('is not found by a new contact, gets an account and the usual mail, then is found', async () => {
    const none = await send(
      'GET',
      '/api/console/counter/customer?contact=asha.walkin%40example.com',
    );
    expect(none.json()).toEqual({ customer: null });
    const created = await send('POST', '/api/console/counter/customers', {
      name: 'Asha Verma',
      email: 'Asha.Walkin@example.com',
      mobile: '+919812345670',
    });
    expect(created.statusCode, created.body).toBe(201);
    walkIn = created.json<CounterCustomer>();
    expect(walkIn).toMatchObject({ name: 'Asha Verma', email: 'asha.walkin@example.com' });
    const mails = await mailsTo('asha.walkin@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/user/register/');
    const byPhone = await send('GET', '/api/console/counter/customer?contact=98123%2045670');
    expect(byPhone.json<{ customer: CounterCustomer }>().customer.id).toBe(walkIn.id);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'customer'), eq(auditLog.recordId, String(walkIn.id))));
    expect(entry).toMatchObject({ action: 'customer.counter-create' });
    const again = await send('POST', '/api/console/counter/customers', {
      name: 'Asha V',
      email: 'asha.walkin@example.com',
      mobile: '+919812345671',
    });
    expect(again.statusCode).toBe(409);
  });

  const booking = (over: object = {}) => ({
    customerId: walkIn.id,
    carId: car.id,
    ratePackageId: pkg.id,
    pickupDropOptionId: option.id,
    tripType: 'local',
    pickupAt: base.toISOString(),
    dropAt: hoursAfter(base, 8).toISOString(),
    ...over,
  });

  it('refuses card without its reference and a period under 6 hours, booking nothing', async () => {
    const noRef = await send(
      'POST',
      '/api/console/counter/bookings',
      booking({ payment: { method: 'card' } }),
    );
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().message).toBe(COUNTER_REFERENCE_MESSAGE);
    const short = await send(
      'POST',
      '/api/console/counter/bookings',
      booking({ dropAt: hoursAfter(base, 4).toISOString() }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(minimumDurationMessage(4));
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, walkIn.id))).toEqual([]);
  });

  it('books with the cash taken at the counter: payment recorded, confirmed, audited, mailed', async () => {
    const res = await send(
      'POST',
      '/api/console/counter/bookings',
      booking({ payment: { method: 'cash' } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<CounterBookingResponse>();
    const total = 8 * pkg.ratePerHourPaise + car.securityDepositPaise + option.ratePaise;
    expect(made).toMatchObject({ status: 'confirmed', totalPaise: total });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, made.bookingId));
    expect(row).toMatchObject({ status: 'confirmed', userId: walkIn.id, holdExpiresAt: null });
    const paid = await t.db.select().from(payments).where(eq(payments.bookingId, made.bookingId));
    expect(paid).toEqual([
      expect.objectContaining({
        kind: 'rent',
        method: 'Cash at the counter',
        amountPaise: total,
        status: 'success',
      }),
    ]);
    // The cash lands in the journal: cash debited with the whole total, the deposit held and
    // the rest rent revenue and GST (decision 0031).
    const lines = await t.db
      .select({ account: journalLines.account, debit: journalLines.debitPaise })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(eq(journalEntries.bookingId, made.bookingId));
    expect(lines).toContainEqual({ account: 'cash', debit: total });
    expect(lines.map((l) => l.account)).toContain('deposits_held');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.recordType, 'booking'), eq(auditLog.recordId, String(made.bookingId))),
      );
    expect(entry).toMatchObject({ action: 'booking.counter-create' });
    await t.events.idle();
    const subjects = (await mailsTo(walkIn.email)).map((m) => m.subject);
    expect(subjects).toContain(`Booking #${made.bookingId} confirmed: ${car.title}`);

    // The same car in an overlapping period is refused, naming the booking it would clash with.
    const clash = await send(
      'POST',
      '/api/console/counter/bookings',
      booking({
        pickupAt: hoursAfter(base, 2).toISOString(),
        dropAt: hoursAfter(base, 10).toISOString(),
      }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(
      new RegExp(
        `^${escape(car.title)} \\(${car.carNumber}\\) is booked from .+ \\(booking #${made.bookingId}\\)\\. Please choose another time or car\\.$`,
      ),
    );
    expect(clash.json().message).not.toBe(BOOKING_TAKEN_MESSAGE);
    // ...and its figures, for a Hindi console to word with its own dates.
    expect(clash.json().figures).toEqual({
      kind: 'carRefused',
      car: `${car.title} (${car.carNumber})`,
      refusal: {
        kind: 'booking',
        bookingId: made.bookingId,
        from: expect.any(String),
        until: expect.any(String),
      },
    });
  });

  it('names why a car cannot go: the turnaround gap, the papers (issue 32)', async () => {
    const bhilai = await branchId(t.db, 'Bhilai');
    // The cash booking above holds base to base+8h; with a 60-minute turnaround, a pickup
    // 30 minutes after its drop is refused, naming that booking.
    await t.db.update(branches).set({ turnaroundMinutes: 60 }).where(eq(branches.id, bhilai));
    try {
      const tooSoon = await send(
        'POST',
        '/api/console/counter/bookings',
        booking({
          pickupAt: hoursAfter(base, 8.5).toISOString(),
          dropAt: hoursAfter(base, 16).toISOString(),
        }),
      );
      expect(tooSoon.statusCode).toBe(409);
      expect(tooSoon.json().message).toMatch(
        /needs 60 minutes between rentals, and booking #\d+ is from .+\. Please choose another time or car\.$/,
      );
    } finally {
      await t.db.update(branches).set({ turnaroundMinutes: 0 }).where(eq(branches.id, bhilai));
    }
    // A car whose insurance has lapsed: the paper and its date, not "just booked".
    const lapsed = istDate(new Date(Date.now() - 86_400_000));
    const papers = await send('GET', `/api/console/cars/${car.id}/compliance`);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/console/cars/${car.id}/compliance`,
      headers: { cookie },
      payload: { ...NO_PAPERS, insuranceExpiresOn: lapsed },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const refused = await send(
        'POST',
        '/api/console/counter/bookings',
        booking({
          pickupAt: hoursAfter(base, 48).toISOString(),
          dropAt: hoursAfter(base, 56).toISOString(),
        }),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `This car's papers or service do not cover this rental: The insurance is valid until ${lapsed}.`,
      );
      expect(refused.json().figures).toMatchObject({
        kind: 'carRefused',
        refusal: { kind: 'paper', item: 'insurance', on: lapsed },
      });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: `/api/console/cars/${car.id}/compliance`,
        headers: { cookie },
        payload: { ...NO_PAPERS, ...pick(papers.json()) },
      });
    }
  });

  it('takes the licence photographed at the counter, back to waiting for review', async () => {
    const upload = async (file: Buffer, name: string, type: string) => {
      const { payload, headers } = multipart(file, name, type);
      return t.app.inject({
        method: 'PUT',
        url: `/api/console/customers/${walkIn.id}/documents/licence_img`,
        headers: { ...headers, cookie },
        payload,
      });
    };
    const notImage = await upload(Buffer.from('not a picture'), 'licence.png', 'image/png');
    // The account upload's own check: a file that is not a picture is refused (415).
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toMatch(/JPEG/);
    const res = await upload(await testPicture(1200, 800), 'licence.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<{ documents: { kind: string; reviewStatus: string }[] }>();
    expect(detail.documents).toEqual([
      expect.objectContaining({ kind: 'licence_img', reviewStatus: 'pending' }),
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'document.counter-upload'),
          eq(auditLog.recordId, String(walkIn.id)),
        ),
      );
    expect(entry).toBeDefined();
  });

  it('finds a refused customer with the reason, and refuses to book for them', async () => {
    const refused = await createLoginCustomer(t.db);
    await t.db
      .update(users)
      .set({ blockedAt: new Date(), blockedReason: 'Car returned damaged, unpaid' })
      .where(eq(users.id, refused.id));
    const found = await send(
      'GET',
      `/api/console/counter/customer?contact=${encodeURIComponent(refused.email)}`,
    );
    expect(found.json<{ customer: CounterCustomer }>().customer).toMatchObject({
      id: refused.id,
      blocked: true,
      refusedReason: 'Car returned damaged, unpaid',
    });
    const res = await send(
      'POST',
      '/api/console/counter/bookings',
      booking({ customerId: refused.id, payment: { method: 'cash' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This customer is on the refused list (Car returned damaged, unpaid): no booking can be made for them.',
    );
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, refused.id))).toEqual([]);
  });

  it("refuses another branch's car to branch staff", async () => {
    const [raipurCar] = await t.db
      .select()
      .from(cars)
      .where(eq(cars.branchId, await branchId(t.db, 'Raipur')))
      .limit(1);
    const res = await send(
      'POST',
      '/api/console/counter/bookings',
      booking({ carId: raipurCar!.id }),
    );
    expect(res.statusCode).toBe(404);
  });
});

describe("the desk's cars (GET /api/console/counter/cars)", () => {
  it('gives counter staff their branch’s cars with packages and options, not another branch’s', async () => {
    const counter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
    const bhilai = await branchId(t.db, 'Bhilai');
    const mine = await send('GET', '/api/console/counter/cars', undefined, counter);
    expect(mine.statusCode, mine.body).toBe(200);
    const desk = mine.json<CounterCars>();
    expect(desk.cars.length).toBeGreaterThan(0);
    expect(desk.cars.every((c) => c.branchId === bhilai)).toBe(true);
    expect(desk.cars.find((c) => c.id === car.id)).toMatchObject({
      title: car.title,
      carNumber: car.carNumber,
      securityDepositPaise: car.securityDepositPaise,
      ratePackages: expect.arrayContaining([expect.objectContaining({ id: pkg.id })]),
    });
    expect(desk.pickupDropOptions).toContainEqual({
      id: option.id,
      branchId: bhilai,
      name: option.name,
      ratePaise: option.ratePaise,
    });
    expect(desk.pickupDropOptions.every((o) => o.branchId === bhilai)).toBe(true);
    const asked = await send(
      'GET',
      `/api/console/counter/cars?branchId=${bhilai}`,
      undefined,
      counter,
    );
    expect(asked.json()).toEqual(desk);
    const raipur = await branchId(t.db, 'Raipur');
    const other = await send(
      'GET',
      `/api/console/counter/cars?branchId=${raipur}`,
      undefined,
      counter,
    );
    expect(other.statusCode).toBe(404);
    // The fleet's own list stays a manager's.
    expect((await send('GET', '/api/console/cars', undefined, counter)).statusCode).toBe(403);
  });

  it('gives an admin the branch asked for', async () => {
    const admin = (await staffCookie(t.app, t.db, null)).cookie;
    const raipur = await branchId(t.db, 'Raipur');
    const res = await send('GET', `/api/console/counter/cars?branchId=${raipur}`, undefined, admin);
    expect(res.statusCode, res.body).toBe(200);
    const desk = res.json<CounterCars>();
    expect(desk.cars.length).toBeGreaterThan(0);
    expect(desk.cars.every((c) => c.branchId === raipur)).toBe(true);
  });
});

describe('the billing address at the counter (decision 0041)', () => {
  const SHOP = {
    street: 'Shop 4, Akash Ganga',
    city: 'Bhilai',
    stateCode: '22',
    pincode: '490006',
  };

  /** A cash booking at the counter for `customerId`, `days` ahead, with `billing` added. */
  const paidAtCounter = (customerId: number, days: number, billing: object) => {
    const later = hoursAfter(base, 24 * days);
    return {
      customerId,
      carId: car.id,
      ratePackageId: pkg.id,
      pickupDropOptionId: option.id,
      tripType: 'local',
      pickupAt: later.toISOString(),
      dropAt: hoursAfter(later, 8).toISOString(),
      payment: { method: 'cash' },
      ...billing,
    };
  };

  it('asks what is on file, refuses a wrong address and issues the receipt voucher to a good one', async () => {
    const walker = await createLoginCustomer(t.db);
    const onFile = await send('GET', `/api/console/counter/billing?customerId=${walker.id}`);
    expect(onFile.statusCode, onFile.body).toBe(200);
    expect(onFile.json()).toMatchObject({ address: null, business: null });
    const body = (billingAddress: object) => paidAtCounter(walker.id, 5, { billingAddress });
    const wrong = await send(
      'POST',
      '/api/console/counter/bookings',
      body({ ...SHOP, pincode: '4900' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: BILLING_MESSAGES.pincode,
      field: 'billingAddress.pincode',
    });
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, walker.id))).toEqual([]);

    const res = await send('POST', '/api/console/counter/bookings', body(SHOP));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<CounterBookingResponse>();
    const [voucher] = await t.db
      .select()
      .from(gstDocuments)
      .where(eq(gstDocuments.bookingId, made.bookingId));
    expect(voucher?.recipient).toMatchObject({
      address: 'Shop 4, Akash Ganga, Bhilai 490006',
      stateCode: '22',
    });
    const after = await send('GET', `/api/console/counter/billing?customerId=${walker.id}`);
    expect(after.json().address).toEqual(SHOP);
    const nobody = await send('GET', '/api/console/counter/billing?customerId=999999');
    expect(nobody.statusCode).toBe(400);
  });

  it("bills a registered business the customer names: its GSTIN on the receipt voucher, refused when the GSTIN's State is not the address's", async () => {
    const walker = await createLoginCustomer(t.db);
    const body = (business: object) => paidAtCounter(walker.id, 7, { business });
    const firm = { gstin: '22AAPFU0939F1Z5', businessName: 'Verma Traders', address: SHOP };
    const elsewhere = await send(
      'POST',
      '/api/console/counter/bookings',
      body({ ...firm, gstin: '27AAPFU0939F1ZV' }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      message: BILLING_MESSAGES.gstState,
      field: 'business.address.stateCode',
    });
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, walker.id))).toEqual([]);

    const res = await send('POST', '/api/console/counter/bookings', body(firm));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<CounterBookingResponse>();
    const [voucher] = await t.db
      .select()
      .from(gstDocuments)
      .where(eq(gstDocuments.bookingId, made.bookingId));
    expect(voucher?.recipient).toMatchObject({
      name: 'Verma Traders',
      gstin: '22AAPFU0939F1Z5',
      stateCode: '22',
    });
    const after = await send('GET', `/api/console/counter/billing?customerId=${walker.id}`);
    expect(after.json().business).toEqual(firm);
  });
});
