import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleBookingDetail } from '../../../shared/console-bookings.js';
import { DAMAGE_NOTE_MAX, DAMAGE_PHOTO_NOT_OURS_MESSAGE } from '../../../shared/handover-sheet.js';
import {
  auditLog,
  bookingHandovers,
  handoverDamageMarks,
  outboxMessages,
  users,
} from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { hoursAfter } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loginCookie } from '../auth/auth-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { NO_HANDOVER_SHEET_MESSAGE } from '../handover/index.js';

let t: TestApp;
let cookie: string;
let staffName: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  const staff = await staffCookie(t.app, t.db, 'Bhilai', { name: 'Meena Sahu' });
  cookie = staff.cookie;
  staffName = staff.user.name;
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

/** The PDF's text as a reader (or a screen reader) gets it. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
/** How many pictures the PDF holds (the signature is one). */
function pdfImageCount(pdf: Buffer) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-')), 'sheet.pdf');
  fs.writeFileSync(file, pdf);
  const list = execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n');
  fs.rmSync(path.dirname(file), { recursive: true });
  return list.slice(2).length;
}

const png = (background: string, width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function upload(bookingId: number, kind: 'handover-photos' | 'signature', stage: string) {
  const body = multipart(
    await png(kind === 'signature' ? '#ffffff' : '#2266aa'),
    'x.png',
    'image/png',
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/console/bookings/${bookingId}/${kind}/${stage}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: number; url: string };
}

/** A verified customer who can log in, with a paid booking whose pickup is now. */
async function readyBooking(name?: string) {
  const customer = await customerWithDocuments(t.db, 'verified');
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword('Secret123'), ...(name ? { name } : {}) })
    .where(eq(users.id, customer.id));
  const { booking, car } = await paidBooking(
    t.db,
    customer.id,
    'Bhilai',
    hoursAfter(new Date(), 6),
  );
  return { customer, booking, car };
}

const checklist = { spareTyre: true, jack: false, documents: true, accessories: 'Phone holder' };
const marksOf = (bookingId: number) =>
  t.db.select().from(handoverDamageMarks).where(eq(handoverDamageMarks.bookingId, bookingId));
const mailsTo = async (email: string) =>
  (await t.db.select().from(outboxMessages)).filter((m) => m.recipient === email);

describe('damage marks', () => {
  it('refuses a mark off the outline, a long note and another handover’s photo, keeping nothing', async () => {
    const { booking } = await readyBooking();
    const other = await readyBooking();
    const theirPhoto = await upload(other.booking.id, 'handover-photos', 'pickup');
    const ownReturnPhoto = await upload(booking.id, 'handover-photos', 'return');
    const url = `/api/console/bookings/${booking.id}/pickup`;
    const body = (mark: object) => ({
      odometerKm: 100,
      fuelEighths: 8,
      damageMarks: [{ x: 0.5, y: 0.5, note: 'Dent', ...mark }],
    });
    const cases: [object, string][] = [
      [{ x: 1.2 }, 'A damage mark must be on the car outline.'],
      [{ y: -0.1 }, 'A damage mark must be on the car outline.'],
      [{ note: '  ' }, 'Say what the damage is.'],
      [
        { note: 'x'.repeat(DAMAGE_NOTE_MAX + 1) },
        `A damage note can be at most ${DAMAGE_NOTE_MAX} characters.`,
      ],
      [{ photoId: theirPhoto.id }, DAMAGE_PHOTO_NOT_OURS_MESSAGE],
      // A photo of this booking, but of the return: not what the car looked like at pickup.
      [{ photoId: ownReturnPhoto.id }, DAMAGE_PHOTO_NOT_OURS_MESSAGE],
    ];
    for (const [mark, message] of cases) {
      const res = await inject('POST', url, body(mark));
      expect(res.statusCode, JSON.stringify(mark)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await marksOf(booking.id)).toEqual([]);
    const handovers = await t.db
      .select()
      .from(bookingHandovers)
      .where(eq(bookingHandovers.bookingId, booking.id));
    expect(handovers).toEqual([]);
  });

  it('keeps numbered marks with the pickup, and shows the return’s as new beside them', async () => {
    const { booking } = await readyBooking();
    const photo = await upload(booking.id, 'handover-photos', 'pickup');
    const pickup = await inject('POST', `/api/console/bookings/${booking.id}/pickup`, {
      odometerKm: 12_000,
      fuelEighths: 6,
      checklist,
      damageMarks: [
        { x: 0.5, y: 0.04, note: 'Scratch on the front bumper', photoId: photo.id },
        { x: 0.1, y: 0.36, note: 'Chipped left mirror' },
      ],
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const afterPickup = pickup.json<ConsoleBookingDetail>();
    expect(afterPickup.handovers[0]!.damageMarks).toEqual([
      { number: 1, x: 0.5, y: 0.04, note: 'Scratch on the front bumper', photoUrl: photo.url },
      { number: 2, x: 0.1, y: 0.36, note: 'Chipped left mirror', photoUrl: null },
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.pickup'), eq(auditLog.recordId, String(booking.id))));
    expect((audit!.after as { damageMarks: unknown[] }).damageMarks).toHaveLength(2);

    const back = await inject('POST', `/api/console/bookings/${booking.id}/return`, {
      odometerKm: 12_150,
      fuelEighths: 6,
      checklist,
      damageMarks: [{ x: 0.5, y: 0.95, note: 'Dent in the rear bumper' }],
    });
    expect(back.statusCode, back.body).toBe(200);
    const detail = (
      await inject('GET', `/api/console/bookings/${booking.id}`)
    ).json<ConsoleBookingDetail>();
    const byStage = Object.fromEntries(detail.handovers.map((h) => [h.stage, h]));
    expect(byStage.pickup!.damageMarks.map((m) => m.note)).toEqual([
      'Scratch on the front bumper',
      'Chipped left mirror',
    ]);
    expect(byStage.return!.damageMarks).toEqual([
      { number: 1, x: 0.5, y: 0.95, note: 'Dent in the rear bumper', photoUrl: null },
    ]);
  });
});

describe('handover sheet PDF', () => {
  it('mails the sheet after pickup with the checklist, readings, marks, signature and staff', async () => {
    // A customer whose name is in Devanagari, and a note written in Hindi (issue 32): both
    // print shaped and read back as written.
    const { customer, booking, car } = await readyBooking('कृष्णमूर्ति साहू');
    await upload(booking.id, 'signature', 'pickup');
    const res = await inject('POST', `/api/console/bookings/${booking.id}/pickup`, {
      odometerKm: 23_456,
      fuelEighths: 5,
      checklist,
      damageMarks: [{ x: 0.5, y: 0.95, note: 'पिछले बम्पर पर खरोंच' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = (await mailsTo(customer.email)).filter((m) =>
      m.subject?.includes('handover sheet'),
    );
    expect(mail?.subject).toBe(`Booking #${booking.id}: your handover sheet`);
    const [attachment] = mail!.attachments!;
    expect(attachment).toMatchObject({
      filename: `handover-sheet-booking-${booking.id}.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = Buffer.from(attachment!.contentBase64, 'base64');
    const text = pdfText(pdf);
    expect(text).toContain('Handover sheet');
    expect(text).toContain(`Booking: #${booking.id}`);
    expect(text).toContain('Customer: कृष्णमूर्ति साहू');
    expect(text).toContain(`(${car.carNumber})`);
    expect(text).toContain('Odometer: 23456 km');
    expect(text).toContain('Fuel: 5/8 of a tank');
    expect(text).toContain('Spare tyre: Yes');
    expect(text).toContain('Jack and wheel spanner: No');
    expect(text).toContain('Accessories: Phone holder');
    expect(text).toContain('1. Rear bumper: पिछले बम्पर पर खरोंच');
    expect(text).toContain(`Staff: ${staffName}`);
    expect(text).not.toContain('Not signed on the tablet.');
    expect(pdfImageCount(pdf)).toBe(1);
    expect(text).not.toContain('Return');
  });

  it('attaches the sheet with the return and its new damage to the final bill mail', async () => {
    const { customer, booking } = await readyBooking();
    await inject('POST', `/api/console/bookings/${booking.id}/pickup`, {
      odometerKm: 500,
      fuelEighths: 8,
      checklist,
    });
    const back = await inject('POST', `/api/console/bookings/${booking.id}/return`, {
      odometerKm: 620,
      fuelEighths: 7,
      checklist: { ...checklist, jack: true },
      damageMarks: [{ x: 0.9, y: 0.66, note: 'Long scratch on the right rear door' }],
    });
    expect(back.statusCode, back.body).toBe(200);
    const [mail] = (await mailsTo(customer.email)).filter((m) => m.subject?.includes('final bill'));
    expect(mail!.text).toContain('The handover sheet is attached');
    const text = pdfText(Buffer.from(mail!.attachments![0]!.contentBase64, 'base64'));
    expect(text).toContain('Damage marks at pickup: none');
    expect(text).toContain('Odometer: 620 km');
    expect(text).toContain('New damage at return: 1');
    expect(text).toContain('N1. Right rear door and wing: Long scratch on the right rear door');
    // Neither stage was signed on the tablet: the sheet says so rather than leaving a blank.
    expect(text.split('Not signed on the tablet.').length - 1).toBe(2);
  });

  it('is printed in Hindi for a clerk who reads the console in Hindi, and mailed in Hindi to a Hindi-reading customer', async () => {
    const clerk = await staffCookie(t.app, t.db, 'Bhilai', {
      staffRole: 'staff',
      name: 'रीना वर्मा',
    });
    const chose = await inject('PUT', '/api/console/language', { language: 'hi' }, clerk.cookie);
    expect(chose.statusCode, chose.body).toBe(200);
    const { customer, booking } = await readyBooking('सुनीता यादव');
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, customer.id));
    const res = await inject(
      'POST',
      `/api/console/bookings/${booking.id}/pickup`,
      {
        odometerKm: 8_800,
        fuelEighths: 8,
        checklist: { ...checklist, accessories: '' },
        damageMarks: [{ x: 0.5, y: 0.95, note: 'पिछले बम्पर पर खरोंच' }],
      },
      clerk.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);

    // The desk's copy: the clerk's session carries no language cookie; the account decides.
    const desk = await inject(
      'GET',
      `/api/console/bookings/${booking.id}/handover-sheet`,
      undefined,
      clerk.cookie,
    );
    const mailed = (await mailsTo(customer.email)).find((m) => m.attachments?.length);
    for (const pdf of [
      desk.rawPayload,
      Buffer.from(mailed!.attachments![0]!.contentBase64, 'base64'),
    ]) {
      const text = pdfText(pdf);
      expect(text).toContain('हैंडओवर शीट');
      expect(text).toContain(`बुकिंग: #${booking.id}`);
      expect(text).toContain('ग्राहक: सुनीता यादव');
      expect(text).toContain('ओडोमीटर: 8800 km');
      expect(text).toContain('ईंधन: फ़ुल (8/8)');
      expect(text).toContain('जैक और पहिया खोलने का पाना: नहीं');
      expect(text).toContain('सामान: कुछ नहीं लिखा गया');
      expect(text).toContain('पिकअप के समय नुकसान के निशान: 1');
      expect(text).toContain('1. पीछे का बम्पर: पिछले बम्पर पर खरोंच');
      expect(text).toContain('स्टाफ़: रीना वर्मा');
      expect(text).not.toContain('Odometer');
    }
    // The same sheet for an English-reading manager stays in English.
    const english = await inject('GET', `/api/console/bookings/${booking.id}/handover-sheet`);
    expect(pdfText(english.rawPayload)).toContain('Jack and wheel spanner: No');
  });

  it('lets staff and the customer download it, and nobody else', async () => {
    const { customer, booking } = await readyBooking();
    const staffUrl = `/api/console/bookings/${booking.id}/handover-sheet`;
    const mineUrl = `/api/account/bookings/${booking.id}/handover-sheet`;
    const customerCookie = await loginCookie(t.app, customer.email, 'Secret123');
    // Not handed over yet: nothing to download.
    const early = await inject('GET', mineUrl, undefined, customerCookie);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe(NO_HANDOVER_SHEET_MESSAGE);

    await inject('POST', `/api/console/bookings/${booking.id}/pickup`, {
      odometerKm: 42,
      fuelEighths: 8,
    });
    for (const [url, as] of [
      [staffUrl, cookie],
      [mineUrl, customerCookie],
    ] as const) {
      const res = await inject('GET', url, undefined, as);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(
        `handover-sheet-booking-${booking.id}.pdf`,
      );
      expect(pdfText(res.rawPayload)).toContain('Odometer: 42 km');
    }
    const stranger = await readyBooking();
    const strangerCookie = await loginCookie(t.app, stranger.customer.email, 'Secret123');
    expect((await inject('GET', mineUrl, undefined, strangerCookie)).statusCode).toBe(404);
    const raipur = (await staffCookie(t.app, t.db, 'Raipur')).cookie;
    expect((await inject('GET', staffUrl, undefined, raipur)).statusCode).toBe(404);
    expect((await t.app.inject({ url: mineUrl })).statusCode).toBe(401);
  });
});
