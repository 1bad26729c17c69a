import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../../shared/learning-catalogue';
import type { AttemptHistory, StartedAttempt } from '../../../../shared/learning-study';
import { loggedIn } from '../../../test/session-fakes';
import { renderRoutes, requestedPaths, stubFetch } from '../../../test/test-utils';
import { CourseQbStudentPage } from './course-qb-student-page';

const course = {
  id: 9,
  slug: 'signs',
  title: 'Road Signs',
  language: 'en',
  category: 'qb',
  questionCount: 15,
  durationSeconds: 450,
  syllabus: [],
  progress: { done: 0, total: 0, resumeLessonId: null },
  finalTest: null,
  certificateCode: null,
  enrolled: true,
  bestPercent: 67,
} as unknown as CourseDetail;

const history: AttemptHistory = {
  attempts: [
    {
      attemptId: 2,
      submittedAt: '2026-11-20T06:30:00.000Z',
      correct: 2,
      total: 5,
      percent: 40,
      passed: false,
      mode: 'practice',
    },
    {
      attemptId: 1,
      submittedAt: '2026-11-19T06:30:00.000Z',
      correct: 10,
      total: 15,
      percent: 67,
      passed: true,
      mode: 'mock',
    },
  ],
  bestPercent: 67,
  wrongToPractise: 3,
};

const practice: StartedAttempt = {
  attemptId: 3,
  mode: 'practice',
  deadlineAt: new Date(Date.now() + 90_000).toISOString(),
  durationSeconds: 90,
  questions: [
    {
      id: 41,
      prompt: 'इस चिह्न का क्या मतलब है?',
      options: ['रुकिए', 'प्रवेश निषेध'],
      language: 'hi',
      imageUrl: '/road-signs/stop.svg',
    },
  ],
};

describe('a question bank I study', () => {
  it('shows the score trend and practises my wrong answers, with the sign drawn', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/api/auth/session') return { body: loggedIn() };
      if (url.pathname === '/api/learning/courses/signs') return { body: course };
      if (url.pathname === '/api/learning/courses/signs/attempts') {
        return url.searchParams.get('mode') ? { body: practice } : { body: history };
      }
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderRoutes(
      [{ path: '/courseQBStudent/:slug', element: <CourseQbStudentPage /> }],
      ['/courseQBStudent/signs'],
    );
    expect(await screen.findByText('Your last scores')).toBeInTheDocument();
    // Oldest on the left, newest on the right: the trend reads like a line of results.
    const trend = within(screen.getByText('Your last scores').closest('figure') as HTMLElement);
    expect(trend.getAllByRole('listitem').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^67% on /),
      expect.stringMatching(/^40% on .*\(practice\)$/),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Practise my wrong answers (3)' }));
    await waitFor(() =>
      expect(requestedPaths(fetchMock)).toContain(
        '/api/learning/courses/signs/attempts?mode=practice&lang=en',
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'Practice round: your past wrong answers' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Road sign for question 1' })).toHaveAttribute(
      'src',
      '/road-signs/stop.svg',
    );
    expect(screen.getByText('This question is available in Hindi only.')).toBeInTheDocument();
  });
});
