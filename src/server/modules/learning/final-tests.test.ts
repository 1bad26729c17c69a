import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../shared/learning-catalogue.js';
import type {
  AttemptHistory,
  AttemptResult,
  MyCourses,
  StartedAttempt,
} from '../../../shared/learning-study.js';
import { eq } from 'drizzle-orm';
import { bankQuestions, courses } from '../../db/schema.js';
import { createPublicMedia } from '../../lib/storage/public-media.js';
import type { TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { FINAL_TEST_NOT_PASSED, MOCK_TEST_NOT_PASSED } from './completion.service.js';
import {
  FREE_COURSE,
  FREE_QB,
  learningApp,
  PAID_COURSE,
  PAID_QB,
  paidCourseOrder,
  studentCookie,
} from './learning-test-helpers.js';
import { SEED_COURSES } from './seed/catalogue-data.js';
import { signsBank } from './seed/question-bank/question-bank.js';
import { seedLearning } from './seed/seed-learning.js';
import { OLD_FAMILY_PROMPT } from './seed/upgrade-sign-questions.js';

describe('the school tests test: mock tests pass, practice does not, courses end in a test', () => {
  let t: TestApp;
  let key: Map<number, number>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  const detail = async (slug: string, as: string) =>
    (await call('GET', `/api/learning/courses/${slug}`, as)).json() as CourseDetail;
  const start = async (slug: string, as: string, mode: 'mock' | 'practice' = 'mock') => {
    const res = await call('POST', `/api/learning/courses/${slug}/attempts?mode=${mode}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StartedAttempt;
  };
  /** Answers the first `right` questions right and the rest wrong. */
  const answer = async (attempt: StartedAttempt, as: string, right = attempt.questions.length) =>
    (
      await call('POST', `/api/learning/attempts/${attempt.attemptId}`, as, {
        answers: Object.fromEntries(
          attempt.questions.map((q, i) => [
            String(q.id),
            i < right ? key.get(q.id)! : (key.get(q.id)! + 1) % q.options.length,
          ]),
        ),
      })
    ).json() as AttemptResult;
  const finishLessons = async (slug: string, as: string) => {
    for (const l of (await detail(slug, as)).syllabus) {
      await call('PUT', `/api/learning/courses/${slug}/lessons/${l.id}/done`, as, { done: true });
    }
  };
  const certificate = (slug: string, as: string) =>
    call('POST', `/api/learning/courses/${slug}/certificate`, as);

  beforeAll(async () => {
    t = await learningApp();
    key = new Map((await t.db.select().from(bankQuestions)).map((q) => [q.id, q.correctIndex]));
  });
  afterAll(() => t.close());

  it('never passes a practice round nor counts it as the best score, however well it went', async () => {
    const { cookie: as } = await studentCookie(t);
    await call('POST', `/api/learning/courses/${FREE_QB}/enrol`, as);
    expect(await answer(await start(FREE_QB, as), as, 0)).toMatchObject({
      mode: 'mock',
      percent: 0,
      passed: false,
      bestPercent: 0,
    });
    // 13 of the 15 wrong answers put right: 87 %, over the pass mark, in practice.
    const practice = await answer(await start(FREE_QB, as, 'practice'), as, 13);
    expect(practice).toMatchObject({
      mode: 'practice',
      percent: 87,
      passed: false,
      bestPercent: 0,
    });

    const history = (
      await call('GET', `/api/learning/courses/${FREE_QB}/attempts`, as)
    ).json() as AttemptHistory;
    expect(history.bestPercent).toBe(0);
    expect(history.attempts.map((a) => [a.mode, a.percent, a.passed])).toEqual([
      ['practice', 87, false],
      ['mock', 0, false],
    ]);
    expect((await detail(FREE_QB, as)).bestPercent).toBe(0);
    const mine = (await call('GET', '/api/learning/my-courses', as)).json() as MyCourses;
    expect(mine.courses.find((c) => c.slug === FREE_QB)?.bestPercent).toBe(0);
    const refused = await certificate(FREE_QB, as);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MOCK_TEST_NOT_PASSED);
  });

  it("opens the free course's final test to its students, with no enrolment of its own", async () => {
    const { cookie: as } = await studentCookie(t);
    await call('POST', `/api/learning/courses/${FREE_COURSE}/enrol`, as);
    expect((await detail(FREE_COURSE, as)).finalTest).toMatchObject({
      slug: FREE_QB,
      passed: false,
    });
    expect((await detail(FREE_QB, as)).enrolled).toBe(false);
    await answer(await start(FREE_QB, as), as);
    await finishLessons(FREE_COURSE, as);
    expect((await detail(FREE_COURSE, as)).finalTest).toMatchObject({ passed: true });
    expect((await certificate(FREE_COURSE, as)).statusCode).toBe(200);

    // Someone in neither the course nor the bank is still asked to enrol.
    const { cookie: stranger } = await studentCookie(t);
    const closed = await call('POST', `/api/learning/courses/${FREE_QB}/attempts`, stranger);
    expect(closed.statusCode).toBe(403);
  });

  it('ends every paid course that prepares for an RTO test in a final test', async () => {
    const { cookie: as } = await studentCookie(t);
    const paidExam = SEED_COURSES.filter((c) => c.category === 'exam' && c.inrPaise > 0);
    expect(paidExam.length).toBeGreaterThanOrEqual(2);
    for (const c of paidExam) {
      expect((await detail(c.slug, as)).finalTest, c.slug).toMatchObject({ slug: PAID_QB });
    }
  });

  it('gives a paid course its certificate only once its final test is passed, named as written', async () => {
    const learner = await createLoginCustomer(t.db, 'Secret123', { name: 'कृष्णमूर्ति' });
    const as = await loginCookie(t.app, learner.email, learner.password);
    await paidCourseOrder(t, as);
    await finishLessons(PAID_COURSE, as);
    const early = await certificate(PAID_COURSE, as);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(FINAL_TEST_NOT_PASSED);

    // The final test opens from the course, though the bank itself was never bought.
    expect((await detail(PAID_QB, as)).enrolled).toBe(false);
    await answer(await start(PAID_QB, as, 'mock'), as, 0);
    await answer(await start(PAID_QB, as, 'practice'), as);
    expect((await detail(PAID_COURSE, as)).finalTest).toMatchObject({ passed: false });
    expect((await certificate(PAID_COURSE, as)).json().message).toBe(FINAL_TEST_NOT_PASSED);
    await answer(await start(PAID_QB, as), as);
    expect((await detail(PAID_COURSE, as)).finalTest).toMatchObject({ passed: true });
    expect((await certificate(PAID_COURSE, as)).statusCode).toBe(200);

    const pdf = await call('GET', `/api/learning/courses/${PAID_COURSE}/certificate.pdf`, as);
    expect(pdf.statusCode).toBe(200);
    const lines = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload })
      .toString()
      .split('\n')
      .map((l) => l.trim());
    expect(lines).toContain('कृष्णमूर्ति');
    expect(lines).not.toContain('कृष्णमूितर्');

    const { cookie: stranger } = await studentCookie(t);
    expect(
      (await call('POST', `/api/learning/courses/${PAID_QB}/attempts`, stranger)).statusCode,
    ).toBe(403);
  });

  it("gives a database seeded with the old road-signs bank the bank that asks a sign's meaning", async () => {
    const [bank] = await t.db.select().from(courses).where(eq(courses.slug, FREE_QB));
    await t.db.delete(bankQuestions).where(eq(bankQuestions.courseId, bank!.id));
    await t.db.insert(bankQuestions).values({
      courseId: bank!.id,
      position: 0,
      topic: 'signs',
      imageUrl: '/road-signs/stop.svg',
      prompt: OLD_FAMILY_PROMPT,
      options: ['A mandatory sign', 'A cautionary (warning) sign', 'An informatory sign'],
      correctIndex: 0,
      explanation: 'Old.',
    });
    await t.db
      .update(courses)
      .set({ summary: 'Asked three ways.' })
      .where(eq(courses.id, bank!.id));

    await seedLearning(t.db, { media: createPublicMedia(t.config) });
    const rows = await t.db
      .select()
      .from(bankQuestions)
      .where(eq(bankQuestions.courseId, bank!.id));
    expect(rows.map((q) => q.prompt)).not.toContain(OLD_FAMILY_PROMPT);
    expect(rows).toHaveLength(signsBank().length);
    const [after] = await t.db.select().from(courses).where(eq(courses.id, bank!.id));
    expect(after!.summary).toContain('what it tells you to do');
  });
});
