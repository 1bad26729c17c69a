// Imported (not read from disk) so the server build copies the JSON beside the code.
import documents from './documents.json' with { type: 'json' };
import penalties from './penalties.json' with { type: 'json' };
import rulesOne from './rules-1.json' with { type: 'json' };
import rulesTwo from './rules-2.json' with { type: 'json' };
import { signQuestions } from './sign-questions.js';

/** One question of a seeded bank, in both languages (decision 0032). */
export interface BankQuestionSeed {
  topic: 'rules' | 'signs' | 'documents' | 'penalties';
  imageUrl: string | null;
  correctIndex: number;
  en: { prompt: string; options: string[]; explanation: string };
  hi: { prompt: string; options: string[]; explanation: string };
}

/** A hand-written question: English prompt, options, answer, why; then the Hindi three. */
type Written = [string, string[], number, string, string, string[], string];

function readWritten(json: unknown, topic: BankQuestionSeed['topic']): BankQuestionSeed[] {
  const rows = json as Written[];
  return rows.map(([prompt, options, correctIndex, explanation, promptHi, optionsHi, whyHi]) => ({
    topic,
    imageUrl: null,
    correctIndex,
    en: { prompt, options, explanation },
    hi: { prompt: promptHi, options: optionsHi, explanation: whyHi },
  }));
}

/** The road-signs bank: three questions on what every drawn sign asks, and the signs' shapes. */
export const signsBank = (): BankQuestionSeed[] => [
  ...signQuestions(),
  ...readWritten(rulesTwo, 'signs').slice(0, 6),
];

/** Rules of the road, hand signals, documents and penalties (MV Act as amended in 2019). */
export const rulesBank = (): BankQuestionSeed[] => [
  ...readWritten(rulesOne, 'rules'),
  ...readWritten(rulesTwo, 'rules').slice(6),
  ...readWritten(documents, 'documents'),
  ...readWritten(penalties, 'penalties'),
];
