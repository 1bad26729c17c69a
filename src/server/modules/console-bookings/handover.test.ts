import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOT_VERIFIED_PICKUP_MESSAGE,
  ODOMETER_BELOW_PICKUP_MESSAGE,
  ALREADY_PICKED_UP_MESSAGE,
} from '../../../shared/console-bookings.js';
import {
  auditLog,
  bookingHandovers,
  bookings,
  handoverSignatures,
  notificationChannels,
  outboxMessages,
  payments,
  users,
} from '../../db/schema.js';
import { formatRupees } from '../../../shared/money.js';
import {
  earlyHandoverMessage,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_NOT_IMAGE_MESSAGE,
} from '../../../shared/handover-sheet.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import { hoursAfter } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';

let t: TestApp;
let cookie: string;
const FUEL_RATE = 60_000;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { RATE_LIMITS: 'false', FUEL_CHARGE_PER_EIGHTH_PAISE: String(FUEL_RATE) },
  });
  cookie = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
const handoverRows = (bookingId: number) =>
  t.db.select().from(bookingHandovers).where(eq(bookingHandovers.bookingId, bookingId));
const auditOf = (bookingId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'booking'), eq(auditLog.recordId, String(bookingId))));

describe('pickup', () => {
  it('refuses a customer whose documents are not verified, and records nothing', async () => {
    const customer = await customerWithDocuments(t.db, 'pending');
    const { booking } = await paidBooking(t.db, customer.id, 'Bhilai', hoursAfter(new Date(), 30));
    const res = await post(`/api/console/bookings/${booking.id}/pickup`, {
      odometerKm: 12_000,
      fuelEighths: 8,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOT_VERIFIED_PICKUP_MESSAGE);
    expect(await handoverRows(booking.id)).toHaveLength(0);
    expect(await auditOf(booking.id)).toHaveLength(0);
  });

  it('records odometer and fuel for a verified customer, once, with an audit entry', async () => {
    const customer = await customerWithDocuments(t.db, 'verified');
    const { booking } = await paidBooking(t.db, customer.id, 'Bhilai', hoursAfter(new Date(), 30));
    const url = `/api/console/bookings/${booking.id}/pickup`;
    const reading = {
      odometerKm: 12_000,
      fuelEighths: 7,
      notes: 'Scratch on rear bumper',
      checklist: { spareTyre: true, jack: true, documents: false, accessories: 'Phone holder' },
    };
    // The booked pickup is 24 hours away: handing over now needs a reason, and nothing is kept.
    const early = await post(url, reading);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      message: earlyHandoverMessage(formatIstDayTime(booking.pickupAt)),
      field: 'earlyReason',
      figures: { kind: 'earlyHandover', hours: 2, pickupAt: booking.pickupAt.toISOString() },
    });
    expect(await handoverRows(booking.id)).toHaveLength(0);
    const res = await post(url, { ...reading, earlyReason: 'Flight moved a day earlier' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().handovers[0]).toMatchObject({
      stage: 'pickup',
      odometerKm: 12_000,
      fuelEighths: 7,
      checklist: reading.checklist,
      earlyReason: 'Flight moved a day earlier',
    });
    expect(res.json().booking.stage).toBe('picked_up');
    const again = await post(url, { odometerKm: 12_001, fuelEighths: 7 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_PICKED_UP_MESSAGE);
    expect(await handoverRows(booking.id)).toHaveLength(1);
    expect((await auditOf(booking.id)).map((a) => a.action)).toEqual(['booking.pickup']);
  });

  it('answers bad readings with 400 and a clear message', async () => {
    const customer = await customerWithDocuments(t.db, 'verified');
    const { booking } = await paidBooking(t.db, customer.id, 'Bhilai', hoursAfter(new Date(), 30));
    const url = `/api/console/bookings/${booking.id}/pickup`;
    const fuel = await post(url, { odometerKm: 100, fuelEighths: 9 });
    expect(fuel.statusCode).toBe(400);
    expect(fuel.json().message).toBe('Choose the fuel level.');
    const odo = await post(url, { odometerKm: -5, fuelEighths: 4 });
    expect(odo.statusCode).toBe(400);
    expect(odo.json().message).toBe('The odometer reading cannot be negative.');
    expect(await handoverRows(booking.id)).toHaveLength(0);
  });

  it('refuses a booking not yet paid', async () => {
    const customer = await customerWithDocuments(t.db, 'verified');
    const { booking } = await paidBooking(t.db, customer.id, 'Bhilai', hoursAfter(new Date(), 30));
    await t.db
      .update(bookings)
      .set({ status: 'pending_payment' })
      .where(eq(bookings.id, booking.id));
    const res = await post(`/api/console/bookings/${booking.id}/pickup`, {
      odometerKm: 1,
      fuelEighths: 8,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('return', () => {
  it('bills extra km, every started late hour at the extend rate and fuel; refunds the rest', async () => {
    const customer = await customerWithDocuments(t.db, 'verified');
    // Dropped 90 minutes ago: two started hours late.
    const { booking, pkg } = await paidBooking(
      t.db,
      customer.id,
      'Bhilai',
      new Date(Date.now() - 90 * 60_000),
    );
    const base = `/api/console/bookings/${booking.id}`;
    expect((await post(`${base}/pickup`, { odometerKm: 20_000, fuelEighths: 8 })).statusCode).toBe(
      200,
    );
    const below = await post(`${base}/return`, { odometerKm: 19_999, fuelEighths: 8 });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe(ODOMETER_BELOW_PICKUP_MESSAGE);

    const res = await post(`${base}/return`, {
      odometerKm: 20_130,
      fuelEighths: 6,
      damageNotes: 'None',
    });
    expect(res.statusCode, res.body).toBe(200);
    const extraKmPaise = 30 * booking.extraKmRatePaise; // 130 driven, 100 included
    const latePaise = 2 * pkg.extendRatePerHourPaise;
    const fuelPaise = 2 * FUEL_RATE;
    const charges = extraKmPaise + latePaise + fuelPaise;
    const { bill, refundPaymentId } = res.json();
    expect(bill).toMatchObject({
      kmDriven: 130,
      extraKm: 30,
      extraKmPaise,
      lateHours: 2,
      latePaise,
      fuelEighthsShort: 2,
      fuelPaise,
      chargesPaise: charges,
      depositRefundPaise: booking.depositPaise - charges,
    });

    const [closed] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(closed!.status).toBe('completed');
    const page = await t.app.inject({ method: 'GET', url: base, headers: { cookie } });
    expect(page.json().booking.stage).toBe('returned');
    // The seeded deposit covers these charges, so the rest is refunded (a bill above the
    // deposit refunds nothing: shared/final-bill.test.ts).
    expect(bill.depositRefundPaise).toBeGreaterThan(0);
    const [refund] = await t.db.select().from(payments).where(eq(payments.id, refundPaymentId));
    expect(refund).toMatchObject({
      kind: 'refund',
      status: 'pending',
      amountPaise: bill.depositRefundPaise,
    });
    const mail = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customer.email));
    expect(mail.map((m) => m.subject)).toContain(`Booking #${booking.id}: your final bill`);
    expect((await auditOf(booking.id)).map((a) => a.action).sort()).toEqual([
      'booking.pickup',
      'booking.return',
    ]);
    const twice = await post(`${base}/return`, { odometerKm: 20_200, fuelEighths: 8 });
    expect(twice.statusCode).toBe(409);

    // The customer reads the same bill on their dashboard; nobody else can.
    const billUrl = `/api/account/bookings/${booking.id}/final-bill`;
    const own = await createLoginCustomer(t.db);
    await t.db.update(bookings).set({ userId: own.id }).where(eq(bookings.id, booking.id));
    const mine = await t.app.inject({
      method: 'GET',
      url: billUrl,
      headers: { cookie: await loginCookie(t.app, own.email, own.password) },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().bill).toEqual(bill);
    const other = await createLoginCustomer(t.db);
    const theirs = await t.app.inject({
      method: 'GET',
      url: billUrl,
      headers: { cookie: await loginCookie(t.app, other.email, other.password) },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('refunds the whole deposit for an on-time return within the allowance', async () => {
    const customer = await customerWithDocuments(t.db, 'verified');
    const { booking } = await paidBooking(t.db, customer.id, 'Bhilai', hoursAfter(new Date(), 2));
    const base = `/api/console/bookings/${booking.id}`;
    await post(`${base}/pickup`, { odometerKm: 500, fuelEighths: 4 });
    const res = await post(`${base}/return`, { odometerKm: 560, fuelEighths: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bill).toMatchObject({
      chargesPaise: 0,
      depositRefundPaise: booking.depositPaise,
    });
  });

  it("mails the final bill in the customer's language, even with the e-mail channel off", async () => {
    const customer = await customerWithDocuments(t.db, 'verified');
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, customer.id));
    await t.db
      .insert(notificationChannels)
      .values({ userId: customer.id, email: false, sms: true, whatsapp: false });
    const { booking } = await paidBooking(t.db, customer.id, 'Bhilai', hoursAfter(new Date(), 2));
    const base = `/api/console/bookings/${booking.id}`;
    await post(`${base}/pickup`, { odometerKm: 500, fuelEighths: 4 });
    const res = await post(`${base}/return`, { odometerKm: 560, fuelEighths: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customer.email))
      .orderBy(asc(outboxMessages.id));
    // The handover sheet after the pickup, then the bill (with the sheet attached).
    expect(mails.map((m) => m.subject)).toEqual([
      `बुकिंग #${booking.id}: आपकी हैंडओवर शीट`,
      `बुकिंग #${booking.id}: आपका अंतिम बिल`,
    ]);
    const mail = mails[1];
    const { bill } = res.json();
    expect(mail!.text).toContain(`चलाए गए किलोमीटर: 60 (शामिल: ${bill.kmIncluded})`);
    expect(mail!.text).toContain(`कुल शुल्क: ${formatRupees(bill.chargesPaise)}`);
    expect(mail!.text).toContain(
      `आपके डिपॉज़िट में से ${formatRupees(bill.depositRefundPaise)} हम जल्द ही आपको वापस भेज देंगे।`,
    );
    expect(mail!.text).not.toMatch(/Kilometres|Thank you/);
  });

  it('refuses a return before the pickup', async () => {
    const customer = await customerWithDocuments(t.db, 'verified');
    const { booking } = await paidBooking(t.db, customer.id, 'Bhilai', hoursAfter(new Date(), 2));
    const res = await post(`/api/console/bookings/${booking.id}/return`, {
      odometerKm: 10,
      fuelEighths: 4,
    });
    expect(res.statusCode).toBe(400);
    expect(await handoverRows(booking.id)).toHaveLength(0);
  });
});

describe('signature', () => {
  const sign = async (bookingId: number, file: Buffer, type = 'image/png') => {
    const { payload, headers } = multipart(file, 'signature.png', type);
    return t.app.inject({
      method: 'POST',
      url: `/api/console/bookings/${bookingId}/signature/pickup`,
      headers: { ...headers, cookie },
      payload,
    });
  };
  const signatures = (bookingId: number) =>
    t.db.select().from(handoverSignatures).where(eq(handoverSignatures.bookingId, bookingId));

  it('keeps a PNG drawn on the pad, and refuses a signature that is not an image', async () => {
    const customer = await customerWithDocuments(t.db, 'verified');
    const { booking } = await paidBooking(t.db, customer.id, 'Bhilai', hoursAfter(new Date(), 2));
    // Text dressed up as a PNG (right name and type, wrong content).
    const fake = await sign(booking.id, Buffer.from('<svg onload="x()"></svg>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(SIGNATURE_NOT_IMAGE_MESSAGE);
    // A JPEG is a picture, but not what the pad draws.
    const jpeg = await sign(
      booking.id,
      await sharp({ create: { width: 40, height: 20, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer(),
    );
    expect(jpeg.statusCode).toBe(400);
    const huge = await sign(booking.id, Buffer.alloc(SIGNATURE_MAX_BYTES + 1));
    expect(huge.statusCode).toBe(413);
    expect(await signatures(booking.id)).toHaveLength(0);
    expect(await auditOf(booking.id)).toHaveLength(0);

    const png = await sharp({
      create: { width: 400, height: 150, channels: 4, background: '#0000' },
    })
      .png()
      .toBuffer();
    const ok = await sign(booking.id, png);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await signatures(booking.id)).toHaveLength(1);
    expect((await auditOf(booking.id)).map((a) => a.action)).toEqual(['booking.signature.pickup']);
  });
});
