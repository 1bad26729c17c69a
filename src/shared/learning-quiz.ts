import { z } from 'zod';

/** A mock test gives this many seconds per question; a submission a little late still counts. */
export const SECONDS_PER_QUESTION = 48;
export const SUBMIT_GRACE_SECONDS = 30;
/** The learner's licence test passes at 60%. */
export const PASS_PERCENT = 60;

export const testDurationSeconds = (questionCount: number) => questionCount * SECONDS_PER_QUESTION;

/** Answers: the chosen option's index per question id; null or missing means unanswered. */
export const attemptAnswersSchema = z.object({
  answers: z.record(
    z.string().regex(/^\d+$/, { error: 'Each answer must name a question by its id.' }),
    z.number().int().min(0).max(9).nullable(),
  ),
});
export type AttemptAnswers = z.infer<typeof attemptAnswersSchema>['answers'];

export function scoreAttempt(
  questions: { id: number; correctIndex: number }[],
  answers: AttemptAnswers,
) {
  const correct = questions.filter((q) => answers[String(q.id)] === q.correctIndex).length;
  const percent = questions.length === 0 ? 0 : Math.round((correct / questions.length) * 100);
  return { correct, total: questions.length, percent, passed: percent >= PASS_PERCENT };
}
