import { z } from 'zod';

/**
 * The learner's licence test's shape on Sarathi since the 2023 amendment of the Central Motor
 * Vehicles Rules (decision 0032): 15 questions drawn from the bank, 9 right to pass (60%),
 * 30 seconds a question (7.5 minutes). A submission a little late still counts.
 */
export const MOCK_TEST_QUESTIONS = 15;
export const SECONDS_PER_QUESTION = 30;
export const SUBMIT_GRACE_SECONDS = 30;
export const PASS_PERCENT = 60;
/** A practice round of past wrong answers: at most this many, untimed beyond the same pace. */
export const PRACTICE_QUESTIONS = 15;

export const testDurationSeconds = (questionCount: number) => questionCount * SECONDS_PER_QUESTION;

/** The fewest right answers that pass a test of this many questions, as `scoreAttempt` scores. */
export function rightToPass(questionCount: number) {
  for (let right = 0; right <= questionCount; right++) {
    if (Math.round((right / questionCount) * 100) >= PASS_PERCENT) return right;
  }
  return questionCount;
}

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
