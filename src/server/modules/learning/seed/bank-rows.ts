import { rulesBank, signsBank, type BankQuestionSeed } from './question-bank/question-bank.js';

/** A seeded bank's questions as rows of `bank_questions`, in both languages. */
export function bankRows(courseId: number, bank: 'signs' | 'rules') {
  const questions: BankQuestionSeed[] = bank === 'signs' ? signsBank() : rulesBank();
  return questions.map((q, position) => ({
    courseId,
    position,
    topic: q.topic,
    imageUrl: q.imageUrl,
    correctIndex: q.correctIndex,
    prompt: q.en.prompt,
    options: q.en.options,
    explanation: q.en.explanation,
    promptHi: q.hi.prompt,
    optionsHi: q.hi.options,
    explanationHi: q.hi.explanation,
  }));
}
