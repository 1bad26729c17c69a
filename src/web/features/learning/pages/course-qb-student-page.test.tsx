import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../../shared/learning-catalogue';
import type {
  AttemptHistory,
  AttemptResult,
  StartedAttempt,
} from '../../../../shared/learning-study';
import { loggedIn } from '../../../test/session-fakes';
import { renderRoutes, requestedPaths, sentBody, stubFetch } from '../../../test/test-utils';
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

describe('a first mock test', () => {
  const mock: StartedAttempt = {
    attemptId: 5,
    mode: 'mock',
    deadlineAt: new Date(Date.now() + 450_000).toISOString(),
    durationSeconds: 450,
    questions: [
      {
        id: 51,
        prompt: 'A red light means?',
        options: ['Go', 'Stop'],
        language: 'en',
        imageUrl: null,
      },
      {
        id: 52,
        prompt: 'Overtake on the?',
        options: ['Right', 'Left'],
        language: 'en',
        imageUrl: null,
      },
    ],
  };
  const result: AttemptResult = {
    attemptId: 5,
    mode: 'mock',
    correct: 0,
    total: 2,
    percent: 0,
    passed: false,
    bestPercent: 0,
    review: mock.questions.map((q, i) => ({
      ...q,
      chosenIndex: i === 0 ? 0 : null,
      correctIndex: i === 0 ? 1 : 0,
      explanation: i === 0 ? 'Red means stop.' : 'Overtake on the right.',
    })),
  };

  it('starts with no attempts, runs against the clock, asks before a blank is sent, then explains every answer', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/api/auth/session') return { body: loggedIn() };
      if (url.pathname === '/api/learning/courses/signs')
        return { body: { ...course, bestPercent: null } };
      if (url.pathname === '/api/learning/courses/signs/attempts') {
        if (url.searchParams.get('mode')) return { body: mock };
        const none: AttemptHistory = { attempts: [], bestPercent: null, wrongToPractise: 0 };
        return { body: none };
      }
      if (url.pathname === '/api/learning/attempts/5') return { body: result };
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderRoutes(
      [{ path: '/courseQBStudent/:slug', element: <CourseQbStudentPage /> }],
      ['/courseQBStudent/signs'],
    );
    expect(await screen.findByText('No attempts yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Mock Test' }));
    expect(await screen.findByText(/^Time left:/)).toHaveTextContent(/^Time left: 7:[0-3]\d/);
    const first = screen.getByRole('group', { name: /^1\. / });
    await userEvent.click(within(first).getAllByRole('radio')[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answers' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'You have answered 1 of 2 questions.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit anyway' }));

    expect(
      await screen.findByRole('heading', { name: 'You scored 0 out of 2 (0%)' }),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/learning/attempts/5?lang=en')).toEqual({
      answers: { '51': 0 },
    });
    expect(screen.getByText('Not yet: 60% is needed to pass.')).toBeInTheDocument();
    expect(screen.getByText('Your best score: 0%')).toBeInTheDocument();
    expect(screen.getByText('Your answer: Go')).toBeInTheDocument();
    expect(screen.getByText('Right answer: Stop')).toBeInTheDocument();
    expect(screen.getByText('Red means stop.')).toBeInTheDocument();
    expect(screen.getByText('Not answered')).toBeInTheDocument();
    expect(screen.getByText('Right answer: Right')).toBeInTheDocument();
  });
});
