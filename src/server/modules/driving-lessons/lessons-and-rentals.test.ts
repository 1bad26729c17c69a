import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LESSON_MESSAGES } from '../../../shared/lesson-messages.js';
import { addDays } from '../../../shared/time.js';
import { drivingLessons } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hoursAfter, insertBooking, pgErrorCode } from '../../test/factories.js';
import { bookingBody, customerSession, postBooking } from '../bookings/bookings-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { cancelLesson, createLesson } from './index.js';
import {
  at,
  dayAhead,
  lessonBranch,
  readyLearner,
  setTurnaround,
} from '../../test/lesson-fixtures.js';

// Lessons and rentals of the same car keep apart, with the branch's turnaround, in both
// directions (decision 0046): the service refuses, the database holds it, the search agrees.

let t: TestApp;
let admin: string;
let adminId: number;
let branch: Awaited<ReturnType<typeof lessonBranch>>;
let learner: { id: number; cookie: string };
let renter: { id: number; cookie: string };
const desk = () => ({ userId: adminId, branchId: null, audited: false });
const constraintOf = (e: unknown) =>
  (e as { constraint?: string }).constraint ??
  (e as { cause?: { constraint?: string } }).cause?.constraint;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  const staff = await staffCookie(t.app, t.db, null);
  admin = staff.cookie;
  adminId = staff.user.id;
  branch = await lessonBranch(t, admin);
  learner = await customerSession(t.app, t.db);
  renter = await customerSession(t.app, t.db);
});
afterAll(() => t.close());

// Each learner has bought the package and recorded a learner's licence (decision 0047).
const ready = new Set<number>();
const lesson = async (date: string, time: string, learnerId = learner.id) => {
  if (!ready.has(learnerId)) {
    ready.add(learnerId);
    await readyLearner(t.db, learnerId, branch.packageId, { sessions: 60 });
  }
  return createLesson(t.db, desk(), {
    packageId: branch.packageId,
    learnerId,
    startsAt: at(date, time),
  });
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: { statusCode?: number; message: string; figures?: unknown }) => e,
  );

const searchIds = async (date: string, time = '10:00') => {
  const q = new URLSearchParams({
    branch: String(branch.branchId),
    pickupDate: date,
    pickupTime: time,
    dropDate: addDays(date, 1),
    dropTime: time,
  });
  const res = await t.app.inject({ url: `/api/cars?${q}` });
  return (res.json<{ cars: { id: number }[] }>().cars ?? []).map((c) => c.id);
};

describe('a rental over a lesson', () => {
  it('is refused with 409 and says the car has a driving lesson then', async () => {
    await lesson(dayAhead(10), '10:00');
    const res = await postBooking(
      t.app,
      renter.cookie,
      bookingBody(branch.target, { daysAhead: 10 }),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(LESSON_MESSAGES.rentalOverLesson);
  });

  it("keeps the branch's turnaround after the lesson, and allows a rental beyond it", async () => {
    await setTurnaround(t, branch.branchId, 60);
    try {
      await lesson(dayAhead(12), '09:00');
      // The lesson ends at 10:00: a pickup at 10:30 falls in the turnaround, 11:00 does not.
      const start = at(dayAhead(12), '10:30');
      const early = await insertBooking(t.db, {
        userId: renter.id,
        carId: branch.target.car.id,
        ratePackageId: branch.target.pkg.id,
        pickupAt: start,
        dropAt: hoursAfter(start, 24),
      }).catch((e: unknown) => e);
      expect(pgErrorCode(early)).toBe('23P01');
      expect(constraintOf(early)).toBe('bookings_no_lesson');
      const ok = await postBooking(t.app, renter.cookie, {
        ...bookingBody(branch.target, { daysAhead: 12 }),
        pickupTime: '11:00',
        dropTime: '11:00',
      });
      expect(ok.statusCode, ok.body).toBe(201);
    } finally {
      await setTurnaround(t, branch.branchId, 0);
    }
  });
});

describe('a lesson over a rental', () => {
  it('is refused by the service (409, the car is rented out) and by the database', async () => {
    const pickup = at(dayAhead(20), '10:00');
    await insertBooking(t.db, {
      userId: renter.id,
      carId: branch.target.car.id,
      ratePackageId: branch.target.pkg.id,
      pickupAt: pickup,
      dropAt: hoursAfter(pickup, 24),
      status: 'confirmed',
    });
    const during = await refusal(lesson(dayAhead(20), '15:00'));
    expect(during).toMatchObject({ statusCode: 409, message: LESSON_MESSAGES.carRented });
    const named = await refusal(
      createLesson(t.db, desk(), {
        packageId: branch.packageId,
        learnerId: learner.id,
        startsAt: at(dayAhead(20), '16:00'),
        carId: branch.target.car.id,
      }),
    );
    expect(named).toMatchObject({ statusCode: 409, message: LESSON_MESSAGES.carRented });
    const direct = await t.db
      .insert(drivingLessons)
      .values({
        branchId: branch.branchId,
        packageId: branch.packageId,
        learnerId: learner.id,
        instructorId: branch.instructorId,
        carId: branch.target.car.id,
        startsAt: hoursAfter(pickup, 5),
        endsAt: hoursAfter(pickup, 6),
      })
      .catch((e: unknown) => e);
    expect(pgErrorCode(direct)).toBe('23P01');
    expect(constraintOf(direct)).toBe('driving_lessons_no_rental');
  });

  it("keeps the turnaround after the rental's drop", async () => {
    await setTurnaround(t, branch.branchId, 60);
    try {
      // The rental of the test above drops at 10:00 the next day.
      const within = await refusal(lesson(dayAhead(21), '10:30'));
      expect(within).toMatchObject({ statusCode: 409, message: LESSON_MESSAGES.carRented });
      const after = await lesson(dayAhead(21), '11:00');
      expect(after.startsAt).toBe(at(dayAhead(21), '11:00').toISOString());
    } finally {
      await setTurnaround(t, branch.branchId, 0);
    }
  });
});

describe('one instructor, one car', () => {
  it('never teaches two live lessons at once (EXCLUDE), a cancelled one frees the time', async () => {
    const first = await lesson(dayAhead(25), '14:00');
    const other = await customerSession(t.app, t.db);
    const overlap = await t.db
      .insert(drivingLessons)
      .values({
        branchId: branch.branchId,
        packageId: branch.packageId,
        learnerId: other.id,
        instructorId: branch.instructorId,
        // Another car: the instructor's own constraint refuses it.
        carId: branch.target.car.id + 1,
        startsAt: at(dayAhead(25), '14:30'),
        endsAt: at(dayAhead(25), '15:30'),
      })
      .catch((e: unknown) => e);
    expect(pgErrorCode(overlap)).toBe('23P01');
    expect(constraintOf(overlap)).toBe('driving_lessons_instructor_no_overlap');
    const viaService = await refusal(lesson(dayAhead(25), '14:30', other.id));
    expect(viaService).toMatchObject({ statusCode: 409 });
    await cancelLesson(t.db, desk(), first.id);
    const again = await lesson(dayAhead(25), '14:30', other.id);
    expect(again.status).toBe('booked');
  });

  it('gives the last slot to one of two learners at once; the other is told the slot', async () => {
    const [a, b] = await Promise.all([customerSession(t.app, t.db), customerSession(t.app, t.db)]);
    const results = await Promise.allSettled([
      lesson(dayAhead(30), '17:00', a.id),
      lesson(dayAhead(30), '17:00', b.id),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [lost] = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(lost).toMatchObject({
      statusCode: 409,
      figures: { kind: 'lessonSlotTaken', from: at(dayAhead(30), '17:00').toISOString() },
    });
    expect((lost as Error).message).toMatch(/^The slot .* was just taken\./);
  });
});

describe('the car search', () => {
  it('does not offer a car during its lesson (with the turnaround), and does once cancelled', async () => {
    const date = dayAhead(40);
    expect(await searchIds(date)).toContain(branch.target.car.id);
    const booked = await lesson(addDays(date, 1), '09:00');
    expect(await searchIds(date)).not.toContain(branch.target.car.id);
    // Drop at 09:00 the lesson day: free with no turnaround, not with an hour of it.
    expect(await searchIds(date, '08:00')).toContain(branch.target.car.id);
    await setTurnaround(t, branch.branchId, 60);
    try {
      expect(await searchIds(date, '08:30')).not.toContain(branch.target.car.id);
    } finally {
      await setTurnaround(t, branch.branchId, 0);
    }
    await cancelLesson(t.db, desk(), booked.id);
    expect(await searchIds(date)).toContain(branch.target.car.id);
  });

  it('refuses a maintenance block over a lesson (409)', async () => {
    const booked = await lesson(dayAhead(45), '12:00');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/blocks',
      headers: { cookie: admin },
      payload: {
        carId: branch.target.car.id,
        startsAt: at(dayAhead(45), '00:00').toISOString(),
        endsAt: at(dayAhead(46), '00:00').toISOString(),
        reason: 'Brake service',
      },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(LESSON_MESSAGES.blockOverLesson);
    await cancelLesson(t.db, desk(), booked.id);
  });
});
