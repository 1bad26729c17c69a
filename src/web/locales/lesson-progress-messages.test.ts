import { describe, expect, it } from 'vitest';
import { LESSON_PROGRESS_MESSAGES } from '../../shared/lesson-progress-messages';
import { hiConsole } from './hi-console';
import { hiLearning } from './hi-learning';

// The instructor's day and the learner's progress (issue 34 items 4 and 5) word every sentence
// the server says about attendance, skills and certificates in Hindi; the desk does too.
describe('the Hindi of the lesson progress messages', () => {
  const english = Object.values(LESSON_PROGRESS_MESSAGES);

  it('covers every sentence, in Devanagari, for the school and the console', () => {
    for (const table of [hiLearning.learningMessages, hiConsole.consoleMessages]) {
      expect(english.filter((text) => !table[text])).toEqual([]);
      for (const text of english) expect(table[text]).toMatch(/[\u0900-\u097F]/);
    }
  });
});
