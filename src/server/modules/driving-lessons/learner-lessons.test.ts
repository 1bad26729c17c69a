import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitGst } from '../../../shared/gst.js';
import type { GstDocumentSummary } from '../../../shared/gst-documents.js';
import { LEARNER_LICENCE_MESSAGES } from '../../../shared/learner-licence.js';
import type { LessonPurchase, MyLesson } from '../../../shared/lesson-api.js';
import { LESSON_MESSAGES as M } from '../../../shared/lesson-messages.js';
import { addDays, istDate } from '../../../shared/time.js';
import { gstDocuments, journalEntries, journalLines, lessonPurchases } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { unbalancedEntries } from '../payments/journal-test-helpers.js';
import { setGstRate } from '../payments/index.js';
import {
  at,
  dayAhead,
  lessonBranch,
  readyLearner,
  setLessonTerms,
} from '../../test/lesson-fixtures.js';
import { cancelLesson, createLesson, sellPackageAtCounter } from './index.js';

// The learner's side of practical lessons (issue 34, decision 0047): buying a package through
// the gateway with its tax invoice, lessons drawn on what was bought, the cut-off, moving a
// lesson, home pickup within the branch's radius and the learner's licence.

let t: TestApp;
let admin: string;
let adminId: number;
let branch: Awaited<ReturnType<typeof lessonBranch>>;
const PRICE = 4_500_00;
// Bhilai's civic centre; a point about 3 km away, and Raipur (about 25 km).
const BRANCH_POINT = { latitude: 21.2092, longitude: 81.3797 };
const NEAR = { latitude: 21.2232, longitude: 81.4041 };
const FAR = { latitude: 21.2514, longitude: 81.6296 };

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  await setGstRate(t.db, {
    subject: 'course_category',
    subjectKey: 'practical',
    sac: '999293',
    rateBp: 1800,
  });
  const staff = await staffCookie(t.app, t.db, null);
  admin = staff.cookie;
  adminId = staff.user.id;
  branch = await lessonBranch(t, admin);
});
afterAll(() => t.close());

type Learner = { id: number; cookie: string };
const call = (learner: Learner, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: learner.cookie },
    ...(payload ? { payload } : {}),
  });
const book = (learner: Learner, date: string, time: string, extra: object = {}) =>
  call(learner, 'POST', '/api/lessons/mine', {
    packageId: branch.packageId,
    startsAt: at(date, time).toISOString(),
    ...extra,
  });
const purchaseOf = async (id: number) =>
  (await t.db.select().from(lessonPurchases).where(eq(lessonPurchases.id, id)))[0];
const ready = async (opts: { sessions?: number } = {}) => {
  const learner = await customerSession(t.app, t.db);
  const { purchaseId } = await readyLearner(t.db, learner.id, branch.packageId, opts);
  return { ...learner, purchaseId };
};

describe('buying a package', () => {
  it('pays through the gateway, posts a balanced entry and issues a tax invoice', async () => {
    const learner = await customerSession(t.app, t.db);
    const offered = await t.app.inject({
      url: `/api/lessons/packages?branchId=${branch.branchId}`,
    });
    const pkg = offered
      .json<{ packages: { id: number; gstPaise: number; taxablePaise: number }[] }>()
      .packages.find((p) => p.id === branch.packageId);
    const tax = splitGst({ amountPaise: PRICE, rateBp: 1800, inclusive: true, interState: false });
    expect(pkg).toMatchObject({ taxablePaise: tax.taxablePaise });

    const bought = await call(learner, 'POST', '/api/lessons/purchases', {
      packageId: branch.packageId,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const checkout = bought.json<{ purchaseId: number; status: string; redirectUrl: string }>();
    expect(checkout).toMatchObject({ status: 'pending', totalPaise: PRICE });
    const orderId = checkout.redirectUrl.replace('/lessons/pay/test/', '');
    // Nothing is owned before the payment.
    expect((await call(learner, 'GET', '/api/lessons/purchases')).json()).toEqual({
      purchases: [],
    });
    const page = await call(learner, 'GET', `/api/lessons/test-purchases/${orderId}`);
    expect(page.json()).toMatchObject({ totalPaise: PRICE, status: 'pending' });

    const paid = await call(learner, 'POST', `/api/lessons/test-purchases/${orderId}/complete`, {
      outcome: 'success',
    });
    expect(paid.json()).toMatchObject({ status: 'success' });
    // A second return changes nothing.
    await call(learner, 'POST', `/api/lessons/test-purchases/${orderId}/complete`, {
      outcome: 'success',
    });

    const [owned] = (await call(learner, 'GET', '/api/lessons/purchases')).json<{
      purchases: LessonPurchase[];
    }>().purchases;
    expect(owned).toMatchObject({ sessions: 10, sessionsUsed: 0, status: 'paid' });
    const validDays =
      (Date.parse(owned?.validUntil ?? '') - Date.parse(owned?.paidAt ?? '')) / 86_400_000;
    expect(validDays).toBe(21);

    const entries = await t.db
      .select({ event: journalEntries.event, line: journalLines })
      .from(journalEntries)
      .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
      .where(eq(journalEntries.lessonPurchaseId, checkout.purchaseId));
    expect(new Set(entries.map((e) => e.event))).toEqual(new Set(['lesson_purchase_paid']));
    const net = Object.fromEntries(
      entries.map((e) => [e.line.account, e.line.debitPaise - e.line.creditPaise]),
    );
    expect(net).toEqual({
      gateway_clearing: PRICE,
      course_revenue: -tax.taxablePaise,
      gst_output_cgst: -tax.cgstPaise,
      gst_output_sgst: -tax.sgstPaise,
    });
    expect(await unbalancedEntries(t.db)).toEqual([]);

    const docs = await t.db
      .select()
      .from(gstDocuments)
      .where(eq(gstDocuments.lessonPurchaseId, checkout.purchaseId));
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      docType: 'tax_invoice',
      userId: learner.id,
      totalPaise: PRICE,
      taxablePaise: tax.taxablePaise,
    });
    expect(docs[0]?.lines[0]?.description).toBe(
      'Practical driving lessons: 10 lessons of 60 minutes',
    );
    const mine = await call(learner, 'GET', '/api/account/tax-documents');
    const listed = mine.json<{ documents: GstDocumentSummary[] }>().documents;
    expect(listed.map((d) => d.id)).toContain(docs[0]?.id);
  });

  it('a failed payment gives no entitlement', async () => {
    const learner = await customerSession(t.app, t.db);
    const bought = await call(learner, 'POST', '/api/lessons/purchases', {
      packageId: branch.packageId,
    });
    const orderId = bought.json<{ redirectUrl: string }>().redirectUrl.split('/').pop() ?? '';
    const failed = await call(learner, 'POST', `/api/lessons/test-purchases/${orderId}/complete`, {
      outcome: 'failure',
    });
    expect(failed.json()).toMatchObject({ status: 'failed' });
    expect((await call(learner, 'GET', '/api/lessons/purchases')).json()).toEqual({
      purchases: [],
    });
    const refused = await book(learner, dayAhead(6), '10:00');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.noEntitlement);
  });
});

describe('a walk-in at the desk', () => {
  it('buys a package paid in cash (in the cash account), then the desk books a lesson', async () => {
    const walkIn = await customerSession(t.app, t.db);
    const sold = await sellPackageAtCounter(
      t.db,
      { userId: adminId, branchId: null },
      { learnerId: walkIn.id, packageId: branch.packageId, method: 'cash' },
    );
    expect(sold).toMatchObject({ status: 'paid', sessions: 10, sessionsUsed: 0 });
    const lines = await t.db
      .select({ line: journalLines })
      .from(journalEntries)
      .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
      .where(eq(journalEntries.lessonPurchaseId, sold.id));
    expect(lines.find((l) => l.line.account === 'cash')?.line.debitPaise).toBe(PRICE);
    expect(await unbalancedEntries(t.db)).toEqual([]);
    await call(walkIn, 'PUT', '/api/account/learner-licence', {
      licenceNumber: 'CG07/0012345/2026',
      issuedOn: addDays(istDate(new Date()), -5),
      expiresOn: addDays(istDate(new Date()), 170),
    });
    const lesson = await createLesson(
      t.db,
      { userId: adminId, branchId: null, audited: true },
      { packageId: branch.packageId, learnerId: walkIn.id, startsAt: at(dayAhead(15), '10:00') },
    );
    expect(lesson.status).toBe('booked');
    expect((await purchaseOf(sold.id))?.sessionsUsed).toBe(1);
  });
});

describe('lessons drawn on what was bought', () => {
  it('refuses a learner who bought nothing (400) and one without a licence', async () => {
    const stranger = await customerSession(t.app, t.db);
    const none = await book(stranger, dayAhead(6), '11:00');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(M.noEntitlement);

    const learner = await customerSession(t.app, t.db);
    await t.db.insert(lessonPurchases).values({
      userId: learner.id,
      packageId: branch.packageId,
      branchId: branch.branchId,
      title: 'x',
      titleHi: 'x',
      sessions: 2,
      sessionMinutes: 60,
      validityDays: 21,
      pricePaise: 0,
      gateway: 'none',
      status: 'paid',
      paidAt: new Date(),
      validUntil: new Date(Date.now() + 21 * 86_400_000),
    });
    const noLicence = await book(learner, dayAhead(6), '11:00');
    expect(noLicence.statusCode).toBe(400);
    expect(noLicence.json().message).toBe(LEARNER_LICENCE_MESSAGES.missing);

    // A licence that expires before the lesson is refused too.
    const today = istDate(new Date());
    const saved = await call(learner, 'PUT', '/api/account/learner-licence', {
      licenceNumber: 'cg07 0012345 2026',
      issuedOn: addDays(today, -170),
      expiresOn: addDays(today, 3),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().licence.licenceNumber).toBe('CG0700123452026');
    const expired = await book(learner, dayAhead(6), '11:00');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(LEARNER_LICENCE_MESSAGES.expiresBeforeLesson);

    const future = await call(learner, 'PUT', '/api/account/learner-licence', {
      licenceNumber: 'CG07/0012345/2026',
      issuedOn: addDays(today, 2),
      expiresOn: addDays(today, 180),
    });
    expect(future.statusCode).toBe(400);
    await call(learner, 'PUT', '/api/account/learner-licence', {
      licenceNumber: 'CG07/0012345/2026',
      issuedOn: addDays(today, -10),
      expiresOn: addDays(today, 170),
    });
    const ok = await book(learner, dayAhead(6), '11:00');
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('counts each lesson against the package and refuses once it is used up', async () => {
    const learner = await ready({ sessions: 2 });
    expect((await book(learner, dayAhead(7), '09:00')).statusCode).toBe(201);
    expect((await book(learner, dayAhead(7), '10:00')).statusCode).toBe(201);
    expect((await purchaseOf(learner.purchaseId))?.sessionsUsed).toBe(2);
    const third = await book(learner, dayAhead(7), '11:00');
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe(M.entitlementUsedUp);
  });

  it('refuses a lesson after the package expires', async () => {
    const learner = await ready();
    await t.db
      .update(lessonPurchases)
      .set({ validUntil: at(dayAhead(3), '00:00') })
      .where(eq(lessonPurchases.id, learner.purchaseId));
    const late = await book(learner, dayAhead(8), '10:00');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.entitlementExpired);
  });
});

describe('cancelling and moving', () => {
  it('gives the session back when cancelled before the cut-off', async () => {
    const learner = await ready({ sessions: 1 });
    const made = await book(learner, dayAhead(9), '10:00');
    expect(made.statusCode, made.body).toBe(201);
    expect((await purchaseOf(learner.purchaseId))?.sessionsUsed).toBe(1);
    const cancelled = await call(learner, 'POST', `/api/lessons/mine/${made.json().id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await purchaseOf(learner.purchaseId))?.sessionsUsed).toBe(0);
    // The slot and the session are free again.
    expect((await book(learner, dayAhead(9), '10:00')).statusCode).toBe(201);
  });

  it('refuses a cancel or a move after the cut-off, and a late desk cancel still counts', async () => {
    await setLessonTerms(t, branch.branchId, { lessonCancelCutoffHours: 72 });
    try {
      const learner = await ready({ sessions: 3 });
      const made = await book(learner, dayAhead(2), '12:00');
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json<{ id: number }>().id;
      const cancel = await call(learner, 'POST', `/api/lessons/mine/${id}/cancel`);
      expect(cancel.statusCode).toBe(400);
      expect(cancel.json().message).toBe(M.tooLateToChange);
      const move = await call(learner, 'POST', `/api/lessons/mine/${id}/reschedule`, {
        startsAt: at(dayAhead(2), '15:00').toISOString(),
      });
      expect(move.statusCode).toBe(400);
      expect(move.json().message).toMatch(/counts as a no-show/);
      // Staff may still cancel it for the learner; the session stays used.
      await cancelLesson(t.db, { userId: adminId, branchId: null, audited: true }, id);
      expect((await purchaseOf(learner.purchaseId))?.sessionsUsed).toBe(1);
      const mine = (await call(learner, 'GET', '/api/lessons/mine')).json<{
        lessons: MyLesson[];
      }>().lessons;
      expect(mine.find((l) => l.id === id)).toMatchObject({
        status: 'cancelled',
        cancelledLate: true,
      });
    } finally {
      await setLessonTerms(t, branch.branchId, { lessonCancelCutoffHours: 24 });
    }
  });

  it('moves a lesson to another free slot (even overlapping its old time), keeping its session', async () => {
    const learner = await ready({ sessions: 5 });
    const made = await book(learner, dayAhead(11), '10:00');
    const id = made.json<{ id: number }>().id;
    const moved = await call(learner, 'POST', `/api/lessons/mine/${id}/reschedule`, {
      startsAt: at(dayAhead(11), '10:30').toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      id,
      status: 'booked',
      startsAt: at(dayAhead(11), '10:30').toISOString(),
      endsAt: at(dayAhead(11), '11:30').toISOString(),
    });
    expect((await purchaseOf(learner.purchaseId))?.sessionsUsed).toBe(1);
    // Another learner's lesson is not mine to move.
    const other = await ready();
    const foreign = await call(other, 'POST', `/api/lessons/mine/${id}/reschedule`, {
      startsAt: at(dayAhead(11), '14:00').toISOString(),
    });
    expect(foreign.statusCode).toBe(404);
    // Outside the instructor's hours.
    const night = await call(learner, 'POST', `/api/lessons/mine/${id}/reschedule`, {
      startsAt: at(dayAhead(11), '20:00').toISOString(),
    });
    expect(night.statusCode).toBe(400);
    expect(night.json().message).toBe(M.outsideHours);
  });
});

describe('pickup at home', () => {
  it("is refused outside the branch's radius and booked within it", async () => {
    const learner = await ready();
    const home = (point: { latitude: number; longitude: number }) => ({
      pickup: { kind: 'home', address: 'House 12, Sector 6, Bhilai', ...point },
    });
    // A branch without a location offers no home pickup (the demo seeds each city's centre).
    await setLessonTerms(t, branch.branchId, { latitude: null, longitude: null });
    const notOffered = await book(learner, dayAhead(13), '10:00', home(NEAR));
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe(M.homePickupNotOffered);

    await setLessonTerms(t, branch.branchId, { ...BRANCH_POINT, lessonPickupRadiusKm: 10 });
    const terms = await t.app.inject({ url: `/api/lessons/terms?branchId=${branch.branchId}` });
    expect(terms.json()).toMatchObject({ homePickupOffered: true, homePickupRadiusKm: 10 });
    const far = await book(learner, dayAhead(13), '10:00', home(FAR));
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(M.homeOutsideRadius);
    const near = await book(learner, dayAhead(13), '10:00', home(NEAR));
    expect(near.statusCode, near.body).toBe(201);
    const mine = (await call(learner, 'GET', '/api/lessons/mine')).json<{
      lessons: MyLesson[];
    }>().lessons;
    expect(mine[0]).toMatchObject({
      pickupKind: 'home',
      pickupAddress: 'House 12, Sector 6, Bhilai',
      instructorName: 'Meena Verma',
    });
  });
});

describe('the slots a learner chooses from', () => {
  it('name the branch instructors', async () => {
    const res = await t.app.inject({
      url: `/api/lessons/slots?packageId=${branch.packageId}&from=${dayAhead(20)}&days=1`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().instructors).toEqual([
      { id: branch.instructorId, name: 'Meena Verma', nameHi: null },
    ]);
  });
});
