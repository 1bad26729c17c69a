import { describe, expect, it } from 'vitest';
import { halfStars, ratingLabel } from './learning-rules.js';
import { rightToPass, scoreAttempt, testDurationSeconds } from './learning-quiz.js';

describe('ratings', () => {
  it('rounds to half stars and shows N/A without reviews', () => {
    expect(halfStars(4.26)).toBe(4.5);
    expect(halfStars(4.24)).toBe(4);
    expect(halfStars(3.75)).toBe(4);
    expect(halfStars(7)).toBe(5);
    expect(ratingLabel(0)).toBe('N/A');
    expect(ratingLabel(3.3)).toBe('3.5');
  });
});

describe('mock test scoring', () => {
  const questions = [
    { id: 10, correctIndex: 1 },
    { id: 11, correctIndex: 0 },
    { id: 12, correctIndex: 3 },
    { id: 13, correctIndex: 2 },
    { id: 14, correctIndex: 2 },
  ];

  it('counts right answers, leaves unanswered ones wrong and passes at 60%', () => {
    expect(scoreAttempt(questions, { '10': 1, '11': 0, '12': 3, '13': null })).toEqual({
      correct: 3,
      total: 5,
      percent: 60,
      passed: true,
    });
    expect(scoreAttempt(questions, { '10': 1, '11': 1 })).toMatchObject({
      correct: 1,
      passed: false,
    });
  });

  it('gives 30 seconds a question, as the Sarathi test does (decision 0032)', () => {
    expect(testDurationSeconds(15)).toBe(450);
  });
});

describe('right answers to pass', () => {
  it('is 9 of the official 15, and always the fewest that scoreAttempt passes', () => {
    expect(rightToPass(15)).toBe(9);
    for (let n = 1; n <= 40; n++) {
      const questions = Array.from({ length: n }, (_, i) => ({ id: i, correctIndex: 0 }));
      const answered = (right: number) =>
        Object.fromEntries(questions.map((q) => [String(q.id), q.id < right ? 0 : 1]));
      const pass = rightToPass(n);
      expect(scoreAttempt(questions, answered(pass)).passed).toBe(true);
      expect(scoreAttempt(questions, answered(pass - 1)).passed).toBe(false);
    }
  });
});
