import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InstructorDay, LessonProgress } from '../../../shared/lesson-progress-api.js';
import { LESSON_PROGRESS_MESSAGES as M } from '../../../shared/lesson-progress-messages.js';
import { LESSON_SKILL_KEYS } from '../../../shared/lesson-skills.js';
import { istDate } from '../../../shared/time.js';
import { signInAs } from '../../test/instructor-session.js';
import { at, dayAhead, lessonBranch, readyLearner } from '../../test/lesson-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';

// The learner's progress on a package (issue 34 item 4, decision 0048): lessons taught, missed
// and still booked, each skill's latest grade over all their lessons with the instructor's
// notes, and what the training certificate still needs. Only the learner reads it.

let t: TestApp;
let branch: Awaited<ReturnType<typeof lessonBranch>>;
let instructor: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  const admin = (await staffCookie(t.app, t.db, null)).cookie;
  branch = await lessonBranch(t, admin);
  instructor = await signInAs(t, branch.instructorId);
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

const clockAt = (instant: Date) => vi.useFakeTimers({ toFake: ['Date'], now: instant });
const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function newLearner(sessions: number) {
  const learner = await customerSession(t.app, t.db);
  const { purchaseId } = await readyLearner(t.db, learner.id, branch.packageId, { sessions });
  return { ...learner, purchaseId };
}
type Learner = Awaited<ReturnType<typeof newLearner>>;

async function book(learner: Learner, startsAt: Date) {
  const res = await call(learner.cookie, 'POST', '/api/lessons/mine', {
    packageId: branch.packageId,
    startsAt: startsAt.toISOString(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
const mark = async (id: number, status: 'completed' | 'no_show') => {
  const res = await call(instructor, 'POST', `/api/instructor/lessons/${id}/attendance`, {
    status,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const grade = async (id: number, skills: object[], note = '') => {
  const res = await call(instructor, 'PUT', `/api/instructor/lessons/${id}/skills`, {
    skills,
    note,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const progressOf = async (learner: Learner) => {
  const res = await call(
    learner.cookie,
    'GET',
    `/api/lessons/purchases/${learner.purchaseId}/progress`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LessonProgress>();
};
const every = (g: number) => LESSON_SKILL_KEYS.map((skill) => ({ skill, grade: g }));

describe("the learner's progress", () => {
  it("is the learner's own: another learner gets 404, as for a purchase that does not exist", async () => {
    const a = await newLearner(2);
    const b = await newLearner(2);
    const theirs = await call(b.cookie, 'GET', `/api/lessons/purchases/${a.purchaseId}/progress`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(M.purchaseNotFound);
    const none = await call(a.cookie, 'GET', '/api/lessons/purchases/999999/progress');
    expect(none.statusCode).toBe(404);
    const bad = await call(a.cookie, 'GET', '/api/lessons/purchases/abc/progress');
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: `/api/lessons/purchases/${a.purchaseId}/progress` })).statusCode,
    ).toBe(401);
    expect(await progressOf(a)).toMatchObject({
      purchaseId: a.purchaseId,
      sessions: 2,
      sessionsUsed: 0,
      attended: 0,
      noShows: 0,
      open: 0,
      notes: [],
      readyForTest: false,
      readyMarkedAt: null,
      shortfall: 'sessions_not_taught',
      certificateCode: null,
    });
  });

  it('moves from lessons open to sessions not taught to skills below the mark to earned', async () => {
    const learner = await newLearner(2);
    const first = at(dayAhead(3), '10:00');
    const second = at(dayAhead(4), '10:00');
    const lessonA = await book(learner, first);
    expect(await progressOf(learner)).toMatchObject({
      sessionsUsed: 1,
      open: 1,
      shortfall: 'lessons_open',
    });

    clockAt(first);
    await mark(lessonA, 'completed');
    await grade(
      lessonA,
      every(3).map((g) =>
        g.skill === 'parking' ? { ...g, grade: 2, note: 'Reverse slowly into the bay.' } : g,
      ),
      'Good control of the clutch.',
    );
    let progress = await progressOf(learner);
    expect(progress).toMatchObject({ attended: 1, open: 0, shortfall: 'sessions_not_taught' });
    expect(progress.skills.find((s) => s.skill === 'parking')).toEqual({
      skill: 'parking',
      grade: 2,
      atMark: false,
      note: 'Reverse slowly into the bay.',
    });

    const lessonB = await book(learner, second);
    expect((await progressOf(learner)).shortfall).toBe('lessons_open');
    clockAt(second);
    await mark(lessonB, 'completed');
    // The instructor sees the grades before this lesson: what to work on.
    const day = await call(instructor, 'GET', `/api/instructor/lessons?date=${istDate(second)}`);
    const shown = day.json<InstructorDay>().lessons.find((l) => l.id === lessonB);
    expect(shown?.sessionNumber).toBe(2);
    expect(shown?.progress.find((p) => p.skill === 'parking')).toEqual({
      skill: 'parking',
      grade: 2,
      atMark: false,
    });
    expect((await progressOf(learner)).shortfall).toBe('skills_below_mark');

    // Every skill at the mark but one, which keeps its grade from the first lesson.
    await grade(
      lessonB,
      every(4).filter((g) => g.skill !== 'night_highway'),
      'Ready for the highway next.',
    );
    progress = await progressOf(learner);
    expect(progress.shortfall).toBe('skills_below_mark');
    expect(progress.skills.find((s) => s.skill === 'night_highway')).toMatchObject({
      grade: 3,
      atMark: false,
    });
    // The latest grade is the skill's; its note goes with it.
    expect(progress.skills.find((s) => s.skill === 'parking')).toEqual({
      skill: 'parking',
      grade: 4,
      atMark: true,
      note: '',
    });

    await grade(lessonB, every(4), 'Ready for the highway next.');
    progress = await progressOf(learner);
    expect(progress.skills.every((s) => s.grade === 4 && s.atMark)).toBe(true);
    expect(progress).toMatchObject({
      sessions: 2,
      sessionsUsed: 2,
      attended: 2,
      noShows: 0,
      open: 0,
      shortfall: null,
      notes: [
        { lessonId: lessonB, startsAt: second.toISOString(), note: 'Ready for the highway next.' },
        { lessonId: lessonA, startsAt: first.toISOString(), note: 'Good control of the clutch.' },
      ],
    });
  });

  it('counts a no-show as a session used but not taught', async () => {
    const learner = await newLearner(1);
    const startsAt = at(dayAhead(5), '10:00');
    const lesson = await book(learner, startsAt);
    clockAt(new Date(startsAt.getTime() + 10 * 60_000));
    await mark(lesson, 'no_show');
    expect(await progressOf(learner)).toMatchObject({
      sessions: 1,
      sessionsUsed: 1,
      attended: 0,
      noShows: 1,
      open: 0,
      shortfall: 'sessions_not_taught',
    });
  });
});
