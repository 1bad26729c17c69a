import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LESSON_MESSAGES } from '../../../shared/lesson-messages.js';
import type { InstructorDay, InstructorLesson } from '../../../shared/lesson-progress-api.js';
import { LESSON_PROGRESS_MESSAGES as M } from '../../../shared/lesson-progress-messages.js';
import { istDate } from '../../../shared/time.js';
import { auditLog, branches, lessonPurchases } from '../../db/schema.js';
import { practicalInstructorSession, signInAs } from '../../test/instructor-session.js';
import {
  at,
  dayAhead,
  lessonBranch,
  readyLearner,
  setLessonTerms,
} from '../../test/lesson-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';

// The instructor's day (issue 34 item 4, decision 0048): only their own lessons, attendance
// from 15 minutes before (a no-show once started, once only), the skills of a taught lesson,
// and "ready for the test" from an instructor who taught the package.

let t: TestApp;
let admin: string;
let branch: Awaited<ReturnType<typeof lessonBranch>>;
/** The branch's instructor, and a second one at the same branch. */
let meena: { id: number; cookie: string };
let suresh: { id: number; cookie: string };
// Bhilai's civic centre, and a home about 3 km away.
const BRANCH_POINT = { latitude: 21.2092, longitude: 81.3797 };
const HOME = {
  kind: 'home',
  address: '12 Nehru Nagar, Bhilai',
  latitude: 21.2232,
  longitude: 81.4041,
};

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  branch = await lessonBranch(t, admin);
  await setLessonTerms(t, branch.branchId, { ...BRANCH_POINT, lessonPickupRadiusKm: 10 });
  meena = { id: branch.instructorId, cookie: await signInAs(t, branch.instructorId) };
  suresh = await practicalInstructorSession(t, admin, branch.branchId);
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

/** The server's clock at `instant` (the lesson's time has come). */
const clockAt = (instant: Date) => vi.useFakeTimers({ toFake: ['Date'], now: instant });
const minutes = (instant: Date, n: number) => new Date(instant.getTime() + n * 60_000);

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const dayOf = (cookie: string, date: string) =>
  call(cookie, 'GET', `/api/instructor/lessons?date=${date}`);
const mark = (cookie: string, id: number, status: string) =>
  call(cookie, 'POST', `/api/instructor/lessons/${id}/attendance`, { status });
const saveSkills = (cookie: string, id: number, payload: object) =>
  call(cookie, 'PUT', `/api/instructor/lessons/${id}/skills`, payload);

async function newLearner() {
  const learner = await customerSession(t.app, t.db);
  const { purchaseId } = await readyLearner(t.db, learner.id, branch.packageId);
  return { ...learner, purchaseId };
}
type Learner = Awaited<ReturnType<typeof newLearner>>;

/** The learner books a lesson with an instructor; its id and start. */
async function book(
  learner: Learner,
  instructorId: number,
  date: string,
  time: string,
  extra: object = {},
) {
  const startsAt = at(date, time);
  const res = await call(learner.cookie, 'POST', '/api/lessons/mine', {
    packageId: branch.packageId,
    startsAt: startsAt.toISOString(),
    instructorId,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json<{ id: number }>().id, startsAt };
}

const auditOf = (lessonId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordId, String(lessonId)), eq(auditLog.action, action)));

describe("the instructor's day", () => {
  it('lists my live lessons of the day in time order, with who, where, which car and session', async () => {
    const day = dayAhead(3);
    const learner = await newLearner();
    const later = await book(learner, meena.id, day, '12:00', { pickup: HOME });
    const earlier = await book(learner, meena.id, day, '10:00');
    const theirs = await book(learner, suresh.id, day, '14:00');
    const cancelled = await book(learner, meena.id, day, '16:00');
    const cancel = await call(learner.cookie, 'POST', `/api/lessons/mine/${cancelled.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);

    const res = await dayOf(meena.cookie, day);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<InstructorDay>();
    expect(mine).toMatchObject({ date: day, instructorName: 'Meena Verma' });
    const [branchRow] = await t.db.select().from(branches).where(eq(branches.id, branch.branchId));
    expect(mine.branchName).toBe(branchRow!.name);
    // Another instructor's lesson and a cancelled one are not on my day.
    expect(mine.lessons.map((l) => l.id)).toEqual([earlier.id, later.id]);
    const [first, second] = mine.lessons as [InstructorLesson, InstructorLesson];
    expect(first).toMatchObject({
      status: 'booked',
      startsAt: earlier.startsAt.toISOString(),
      attendanceOpensAt: minutes(earlier.startsAt, -15).toISOString(),
      pickupKind: 'branch',
      pickupAddress: branchRow!.address,
      pickupLatitude: BRANCH_POINT.latitude,
      pickupLongitude: BRANCH_POINT.longitude,
      carName: branch.target.car.title,
      carRegistration: branch.target.car.carNumber,
      purchaseId: learner.purchaseId,
      packageTitle: '10 lessons of 60 minutes',
      packageTitleHi: '60 मिनट के 10 पाठ',
      sessionNumber: 1,
      sessions: 10,
      skills: [],
      note: '',
      readyForTest: false,
    });
    expect(first.learnerName).not.toBe('');
    expect(first.progress).toHaveLength(10);
    expect(first.progress.every((p) => p.grade === null && !p.atMark)).toBe(true);
    expect(second).toMatchObject({
      pickupKind: 'home',
      pickupAddress: HOME.address,
      pickupLatitude: HOME.latitude,
      pickupLongitude: HOME.longitude,
      sessionNumber: 2,
    });

    const other = (await dayOf(suresh.cookie, day)).json<InstructorDay>();
    expect(other.lessons.map((l) => [l.id, l.sessionNumber])).toEqual([[theirs.id, 3]]);

    // Another instructor's lesson answers 404 on every per-lesson call.
    clockAt(theirs.startsAt);
    const marked = await mark(meena.cookie, theirs.id, 'completed');
    expect(marked.statusCode).toBe(404);
    expect(marked.json().message).toBe(M.lessonNotFound);
    const graded = await saveSkills(meena.cookie, theirs.id, { skills: [], note: '' });
    expect(graded.statusCode).toBe(404);
    expect((await mark(suresh.cookie, theirs.id, 'completed')).statusCode).toBe(200);
  });

  it('is today by default, refuses a date that does not exist, and anyone who gives no lessons', async () => {
    const today = await call(meena.cookie, 'GET', '/api/instructor/lessons');
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json<InstructorDay>().date).toBe(istDate(new Date()));
    const bad = await dayOf(meena.cookie, '2030-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.date);
    const learner = await newLearner();
    const refused = await dayOf(learner.cookie, dayAhead(1));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.notPracticalInstructor);
    const anonymous = await t.app.inject({ url: '/api/instructor/lessons' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('attendance', () => {
  it('opens 15 minutes before the start, once only; a taught lesson can then be neither cancelled nor moved', async () => {
    const learner = await newLearner();
    const lesson = await book(learner, meena.id, dayAhead(4), '10:00');
    clockAt(minutes(lesson.startsAt, -20));
    const early = await mark(meena.cookie, lesson.id, 'completed');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(M.attendanceTooEarly);

    clockAt(minutes(lesson.startsAt, -10));
    const noShow = await mark(meena.cookie, lesson.id, 'no_show');
    expect(noShow.statusCode).toBe(400);
    expect(noShow.json().message).toBe(M.noShowTooEarly);
    const arrived = await mark(meena.cookie, lesson.id, 'completed');
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json<InstructorLesson>()).toMatchObject({ id: lesson.id, status: 'completed' });
    const twice = await mark(meena.cookie, lesson.id, 'no_show');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.attendanceMarked);
    const [audited] = await auditOf(lesson.id, 'lesson.attended');
    expect(audited).toMatchObject({ actorId: meena.id, recordType: 'lesson' });

    // Taught: the learner can neither cancel nor move it, nor can the desk cancel it.
    const cancel = await call(learner.cookie, 'POST', `/api/lessons/mine/${lesson.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(LESSON_MESSAGES.notCancellable);
    const move = await call(learner.cookie, 'POST', `/api/lessons/mine/${lesson.id}/reschedule`, {
      startsAt: at(dayAhead(10), '10:00').toISOString(),
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe(LESSON_MESSAGES.notMovable);
    const desk = await call(admin, 'POST', `/api/console/lessons/booked/${lesson.id}/cancel`);
    expect(desk.statusCode).toBe(409);
    expect(desk.json().message).toBe(LESSON_MESSAGES.notCancellable);
  });

  it('marks a no-show once the lesson has started: two taps at once, one wins; the session stays used', async () => {
    const learner = await newLearner();
    const lesson = await book(learner, meena.id, dayAhead(5), '10:00');
    const used = async () =>
      (
        await t.db
          .select({ n: lessonPurchases.sessionsUsed })
          .from(lessonPurchases)
          .where(eq(lessonPurchases.id, learner.purchaseId))
      )[0]?.n;
    expect(await used()).toBe(1);
    clockAt(minutes(lesson.startsAt, 5));
    const taps = await Promise.all([
      mark(meena.cookie, lesson.id, 'no_show'),
      mark(meena.cookie, lesson.id, 'no_show'),
    ]);
    expect(taps.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(taps.find((r) => r.statusCode === 409)?.json().message).toBe(M.attendanceMarked);
    expect(await used()).toBe(1);
    expect(await auditOf(lesson.id, 'lesson.no_show')).toHaveLength(1);
    const desk = await call(admin, 'POST', `/api/console/lessons/booked/${lesson.id}/cancel`);
    expect(desk.statusCode).toBe(409);
    expect(desk.json().message).toBe(LESSON_MESSAGES.notCancellable);
    const day = (await dayOf(meena.cookie, istDate(lesson.startsAt))).json<InstructorDay>();
    expect(day.lessons.find((l) => l.id === lesson.id)?.status).toBe('no_show');
  });

  it('refuses a cancelled lesson (409) and an answer that is neither (400)', async () => {
    const learner = await newLearner();
    const lesson = await book(learner, meena.id, dayAhead(6), '10:00');
    await call(learner.cookie, 'POST', `/api/lessons/mine/${lesson.id}/cancel`);
    clockAt(lesson.startsAt);
    const res = await mark(meena.cookie, lesson.id, 'completed');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.lessonCancelled);
    const odd = await mark(meena.cookie, lesson.id, 'late');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe(M.attendance);
  });
});

describe('the skills record', () => {
  it('needs the learner marked arrived, refuses a grade of 6, and saves (and corrects) the grades', async () => {
    const learner = await newLearner();
    const lesson = await book(learner, meena.id, dayAhead(7), '10:00');
    clockAt(lesson.startsAt);
    const before = await saveSkills(meena.cookie, lesson.id, {
      skills: [{ skill: 'steering', grade: 3 }],
    });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(M.skillsNeedAttendance);
    await mark(meena.cookie, lesson.id, 'completed');

    const six = await saveSkills(meena.cookie, lesson.id, {
      skills: [{ skill: 'steering', grade: 6 }],
    });
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe(M.grade);
    const unknown = await saveSkills(meena.cookie, lesson.id, {
      skills: [{ skill: 'drifting', grade: 3 }],
    });
    expect(unknown.json().message).toBe(M.skill);
    const twice = await saveSkills(meena.cookie, lesson.id, {
      skills: [
        { skill: 'steering', grade: 3 },
        { skill: 'steering', grade: 4 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(M.skillTwice);

    const saved = await saveSkills(meena.cookie, lesson.id, {
      skills: [
        { skill: 'steering', grade: 3, note: 'Hands at ten to two.' },
        { skill: 'controls', grade: 4 },
      ],
      note: 'A calm first drive.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<InstructorLesson>()).toMatchObject({
      skills: [
        { skill: 'controls', grade: 4, note: '' },
        { skill: 'steering', grade: 3, note: 'Hands at ten to two.' },
      ],
      note: 'A calm first drive.',
    });
    // A correction replaces the lesson's grades.
    const corrected = await saveSkills(meena.cookie, lesson.id, {
      skills: [{ skill: 'steering', grade: 4 }],
    });
    expect(corrected.json<InstructorLesson>()).toMatchObject({
      skills: [{ skill: 'steering', grade: 4, note: '' }],
      note: '',
    });
    const day = (await dayOf(meena.cookie, istDate(lesson.startsAt))).json<InstructorDay>();
    expect(day.lessons.find((l) => l.id === lesson.id)?.skills).toEqual([
      { skill: 'steering', grade: 4, note: '' },
    ]);
    expect(await auditOf(lesson.id, 'lesson.skills')).toHaveLength(2);
  });
});

describe('ready for the test', () => {
  it('is said (and taken back) by an instructor who taught the package; another gets 404', async () => {
    const learner = await newLearner();
    const lesson = await book(learner, meena.id, dayAhead(8), '10:00');
    const url = `/api/instructor/purchases/${learner.purchaseId}/ready`;
    clockAt(lesson.startsAt);
    // Booked but not yet taught: not even its own instructor may say so.
    expect((await call(meena.cookie, 'POST', url, { ready: true })).statusCode).toBe(404);
    await mark(meena.cookie, lesson.id, 'completed');

    const stranger = await call(suresh.cookie, 'POST', url, { ready: true });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(M.purchaseNotFound);
    const bad = await call(meena.cookie, 'POST', url, { ready: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.ready);

    const ready = await call(meena.cookie, 'POST', url, { ready: true });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toMatchObject({ purchaseId: learner.purchaseId, readyForTest: true });
    const day = (await dayOf(meena.cookie, istDate(lesson.startsAt))).json<InstructorDay>();
    expect(day.lessons.find((l) => l.id === lesson.id)?.readyForTest).toBe(true);
    const progress = await call(
      learner.cookie,
      'GET',
      `/api/lessons/purchases/${learner.purchaseId}/progress`,
    );
    expect(progress.json()).toMatchObject({ readyForTest: true });

    const back = await call(meena.cookie, 'POST', url, { ready: false });
    expect(back.json()).toMatchObject({ readyForTest: false, readyMarkedAt: null });
    const after = await call(
      learner.cookie,
      'GET',
      `/api/lessons/purchases/${learner.purchaseId}/progress`,
    );
    expect(after.json()).toMatchObject({ readyForTest: false, readyMarkedAt: null });
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.recordType, 'lesson_purchase'),
          eq(auditLog.recordId, String(learner.purchaseId)),
        ),
      );
    expect(audited.map((a) => a.action).sort()).toEqual(['lesson.not_ready', 'lesson.ready']);
  });
});
