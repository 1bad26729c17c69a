import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_REFERENCE_MESSAGE } from '../../../shared/counter-booking.js';
import { LEARNER_LICENCE_MESSAGES as L } from '../../../shared/learner-licence.js';
import type { LessonPurchase } from '../../../shared/lesson-api.js';
import { LESSON_MESSAGES as M } from '../../../shared/lesson-messages.js';
import { addDays, istDate } from '../../../shared/time.js';
import {
  auditLog,
  gstDocuments,
  journalEntries,
  journalLines,
  lessonPurchases,
} from '../../db/schema.js';
import { at, dayAhead, lessonBranch } from '../../test/lesson-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { unbalancedEntries } from '../payments/journal-test-helpers.js';
import { setGstRate } from '../payments/index.js';

// The desk's part of a walk-in learner (issue 34 item 6, decision 0048): counter staff sell a
// package of their branch, paid at the counter with its journal entry and tax invoice, and
// record the learner's licence with the learner's own rules; both are audited.

let t: TestApp;
let branch: Awaited<ReturnType<typeof lessonBranch>>;
let otherPackageId: number;
let counter: { cookie: string; id: number };
let manager: string;
let otherManager: string;
const PRICE = 4_500_00;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  await setGstRate(t.db, {
    subject: 'course_category',
    subjectKey: 'practical',
    sac: '999293',
    rateBp: 1800,
  });
  const admin = (await staffCookie(t.app, t.db, null)).cookie;
  branch = await lessonBranch(t, admin);
  const name = (await t.db.query.branches.findFirst({
    where: (b, { eq: is }) => is(b.id, branch.branchId),
  }))!.name;
  const otherName = name === 'Raipur' ? 'Bhilai' : 'Raipur';
  const otherBranch = (await t.db.query.branches.findFirst({
    where: (b, { eq: is }) => is(b.name, otherName),
  }))!;
  const other = await t.app.inject({
    method: 'POST',
    url: '/api/console/lessons/packages',
    headers: { cookie: admin },
    payload: {
      branchId: otherBranch.id,
      kind: 'short',
      title: '15 lessons of 45 minutes',
      titleHi: '45 मिनट के 15 पाठ',
      sessions: 15,
      sessionMinutes: 45,
      validityDays: 30,
      pricePaise: 5_000_00,
    },
  });
  otherPackageId = other.json<{ id: number }>().id;
  const desk = await staffCookie(t.app, t.db, name, { staffRole: 'staff' });
  counter = { cookie: desk.cookie, id: desk.user.id };
  manager = (await staffCookie(t.app, t.db, name)).cookie;
  otherManager = (await staffCookie(t.app, t.db, otherName)).cookie;
});
afterAll(() => t.close());

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const licence = (issuedIn: number, expiresIn: number) => ({
  licenceNumber: 'cg07 0012345 2026',
  issuedOn: addDays(istDate(new Date()), issuedIn),
  expiresOn: addDays(istDate(new Date()), expiresIn),
});

describe('a package sold at the counter', () => {
  it('is paid at once by UPI, in the bank, with a tax invoice, audited, and booked from', async () => {
    const learner = await customerSession(t.app, t.db);
    const sold = await call(counter.cookie, 'POST', '/api/console/lessons/purchases', {
      learnerId: learner.id,
      packageId: branch.packageId,
      method: 'upi',
      reference: 'UPI-4471',
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const purchase = sold.json<LessonPurchase>();
    expect(purchase).toMatchObject({
      status: 'paid',
      branchId: branch.branchId,
      sessions: 10,
      sessionsUsed: 0,
      pricePaise: PRICE,
    });

    const lines = await t.db
      .select({ event: journalEntries.event, line: journalLines })
      .from(journalEntries)
      .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
      .where(eq(journalEntries.lessonPurchaseId, purchase.id));
    expect(new Set(lines.map((l) => l.event))).toEqual(new Set(['lesson_purchase_paid']));
    expect(lines.find((l) => l.line.account === 'bank_upi')?.line.debitPaise).toBe(PRICE);
    expect(await unbalancedEntries(t.db)).toEqual([]);
    const invoices = await t.db
      .select()
      .from(gstDocuments)
      .where(eq(gstDocuments.lessonPurchaseId, purchase.id));
    expect(invoices).toEqual([
      expect.objectContaining({ docType: 'tax_invoice', userId: learner.id, totalPaise: PRICE }),
    ]);

    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'lesson.package_sold'), eq(auditLog.recordId, `${purchase.id}`)),
      );
    expect(audited).toMatchObject({
      actorId: counter.id,
      recordType: 'lesson_purchase',
      branchId: branch.branchId,
      after: expect.objectContaining({
        learnerId: learner.id,
        packageId: branch.packageId,
        amountPaise: PRICE,
        method: 'upi',
      }),
    });

    // The walk-in form lists it to book from; another branch's manager sees nothing of it.
    const open = await call(
      counter.cookie,
      'GET',
      `/api/console/lessons/purchases?learnerId=${learner.id}`,
    );
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json<{ purchases: LessonPurchase[] }>().purchases.map((p) => p.id)).toEqual([
      purchase.id,
    ]);
    const elsewhere = await call(
      otherManager,
      'GET',
      `/api/console/lessons/purchases?learnerId=${learner.id}`,
    );
    expect(elsewhere.json()).toEqual({ purchases: [] });

    // With a licence recorded at the desk, the desk books a lesson of what it sold.
    const recorded = await call(
      counter.cookie,
      'PUT',
      `/api/console/lessons/learners/${learner.id}/licence`,
      licence(-5, 170),
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    const booked = await call(counter.cookie, 'POST', '/api/console/lessons', {
      packageId: branch.packageId,
      learnerId: learner.id,
      startsAt: at(dayAhead(12), '10:00').toISOString(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it("refuses another branch's package, a card without its slip, and a staff account as learner", async () => {
    const learner = await customerSession(t.app, t.db);
    const elsewhere = await call(counter.cookie, 'POST', '/api/console/lessons/purchases', {
      learnerId: learner.id,
      packageId: otherPackageId,
      method: 'cash',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(M.packageNotFound);

    const noSlip = await call(counter.cookie, 'POST', '/api/console/lessons/purchases', {
      learnerId: learner.id,
      packageId: branch.packageId,
      method: 'card',
    });
    expect(noSlip.statusCode).toBe(400);
    expect(noSlip.json().message).toBe(COUNTER_REFERENCE_MESSAGE);

    const staffAsLearner = await call(counter.cookie, 'POST', '/api/console/lessons/purchases', {
      learnerId: counter.id,
      packageId: branch.packageId,
      method: 'cash',
    });
    expect(staffAsLearner.statusCode).toBe(400);
    expect(staffAsLearner.json().message).toBe(M.learnerNotFound);

    // Nothing was sold to them: no purchase, paid or pending.
    const rows = await t.db
      .select()
      .from(lessonPurchases)
      .where(eq(lessonPurchases.userId, learner.id));
    expect(rows).toEqual([]);
  });
});

describe("the learner's licence at the desk", () => {
  it('a manager records it with the learner’s own rules, replaces it, and it is audited', async () => {
    const learner = await customerSession(t.app, t.db);
    const url = `/api/console/lessons/learners/${learner.id}/licence`;
    // Not the branch's learner yet (no package, no rental here): the desk sees nothing of them.
    expect((await call(manager, 'GET', url)).statusCode).toBe(404);
    expect((await call(manager, 'PUT', url, licence(-5, 170))).statusCode).toBe(404);
    const sold = await call(counter.cookie, 'POST', '/api/console/lessons/purchases', {
      learnerId: learner.id,
      packageId: branch.packageId,
      method: 'cash',
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect((await call(manager, 'GET', url)).json()).toEqual({ licence: null });

    const backwards = await call(manager, 'PUT', url, licence(-5, -10));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(L.expiresOn);
    const future = await call(manager, 'PUT', url, licence(3, 180));
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(L.issuedOn);
    const badNumber = await call(manager, 'PUT', url, { ...licence(-5, 170), licenceNumber: '12' });
    expect(badNumber.json().message).toBe(L.number);

    const expired = licence(-200, -20);
    const saved = await call(manager, 'PUT', url, expired);
    expect(saved.statusCode, saved.body).toBe(200);
    const renewal = licence(-1, 179);
    const renewed = await call(manager, 'PUT', url, renewal);
    const written = { ...renewal, licenceNumber: 'CG0700123452026' };
    expect(renewed.json()).toEqual({ licence: written });
    expect((await call(counter.cookie, 'GET', url)).json()).toEqual({ licence: written });

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'learner.licence_recorded'),
          eq(auditLog.recordId, `${learner.id}`),
        ),
      )
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.recordType, e.before, e.after])).toEqual([
      ['customer', null, { ...expired, licenceNumber: 'CG0700123452026' }],
      ['customer', { ...expired, licenceNumber: 'CG0700123452026' }, written],
    ]);
  });

  it('is not recorded for a staff account (404)', async () => {
    const res = await call(
      manager,
      'PUT',
      `/api/console/lessons/learners/${counter.id}/licence`,
      licence(-5, 170),
    );
    expect(res.statusCode).toBe(404);
  });
});
