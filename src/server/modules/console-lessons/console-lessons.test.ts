import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstructorSchedule, LessonSlotList } from '../../../shared/lesson-api.js';
import { LESSON_MESSAGES } from '../../../shared/lesson-messages.js';
import { LESSON_PACKAGE_PRESETS } from '../../../shared/lesson-rules.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import {
  at,
  dayAhead,
  lessonBranch,
  readyLearner,
  schoolInstructor,
} from '../../test/lesson-fixtures.js';

// The console's practical lessons (issue 34): managers set packages and instructors' hours
// and leave for their branch; the desk books in the free slots and is told why not.

let t: TestApp;
let admin: string;
let branch: Awaited<ReturnType<typeof lessonBranch>>;
let manager: string;
let otherManager: string;
let counter: string;
let learner: { id: number; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  branch = await lessonBranch(t, admin);
  const branchName = (await t.db.query.branches.findFirst({
    where: (b, { eq }) => eq(b.id, branch.branchId),
  }))!.name;
  const other = branchName === 'Raipur' ? 'Bhilai' : 'Raipur';
  manager = (await staffCookie(t.app, t.db, branchName)).cookie;
  otherManager = (await staffCookie(t.app, t.db, other)).cookie;
  counter = (await staffCookie(t.app, t.db, branchName, { staffRole: 'staff' })).cookie;
  learner = await customerSession(t.app, t.db);
  // A learner who bought the package and has a learner's licence on file (decision 0047).
  await readyLearner(t.db, learner.id, branch.packageId);
});
afterAll(() => t.close());

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const book = (cookie: string, date: string, time: string, extra: object = {}) =>
  call(cookie, 'POST', '/api/console/lessons', {
    packageId: branch.packageId,
    learnerId: learner.id,
    startsAt: at(date, time).toISOString(),
    ...extra,
  });

describe('lesson packages', () => {
  it("a manager adds the ADTC-shaped course to their branch, not to another's", async () => {
    const presets = await call(manager, 'GET', '/api/console/lessons/package-presets');
    expect(presets.statusCode, presets.body).toBe(200);
    const adtc = LESSON_PACKAGE_PRESETS.find((p) => p.kind === 'adtc_lmv')!;
    const made = await call(manager, 'POST', '/api/console/lessons/packages', {
      ...adtc,
      branchId: branch.branchId,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ sessions: 21, sessionMinutes: 60, validityDays: 28 });
    const elsewhere = await call(
      otherManager,
      'PUT',
      `/api/console/lessons/packages/${made.json().id}`,
      {
        ...adtc,
        branchId: branch.branchId,
      },
    );
    expect(elsewhere.statusCode).toBe(404);
    const bad = await call(manager, 'POST', '/api/console/lessons/packages', {
      ...adtc,
      branchId: branch.branchId,
      sessionMinutes: 50,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LESSON_MESSAGES.sessionMinutes);
    const byCounter = await call(counter, 'POST', '/api/console/lessons/packages', {
      ...adtc,
      branchId: branch.branchId,
    });
    expect(byCounter.statusCode).toBe(403);
  });

  it('shows learners the offered packages, each price with the GST in it', async () => {
    const res = await t.app.inject({ url: `/api/lessons/packages?branchId=${branch.branchId}` });
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json<{
      packages: { pricePaise: number; taxablePaise: number; gstPaise: number }[];
    }>().packages;
    expect(first!.taxablePaise + first!.gstPaise).toBe(first!.pricePaise);
  });
});

describe("instructors' hours and leave", () => {
  it('a manager takes on a school instructor and gives them hours; another branch cannot', async () => {
    const { id } = await schoolInstructor(t, 'Ravi Sahu');
    const hours = [{ weekday: 1, startMinute: 600, endMinute: 720 }];
    const set = await call(manager, 'PUT', `/api/console/lessons/instructors/${id}/schedule`, {
      branchId: branch.branchId,
      hours,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<InstructorSchedule>()).toMatchObject({ branchId: branch.branchId, hours });
    const taken = await call(
      otherManager,
      'PUT',
      `/api/console/lessons/instructors/${id}/schedule`,
      {
        branchId: branch.branchId,
        hours,
      },
    );
    expect(taken.statusCode).toBe(404);
    const twice = await call(manager, 'PUT', `/api/console/lessons/instructors/${id}/schedule`, {
      branchId: branch.branchId,
      hours: [...hours, ...hours],
    });
    expect(twice.json().message).toBe(LESSON_MESSAGES.weekdayTwice);
    // Not teaching any more: the slots are the first instructor's alone again.
    await call(manager, 'PUT', `/api/console/lessons/instructors/${id}/schedule`, {
      branchId: branch.branchId,
      isActive: false,
      hours,
    });
  });

  it('refuses a lesson outside the hours (400) and on leave (400), naming why', async () => {
    const early = await book(counter, dayAhead(8), '07:00');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(LESSON_MESSAGES.outsideHours);
    const late = await book(counter, dayAhead(8), '17:30');
    expect(late.json().message).toBe(LESSON_MESSAGES.outsideHours);
    const leave = await call(
      manager,
      'POST',
      `/api/console/lessons/instructors/${branch.instructorId}/leave`,
      {
        startsOn: dayAhead(9),
        endsOn: dayAhead(10),
        reason: 'Family wedding',
      },
    );
    expect(leave.statusCode, leave.body).toBe(201);
    const onLeave = await book(counter, dayAhead(10), '11:00');
    expect(onLeave.statusCode).toBe(400);
    expect(onLeave.json().message).toBe(LESSON_MESSAGES.onLeave);
    const named = await book(counter, dayAhead(9), '11:00', { instructorId: branch.instructorId });
    expect(named.json().message).toBe(LESSON_MESSAGES.onLeave);
    const leaveId = leave.json<InstructorSchedule>().leave[0]!.id;
    const back = await call(
      manager,
      'DELETE',
      `/api/console/lessons/instructors/${branch.instructorId}/leave/${leaveId}`,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect((await book(counter, dayAhead(10), '11:00')).statusCode).toBe(201);
  });
});

describe('booking at the desk', () => {
  it('offers the free slots, books one, and offers it no more', async () => {
    const q = `packageId=${branch.packageId}&from=${dayAhead(14)}&days=1`;
    const before = await call(counter, 'GET', `/api/console/lessons/slots?${q}`);
    expect(before.statusCode, before.body).toBe(200);
    const slots = before.json<LessonSlotList>().slots;
    expect(slots.map((s) => s.startsAt)).toContain(at(dayAhead(14), '09:00').toISOString());
    expect(slots.at(-1)!.startsAt).toBe(at(dayAhead(14), '17:00').toISOString());
    const made = await book(counter, dayAhead(14), '09:00');
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      instructorId: branch.instructorId,
      carId: branch.target.car.id,
      endsAt: at(dayAhead(14), '10:00').toISOString(),
    });
    const after = await t.app.inject({ url: `/api/lessons/slots?${q}` });
    const starts = after.json<LessonSlotList>().slots.map((s) => s.startsAt);
    expect(starts).not.toContain(at(dayAhead(14), '09:00').toISOString());
    expect(starts).not.toContain(at(dayAhead(14), '09:30').toISOString());
    expect(starts).toContain(at(dayAhead(14), '10:00').toISOString());
    const again = await book(counter, dayAhead(14), '09:30');
    expect(again.statusCode).toBe(409);
    expect(again.json().figures).toMatchObject({ kind: 'lessonSlotTaken' });
    const cancel = await call(
      counter,
      'POST',
      `/api/console/lessons/booked/${made.json().id}/cancel`,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    const twice = await call(
      counter,
      'POST',
      `/api/console/lessons/booked/${made.json().id}/cancel`,
    );
    expect(twice.statusCode).toBe(409);
    expect(
      (await call(otherManager, 'POST', `/api/console/lessons/booked/${made.json().id}/cancel`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a car that is not a training car, and a time in the past', async () => {
    const notTraining = await book(counter, dayAhead(15), '12:00', {
      carId: branch.target.car.id + 1,
    });
    expect(notTraining.statusCode).toBe(400);
    expect(notTraining.json().message).toBe(LESSON_MESSAGES.notTrainingCar);
    const past = await book(counter, dayAhead(-1), '12:00');
    expect(past.json().message).toBe(LESSON_MESSAGES.inPast);
  });
});
