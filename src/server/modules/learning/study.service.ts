import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Language } from '../../../shared/language.js';
import type { AttemptResult, StartedAttempt } from '../../../shared/learning-study.js';
import {
  MOCK_TEST_QUESTIONS,
  PRACTICE_QUESTIONS,
  scoreAttempt,
  SUBMIT_GRACE_SECONDS,
  testDurationSeconds,
  type AttemptAnswers,
} from '../../../shared/learning-quiz.js';
import { LEARNING_MESSAGES } from '../../../shared/learning-rules.js';
import type { Db } from '../../db/client.js';
import { bankAttempts, bankQuestions } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import type { CourseRow } from './catalogue.queries.js';
import { lessonContent, questionContent } from './lesson-view.js';
import {
  bestPercent,
  enrol,
  findLesson,
  isLessonDone,
  isEnrolled,
  listLessonTitles,
  listQuestions,
  listSubmittedAttempts,
  recordLessonView,
  setLessonDone,
  takesAsFinalTest,
} from './study.queries.js';
import { must } from '../../../shared/must.js';

const notEnrolled = () => new HttpError(403, LEARNING_MESSAGES.notEnrolled);
export const NO_WRONG_ANSWERS =
  'You have no wrong answers to practise. Take a mock test first, or well done!';

/** Free enrolment: only for a Live course whose price is 0 in every currency. */
export async function enrolFree(db: Db, userId: number, course: CourseRow) {
  if (course.status !== 'live') throw notFound(LEARNING_MESSAGES.courseNotFound);
  if (course.inrPaise !== 0 || course.usdCents !== 0) throw badRequest(LEARNING_MESSAGES.notFree);
  await enrol(db, { userId, courseId: course.id, source: 'free' });
}

export async function requireEnrolled(db: Db, userId: number, course: CourseRow) {
  if (course.instructorId === userId) return;
  if (!(await isEnrolled(db, userId, course.id))) throw notEnrolled();
}

/**
 * A question bank opens for its own students and for the students of every course it is the
 * final test of: the course's certificate needs it, so its enrolment brings the test.
 */
export async function requireTestAccess(db: Db, userId: number, bank: CourseRow) {
  if (bank.instructorId === userId) return;
  if (await isEnrolled(db, userId, bank.id)) return;
  if (!(await takesAsFinalTest(db, userId, bank.id))) throw notEnrolled();
}

async function lessonOf(db: Db, course: CourseRow, lessonId: number) {
  const lesson = await findLesson(db, course.id, lessonId);
  if (!lesson) throw notFound('This lesson is not part of the course.');
  return lesson;
}

export async function openLesson(
  db: Db,
  userId: number,
  course: CourseRow,
  lessonId: number,
  lang: Language,
) {
  await requireEnrolled(db, userId, course);
  const lesson = await lessonOf(db, course, lessonId);
  await recordLessonView(db, userId, lesson.id);
  const titles = await listLessonTitles(db, course.id);
  const at = titles.findIndex((l) => l.id === lesson.id);
  const done = await isLessonDone(db, userId, lesson.id);
  return {
    id: lesson.id,
    ...lessonContent(lesson, lang),
    videoUrl: lesson.videoUrl,
    done,
    position: lesson.position,
    previousId: titles[at - 1]?.id ?? null,
    nextId: titles[at + 1]?.id ?? null,
  };
}

/** Marks a lesson of a course I study done or not done. */
export async function markLesson(
  db: Db,
  userId: number,
  course: CourseRow,
  lessonId: number,
  done: boolean,
) {
  await requireEnrolled(db, userId, course);
  const lesson = await lessonOf(db, course, lessonId);
  await setLessonDone(db, userId, lesson.id, done);
  return { lessonId: lesson.id, done };
}

/** A uniformly random choice of `n` items (Fisher–Yates on a copy, crypto randomness). */
export function drawRandom<T>(items: readonly T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [must(copy[j], 'the item to swap'), must(copy[i], 'the item to swap')];
  }
  return copy.slice(0, n);
}

type QuestionRow = Awaited<ReturnType<typeof listQuestions>>[number];

/** The questions whose latest answer by this student was wrong or left empty. */
export async function wrongQuestionIds(db: Db, userId: number, courseId: number) {
  const [attempts, questions] = await Promise.all([
    listSubmittedAttempts(db, userId, courseId, 200),
    listQuestions(db, courseId),
  ]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const latest = new Map<number, boolean>();
  // Oldest first, so a later right answer clears an earlier wrong one.
  for (const a of [...attempts].reverse()) {
    const ids = a.questionIds ?? questions.map((q) => q.id);
    for (const id of ids) {
      const q = byId.get(id);
      if (q) latest.set(id, a.answers?.[String(id)] === q.correctIndex);
    }
  }
  return [...latest].filter(([, right]) => !right).map(([id]) => id);
}

export async function startAttempt(
  db: Db,
  userId: number,
  course: CourseRow,
  lang: Language,
  mode: 'mock' | 'practice',
): Promise<StartedAttempt> {
  if (course.category !== 'qb') throw badRequest('This course has no mock test.');
  await requireTestAccess(db, userId, course);
  const bank = await listQuestions(db, course.id);
  let drawn: QuestionRow[];
  if (mode === 'practice') {
    const wrong = new Set(await wrongQuestionIds(db, userId, course.id));
    if (wrong.size === 0) throw badRequest(NO_WRONG_ANSWERS);
    drawn = drawRandom(
      bank.filter((q) => wrong.has(q.id)),
      PRACTICE_QUESTIONS,
    );
  } else {
    drawn = drawRandom(bank, MOCK_TEST_QUESTIONS);
  }
  const durationSeconds = testDurationSeconds(drawn.length);
  const deadlineAt = new Date(Date.now() + durationSeconds * 1000);
  const [attempt] = await db
    .insert(bankAttempts)
    .values({
      userId,
      courseId: course.id,
      deadlineAt,
      total: drawn.length,
      questionIds: drawn.map((q) => q.id),
      mode,
    })
    .returning({ id: bankAttempts.id });
  if (!attempt) throw new Error('Expected the inserted attempt, found none.');
  return {
    attemptId: attempt.id,
    mode,
    deadlineAt: deadlineAt.toISOString(),
    durationSeconds,
    questions: drawn.map((q) => {
      const c = questionContent(q, lang);
      return {
        id: q.id,
        prompt: c.prompt,
        options: c.options,
        language: c.language,
        imageUrl: q.imageUrl,
      };
    }),
  };
}

/** Scores an attempt once, on the server: only the questions drawn for it count. */
export async function submitAttempt(
  db: Db,
  userId: number,
  attemptId: number,
  answers: AttemptAnswers,
  lang: Language,
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
  const questions = await drawnQuestions(db, attempt.courseId, attempt.questionIds);
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  for (const [id, chosen] of Object.entries(answers)) {
    const q = byId.get(id);
    if (!q) throw badRequest('An answer names a question that is not in this test.', 'answers');
    if (chosen !== null && chosen >= q.options.length) {
      throw badRequest('An answer chooses an option the question does not have.', 'answers');
    }
  }
  const score = scoreAttempt(questions, answers);
  // A practice round is scored for the learner's own sake: it never passes a test.
  const passed = attempt.mode === 'mock' && score.passed;
  const updated = await db
    .update(bankAttempts)
    .set({ submittedAt: new Date(), answers, correct: score.correct, percent: score.percent })
    .where(and(eq(bankAttempts.id, attempt.id), isNull(bankAttempts.submittedAt)))
    .returning({ id: bankAttempts.id });
  if (updated.length === 0) throw new HttpError(409, 'This attempt was already submitted.');
  return {
    attemptId: attempt.id,
    mode: attempt.mode,
    ...score,
    passed,
    bestPercent: await bestPercent(db, userId, attempt.courseId),
    review: questions.map((q) => {
      const c = questionContent(q, lang);
      return {
        id: q.id,
        prompt: c.prompt,
        options: c.options,
        explanation: c.explanation,
        language: c.language,
        imageUrl: q.imageUrl,
        chosenIndex: answers[String(q.id)] ?? null,
        correctIndex: q.correctIndex,
      };
    }),
  };
}

/** The attempt's questions in the order drawn (an attempt from before the draw: the bank). */
async function drawnQuestions(db: Db, courseId: number, ids: number[] | null) {
  if (ids === null) return listQuestions(db, courseId);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(bankQuestions)
    .where(and(eq(bankQuestions.courseId, courseId), inArray(bankQuestions.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((q): q is QuestionRow => q !== undefined);
}
