import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_ONLY_MESSAGE } from '../../../shared/console.js';
import type { LessonCalendar, LessonReport } from '../../../shared/lesson-console.js';
import { LESSON_PACKAGE_PRESETS } from '../../../shared/lesson-rules.js';
import { addDays, istDate } from '../../../shared/time.js';
import { drivingLessons } from '../../db/schema.js';
import { insertBooking } from '../../test/factories.js';
import { signInAs } from '../../test/instructor-session.js';
import {
  at,
  dayAhead,
  lessonBranch,
  readyLearner,
  setTurnaround,
} from '../../test/lesson-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';

// The desk's lesson calendar and the month's lesson figures (issue 34 item 6): counter staff
// see their branch's instructors beside its training cars and book a walk-in; managers read
// the lessons in the reports; another branch's manager is refused both.

let t: TestApp;
let branch: Awaited<ReturnType<typeof lessonBranch>>;
let manager: string;
let otherManager: string;
let counter: string;
let learner: { id: number; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  const admin = (await staffCookie(t.app, t.db, null)).cookie;
  branch = await lessonBranch(t, admin);
  const name = (await t.db.query.branches.findFirst({
    where: (b, { eq }) => eq(b.id, branch.branchId),
  }))!.name;
  manager = (await staffCookie(t.app, t.db, name)).cookie;
  otherManager = (await staffCookie(t.app, t.db, name === 'Raipur' ? 'Bhilai' : 'Raipur')).cookie;
  counter = (await staffCookie(t.app, t.db, name, { staffRole: 'staff' })).cookie;
  learner = await customerSession(t.app, t.db);
  // A walk-in who bought the package and has a learner's licence (decision 0047).
  await readyLearner(t.db, learner.id, branch.packageId);
});
afterAll(() => t.close());

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const calendarOf = (cookie: string, from: string, days = 1) =>
  call(
    cookie,
    'GET',
    `/api/console/lessons/calendar?branchId=${branch.branchId}&from=${from}&days=${days}`,
  );

describe("the branch's lesson calendar", () => {
  it('shows counter staff the instructors beside the training car, its rental and a walk-in they book', async () => {
    const day = dayAhead(20);
    await setTurnaround(t, branch.branchId, 30);
    try {
      await insertBooking(t.db, {
        userId: learner.id,
        carId: branch.target.car.id,
        ratePackageId: branch.target.pkg.id,
        pickupAt: at(day, '14:00'),
        dropAt: at(day, '16:00'),
        status: 'confirmed',
      });
      const booked = await call(counter, 'POST', '/api/console/lessons', {
        packageId: branch.packageId,
        learnerId: learner.id,
        startsAt: at(day, '10:00').toISOString(),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const res = await calendarOf(counter, day);
      expect(res.statusCode, res.body).toBe(200);
      const calendar = res.json<LessonCalendar>();
      expect(calendar.turnaroundMinutes).toBe(30);
      expect(calendar.packages.map((p) => p.id)).toEqual([branch.packageId]);
      expect(calendar.instructors).toEqual([
        expect.objectContaining({
          instructorId: branch.instructorId,
          hours: expect.arrayContaining([{ weekday: 1, startMinute: 540, endMinute: 1080 }]),
        }),
      ]);
      const [car] = calendar.cars;
      expect(car).toMatchObject({ carId: branch.target.car.id });
      // The rental holds the car from the turnaround before it to the turnaround after.
      expect(car!.busy).toEqual([
        expect.objectContaining({
          kind: 'rental',
          startsAt: at(day, '13:30').toISOString(),
          endsAt: at(day, '16:30').toISOString(),
        }),
      ]);
      expect(calendar.lessons).toEqual([
        expect.objectContaining({
          id: booked.json().id,
          learnerId: learner.id,
          instructorId: branch.instructorId,
          carId: branch.target.car.id,
          startsAt: at(day, '10:00').toISOString(),
          status: 'booked',
        }),
      ]);
      expect(calendar.lessons[0]!.learnerName).not.toBe('');
      // Cancelled, it leaves the calendar.
      const cancel = await call(
        counter,
        'POST',
        `/api/console/lessons/booked/${booked.json().id}/cancel`,
      );
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect((await calendarOf(counter, day)).json<LessonCalendar>().lessons).toEqual([]);
    } finally {
      await setTurnaround(t, branch.branchId, 0);
    }
  });

  it("refuses another branch's manager, and counter staff the packages' editing", async () => {
    expect((await calendarOf(otherManager, dayAhead(20))).statusCode).toBe(404);
    const week = await calendarOf(manager, dayAhead(20), 7);
    expect(week.statusCode, week.body).toBe(200);
    expect((await calendarOf(manager, dayAhead(20), 8)).statusCode).toBe(400);
    const adtc = LESSON_PACKAGE_PRESETS[0]!;
    const edit = await call(counter, 'PUT', `/api/console/lessons/packages/${branch.packageId}`, {
      ...adtc,
      branchId: branch.branchId,
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(MANAGER_ONLY_MESSAGE);
    const hours = await call(
      counter,
      'PUT',
      `/api/console/lessons/instructors/${branch.instructorId}/schedule`,
      { branchId: branch.branchId, hours: [] },
    );
    expect(hours.statusCode).toBe(403);
  });
});

describe("the month's lessons in the reports", () => {
  /** A month two back, which no other test books lessons in. */
  const first = `${addDays(`${istDate(new Date()).slice(0, 7)}-01`, -40).slice(0, 7)}-01`;
  const month = first.slice(0, 7);
  const lessonAt = (date: string, status: 'booked' | 'cancelled') => ({
    branchId: branch.branchId,
    packageId: branch.packageId,
    learnerId: learner.id,
    instructorId: branch.instructorId,
    carId: branch.target.car.id,
    startsAt: at(date, '10:00'),
    endsAt: at(date, '11:00'),
    status,
    cancelledAt: status === 'cancelled' ? at(date, '08:00') : null,
  });

  it('counts lessons delivered, missed and cancelled, and the instructor’s booked share of their hours', async () => {
    const [taught, missed] = await t.db
      .insert(drivingLessons)
      .values([
        lessonAt(addDays(first, 3), 'booked'),
        lessonAt(addDays(first, 5), 'booked'),
        lessonAt(addDays(first, 4), 'cancelled'),
      ])
      .returning({ id: drivingLessons.id });
    // The instructor marks attendance on their day (decision 0048).
    const instructor = await signInAs(t, branch.instructorId);
    for (const [lesson, status] of [
      [taught, 'completed'],
      [missed, 'no_show'],
    ] as const) {
      const marked = await call(
        instructor,
        'POST',
        `/api/instructor/lessons/${lesson!.id}/attendance`,
        { status },
      );
      expect(marked.statusCode, marked.body).toBe(200);
    }
    const res = await call(
      manager,
      'GET',
      `/api/console/reports/lessons?month=${month}&branchId=${branch.branchId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<LessonReport>();
    expect(report.noShowsRecorded).toBe(true);
    let days = 0;
    for (let d = first; d.startsWith(month); d = addDays(d, 1)) days++;
    // A no-show took the instructor's hour as a taught lesson did.
    const figures = {
      delivered: 1,
      upcoming: 0,
      cancelled: 1,
      noShows: 1,
      bookedHours: 2,
      workingHours: 9 * days,
      utilisation: Math.round((2 / (9 * days)) * 1000) / 1000,
    };
    expect(report.branches).toEqual([expect.objectContaining(figures)]);
    expect(report.instructors).toEqual([
      expect.objectContaining({ instructorId: branch.instructorId, ...figures }),
    ]);
  });

  it("is the managers': counter staff are refused, another branch's manager gets 404", async () => {
    const url = `/api/console/reports/lessons?month=${month}&branchId=${branch.branchId}`;
    const byCounter = await call(counter, 'GET', url);
    expect(byCounter.statusCode).toBe(403);
    expect(byCounter.json().message).toBe(MANAGER_ONLY_MESSAGE);
    expect((await call(otherManager, 'GET', url)).statusCode).toBe(404);
    // Their own branch (its manager's default) has no lessons that month.
    const own = await call(otherManager, 'GET', `/api/console/reports/lessons?month=${month}`);
    expect(own.json<LessonReport>().branches).toEqual([
      expect.objectContaining({ delivered: 0, cancelled: 0, bookedHours: 0 }),
    ]);
  });
});
