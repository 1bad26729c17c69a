import { and, eq, isNull } from 'drizzle-orm';
import type { AttemptResult, StartedAttempt } from '../../../shared/learning-study.js';
import {
  scoreAttempt,
  SUBMIT_GRACE_SECONDS,
  testDurationSeconds,
  type AttemptAnswers,
} from '../../../shared/learning-quiz.js';
import { LEARNING_MESSAGES } from '../../../shared/learning-rules.js';
import type { Db } from '../../db/client.js';
import { bankAttempts } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import type { CourseRow } from './catalogue.queries.js';
import {
  bestPercent,
  enrol,
  findLesson,
  isEnrolled,
  listLessonTitles,
  listQuestions,
  recordLessonView,
} from './study.queries.js';

const notEnrolled = () => new HttpError(403, LEARNING_MESSAGES.notEnrolled);

/** Free enrolment: only for a Live course whose price is 0 in every currency. */
export async function enrolFree(db: Db, userId: number, course: CourseRow) {
  if (course.status !== 'live') throw notFound(LEARNING_MESSAGES.courseNotFound);
  if (course.inrPaise !== 0 || course.usdCents !== 0) throw badRequest(LEARNING_MESSAGES.notFree);
  await enrol(db, { userId, courseId: course.id, source: 'free' });
}

async function requireEnrolled(db: Db, userId: number, course: CourseRow) {
  if (course.instructorId === userId) return;
  if (!(await isEnrolled(db, userId, course.id))) throw notEnrolled();
}

export async function openLesson(db: Db, userId: number, course: CourseRow, lessonId: number) {
  await requireEnrolled(db, userId, course);
  const lesson = await findLesson(db, course.id, lessonId);
  if (!lesson) throw notFound('This lesson is not part of the course.');
  await recordLessonView(db, userId, lesson.id);
  const titles = await listLessonTitles(db, course.id);
  const at = titles.findIndex((l) => l.id === lesson.id);
  return {
    id: lesson.id,
    title: lesson.title,
    bodyHtml: lesson.bodyHtml,
    position: lesson.position,
    previousId: titles[at - 1]?.id ?? null,
    nextId: titles[at + 1]?.id ?? null,
  };
}

export async function startAttempt(
  db: Db,
  userId: number,
  course: CourseRow,
): Promise<StartedAttempt> {
  if (course.category !== 'qb') throw badRequest('This course has no mock test.');
  await requireEnrolled(db, userId, course);
  const questions = await listQuestions(db, course.id);
  const durationSeconds = testDurationSeconds(questions.length);
  const deadlineAt = new Date(Date.now() + durationSeconds * 1000);
  const [attempt] = await db
    .insert(bankAttempts)
    .values({ userId, courseId: course.id, deadlineAt, total: questions.length })
    .returning({ id: bankAttempts.id });
  return {
    attemptId: attempt!.id,
    deadlineAt: deadlineAt.toISOString(),
    durationSeconds,
    questions: questions.map((q) => ({ id: q.id, prompt: q.prompt, options: q.options })),
  };
}

/** Scores an attempt once; answers must name this test's questions and their options. */
export async function submitAttempt(
  db: Db,
  userId: number,
  attemptId: number,
  answers: AttemptAnswers,
): Promise<AttemptResult> {
  const [attempt] = await db
    .select()
    .from(bankAttempts)
    .where(and(eq(bankAttempts.id, attemptId), eq(bankAttempts.userId, userId)));
  if (!attempt) throw notFound('This mock test attempt was not found.');
  if (attempt.submittedAt) throw new HttpError(409, 'This attempt was already submitted.');
  if (Date.now() > attempt.deadlineAt.getTime() + SUBMIT_GRACE_SECONDS * 1000) {
    throw badRequest(LEARNING_MESSAGES.timeUp);
  }
  const questions = await listQuestions(db, attempt.courseId);
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  for (const [id, chosen] of Object.entries(answers)) {
    const q = byId.get(id);
    if (!q) throw badRequest('An answer names a question that is not in this test.', 'answers');
    if (chosen !== null && chosen >= q.options.length) {
      throw badRequest('An answer chooses an option the question does not have.', 'answers');
    }
  }
  const score = scoreAttempt(questions, answers);
  const updated = await db
    .update(bankAttempts)
    .set({ submittedAt: new Date(), answers, correct: score.correct, percent: score.percent })
    .where(and(eq(bankAttempts.id, attempt.id), isNull(bankAttempts.submittedAt)))
    .returning({ id: bankAttempts.id });
  if (updated.length === 0) throw new HttpError(409, 'This attempt was already submitted.');
  return {
    attemptId: attempt.id,
    ...score,
    bestPercent: (await bestPercent(db, userId, attempt.courseId)) ?? score.percent,
    review: questions.map((q) => ({
      id: q.id,
      prompt: q.prompt,
      options: q.options,
      chosenIndex: answers[String(q.id)] ?? null,
      correctIndex: q.correctIndex,
      explanation: q.explanation,
    })),
  };
}
