import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOT_VERIFIED_PICKUP_MESSAGE,
  BLOCKED_PICKUP_MESSAGE,
} from '../../../shared/console-bookings.js';
import { ACCOUNT_BLOCKED_MESSAGE } from '../../../shared/console-customers.js';
import { auditLog, outboxMessages, userDocuments, users } from '../../db/schema.js';
import { createCustomer, hoursAfter } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { createStaff, signIn, staffCookie } from '../console-access/console-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';

let t: TestApp;
let bhilai: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  bhilai = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  admin = await signIn(t.app, (await createStaff(t.db, null)).email);
});
afterAll(() => t.close());

const inject = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const week = (n: number) => hoursAfter(new Date(), 24 * 7 * n);

describe('which customers branch staff see', () => {
  it('lists customers with a booking at the branch; an admin sees everybody', async () => {
    const local = await customerWithDocuments(t.db, 'pending');
    await paidBooking(t.db, local.id, 'Bhilai', week(3));
    const elsewhere = await customerWithDocuments(t.db, 'pending');
    await paidBooking(t.db, elsewhere.id, 'Raipur', week(3));
    const none = await createCustomer(t.db);

    const ids = async (cookie: string) =>
      (await inject(cookie, 'GET', '/api/console/customers?q=Test'))
        .json()
        .customers.map((c: { id: number }) => c.id);
    const seen = await ids(bhilai);
    expect(seen).toContain(local.id);
    expect(seen).not.toContain(elsewhere.id);
    expect(seen).not.toContain(none.id);
    const all = await ids(admin);
    expect(all).toEqual(expect.arrayContaining([local.id, elsewhere.id, none.id]));

    expect((await inject(bhilai, 'GET', `/api/console/customers/${local.id}`)).statusCode).toBe(
      200,
    );
    expect((await inject(bhilai, 'GET', `/api/console/customers/${none.id}`)).statusCode).toBe(404);
    expect((await inject(admin, 'GET', `/api/console/customers/${none.id}`)).statusCode).toBe(200);
  });
});

describe('document review', () => {
  it('rejects with a reason the customer reads, verifies, and then allows the pickup', async () => {
    const alice = await createLoginCustomer(t.db);
    for (const kind of ['licence_img', 'id_proof_img'] as const) {
      await t.db.insert(userDocuments).values({
        userId: alice.id,
        kind,
        storageKey: `documents/${alice.id}/${kind}.jpg`,
        mimeType: 'image/jpeg',
        sizeBytes: 10,
      });
    }
    const { booking } = await paidBooking(t.db, alice.id, 'Bhilai', week(4));
    const review = (kind: string, payload: object) =>
      inject(
        bhilai,
        'POST',
        `/api/console/customers/${alice.id}/documents/${kind}/review`,
        payload,
      );

    const noReason = await review('licence_img', { decision: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please give the customer a reason for the rejection.');

    const rejected = await review('licence_img', {
      decision: 'rejected',
      reason: 'The photo is blurred',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const customerCookie = await loginCookie(t.app, alice.email, alice.password);
    const mine = await inject(customerCookie, 'GET', '/api/account/documents');
    expect(mine.json().documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'licence_img',
          reviewStatus: 'rejected',
          reviewReason: 'The photo is blurred',
        }),
      ]),
    );
    const mail = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, alice.email));
    expect(mail.some((m) => m.text.includes('Reason: The photo is blurred'))).toBe(true);

    const pickup = () =>
      inject(bhilai, 'POST', `/api/console/bookings/${booking.id}/pickup`, {
        odometerKm: 1,
        fuelEighths: 8,
        // The booking is weeks ahead: handing over that early needs a reason (decision 0030).
        earlyReason: 'The customer starts a week early and pays the difference.',
      });
    expect((await pickup()).json().message).toBe(NOT_VERIFIED_PICKUP_MESSAGE);

    await review('licence_img', {
      decision: 'verified',
      licence: {
        licenceNumber: 'CG07 20150012345',
        licenceExpiresOn: '2040-05-01',
        dateOfBirth: '1990-02-03',
      },
    });
    await review('id_proof_img', { decision: 'verified' });
    const [row] = await t.db.select().from(users).where(eq(users.id, alice.id));
    expect(row!.idVerified).toBe(true);
    expect((await pickup()).statusCode).toBe(200);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'customer'), eq(auditLog.recordId, String(alice.id))));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'document.reject',
      'document.verify',
      'document.verify',
    ]);
  });

  it("tells a Hindi reader the review in Hindi: the rejection with staff's reason, then the verification", async () => {
    const asha = await createLoginCustomer(t.db);
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, asha.id));
    await t.db.insert(userDocuments).values({
      userId: asha.id,
      kind: 'user_photo',
      storageKey: `documents/${asha.id}/user_photo.jpg`,
      mimeType: 'image/jpeg',
      sizeBytes: 10,
    });
    const review = (payload: object) =>
      inject(
        admin,
        'POST',
        `/api/console/customers/${asha.id}/documents/user_photo/review`,
        payload,
      );
    expect((await review({ decision: 'rejected', reason: 'Face not visible' })).statusCode).toBe(
      200,
    );
    expect((await review({ decision: 'verified' })).statusCode).toBe(200);
    // Verified again (staff correcting their record): no second mail (issue 32).
    expect((await review({ decision: 'verified' })).statusCode).toBe(200);
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, asha.email))
      .orderBy(outboxMessages.id);
    expect(mails.map((m) => m.subject)).toEqual(['फ़ोटो: कृपया फिर से अपलोड करें', 'फ़ोटो: सत्यापित']);
    expect(mails[0]!.text).toContain('हम आपके फ़ोटो को स्वीकार नहीं कर सके।');
    expect(mails[0]!.text).toContain('कारण: Face not visible');
    expect(mails[0]!.text).toContain('/user/page/MyDocument पर फिर से अपलोड करें।');
    expect(mails[1]!.text).toContain('हमने आपके फ़ोटो की जाँच करके उसे सत्यापित कर दिया है।');
  });

  it('answers a missing document with 400', async () => {
    const bob = await createCustomer(t.db);
    await paidBooking(t.db, bob.id, 'Bhilai', week(5));
    const res = await inject(
      bhilai,
      'POST',
      `/api/console/customers/${bob.id}/documents/user_photo/review`,
      {
        decision: 'verified',
      },
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('blocking', () => {
  it('ends the customer’s sessions, refuses sign-in and pickup, and is audited', async () => {
    const carol = await createLoginCustomer(t.db);
    await t.db.update(users).set({ idVerified: true }).where(eq(users.id, carol.id));
    for (const kind of ['licence_img', 'id_proof_img'] as const) {
      await t.db.insert(userDocuments).values({
        userId: carol.id,
        kind,
        storageKey: `documents/${carol.id}/${kind}.jpg`,
        mimeType: 'image/jpeg',
        sizeBytes: 10,
        reviewStatus: 'verified',
      });
    }
    const { booking } = await paidBooking(t.db, carol.id, 'Bhilai', week(6));
    const session = await loginCookie(t.app, carol.email, carol.password);
    const url = `/api/console/customers/${carol.id}/block`;
    const noReason = await inject(bhilai, 'POST', url, { blocked: true });
    expect(noReason.statusCode).toBe(400);
    expect((await inject(session, 'GET', '/api/account/profile')).statusCode).toBe(200);

    expect(
      (await inject(bhilai, 'POST', url, { blocked: true, reason: 'Unpaid damage' })).statusCode,
    ).toBe(200);
    expect((await inject(session, 'GET', '/api/account/profile')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: carol.email, password: carol.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(ACCOUNT_BLOCKED_MESSAGE);
    const pickup = await inject(bhilai, 'POST', `/api/console/bookings/${booking.id}/pickup`, {
      odometerKm: 1,
      fuelEighths: 8,
    });
    expect(pickup.json().message).toBe(BLOCKED_PICKUP_MESSAGE);

    expect((await inject(bhilai, 'POST', url, { blocked: false })).statusCode).toBe(200);
    expect((await loginCookie(t.app, carol.email, carol.password)).length).toBeGreaterThan(0);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'customer'), eq(auditLog.recordId, String(carol.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['customer.block', 'customer.unblock']);
  });
});
