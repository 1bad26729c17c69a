import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../shared/learning-catalogue.js';
import type { AttemptResult, MyCourses, StartedAttempt } from '../../../shared/learning-study.js';
import { bankAttempts, bankQuestions } from '../../db/schema.js';
import type { TestApp } from '../../test/test-app.js';
import { learningApp, studentCookie } from './learning-test-helpers.js';
import { FREE_COURSE, FREE_QB, PAID_COURSE, PAID_QB } from './seeded-course-slugs.js';

describe('studying: free enrolment, lessons and mock tests', () => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await learningApp();
    cookie = (await studentCookie(t)).cookie;
    other = (await studentCookie(t)).cookie;
  });
  afterAll(() => t.close());

  it('asks a visitor to log in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/learning/courses/${FREE_QB}/enrol`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please Login to Continue.');
  });

  it('enrols in a free course but refuses a paid one with a clear message', async () => {
    const paid = await call('POST', `/api/learning/courses/${PAID_COURSE}/enrol`);
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toBe('This course is not free. Add it to your cart to buy it.');
    expect((await call('POST', `/api/learning/courses/${FREE_COURSE}/enrol`)).json()).toEqual({
      slug: FREE_COURSE,
      enrolled: true,
    });
    // Twice is harmless.
    expect((await call('POST', `/api/learning/courses/${FREE_COURSE}/enrol`)).statusCode).toBe(200);
    const detail = (
      await call('GET', `/api/learning/courses/${FREE_COURSE}`)
    ).json() as CourseDetail;
    expect(detail.enrolled).toBe(true);
  });

  it('opens lessons only for enrolled students and counts them as opened', async () => {
    const detail = (
      await call('GET', `/api/learning/courses/${FREE_COURSE}`)
    ).json() as CourseDetail;
    const [first, second] = detail.syllabus;
    const lesson = await call('GET', `/api/learning/courses/${FREE_COURSE}/lessons/${first!.id}`);
    expect(lesson.json()).toMatchObject({
      title: first!.title,
      previousId: null,
      nextId: second!.id,
    });
    expect(lesson.json().bodyHtml).toContain('<p>');

    const stranger = await call(
      'GET',
      `/api/learning/courses/${FREE_COURSE}/lessons/${first!.id}`,
      undefined,
      other,
    );
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('Enrol in this course to open its lessons.');

    const paidDetail = (
      await call('GET', `/api/learning/courses/${PAID_COURSE}`)
    ).json() as CourseDetail;
    const foreign = await call(
      'GET',
      `/api/learning/courses/${FREE_COURSE}/lessons/${paidDetail.syllabus[0]!.id}`,
    );
    expect(foreign.statusCode).toBe(404);

    const mine = (await call('GET', '/api/learning/my-courses')).json() as MyCourses;
    expect(mine.courses.find((c) => c.slug === FREE_COURSE)).toMatchObject({
      lessonCount: 3,
      openedCount: 1,
    });
  });

  it('runs a timed mock test: no answers in the questions, scored once, best score kept', async () => {
    const locked = await call('POST', `/api/learning/courses/${PAID_QB}/attempts`);
    expect(locked.statusCode).toBe(403);

    await call('POST', `/api/learning/courses/${FREE_QB}/enrol`);
    const started = (
      await call('POST', `/api/learning/courses/${FREE_QB}/attempts`)
    ).json() as StartedAttempt;
    expect(started.questions).toHaveLength(15);
    expect(started.questions[0]).not.toHaveProperty('correctIndex');
    expect(started.durationSeconds).toBe(15 * 30);
    // The attempt remembers which questions were drawn, in the order shown.
    const [stored] = await t.db
      .select()
      .from(bankAttempts)
      .where(eq(bankAttempts.id, started.attemptId));
    expect(stored!.questionIds).toEqual(started.questions.map((q) => q.id));

    const key = new Map(
      (await t.db.select().from(bankQuestions)).map((q) => [q.id, q.correctIndex] as const),
    );
    const drawn = started.questions.map((q) => q.id);
    // 9 of 15 right is the pass mark (60%).
    const answers = Object.fromEntries(drawn.slice(0, 9).map((id) => [String(id), key.get(id)!]));
    const res = await call('POST', `/api/learning/attempts/${started.attemptId}`, { answers });
    const result = res.json() as AttemptResult;
    expect(result).toMatchObject({
      correct: 9,
      total: 15,
      percent: 60,
      passed: true,
      bestPercent: 60,
    });
    const explained = result.review.find((q) => q.id === drawn[12])!;
    expect(explained).toMatchObject({ chosenIndex: null, correctIndex: key.get(drawn[12]!) });
    expect(explained.explanation.length).toBeGreaterThan(10);

    const again = await call('POST', `/api/learning/attempts/${started.attemptId}`, { answers });
    expect(again.statusCode).toBe(409);

    const second = (
      await call('POST', `/api/learning/courses/${FREE_QB}/attempts`)
    ).json() as StartedAttempt;
    const worse = (
      await call('POST', `/api/learning/attempts/${second.attemptId}`, { answers: {} })
    ).json() as AttemptResult;
    expect(worse).toMatchObject({ correct: 0, percent: 0, passed: false, bestPercent: 60 });

    const history = (await call('GET', `/api/learning/courses/${FREE_QB}/attempts`)).json();
    expect(history.bestPercent).toBe(60);
    expect(history.attempts.map((a: { percent: number }) => a.percent)).toEqual([0, 60]);
  });

  it("refuses another student's attempt, foreign questions, late answers and bad input", async () => {
    const started = (
      await call('POST', `/api/learning/courses/${FREE_QB}/attempts`)
    ).json() as StartedAttempt;
    const url = `/api/learning/attempts/${started.attemptId}`;
    expect((await call('POST', url, { answers: {} }, other)).statusCode).toBe(404);

    const foreign = await call('POST', url, { answers: { '999999': 1 } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('An answer names a question that is not in this test.');
    const option = await call('POST', url, { answers: { [String(started.questions[0]!.id)]: 7 } });
    expect(option.statusCode).toBe(400);
    expect((await call('POST', url, { answers: { abc: 1 } })).statusCode).toBe(400);
    expect((await call('POST', url, { answers: 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/api/learning/attempts/0', { answers: {} })).statusCode).toBe(400);

    await t.db
      .update(bankAttempts)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(bankAttempts.id, started.attemptId));
    const late = await call('POST', url, { answers: {} });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('The time for this mock test is over.');
    const [row] = await t.db
      .select()
      .from(bankAttempts)
      .where(eq(bankAttempts.id, started.attemptId));
    expect(row!.submittedAt).toBeNull();
  });
});
