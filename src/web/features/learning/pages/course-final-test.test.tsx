import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../../shared/learning-catalogue';
import type {
  AttemptHistory,
  AttemptResult,
  StartedAttempt,
} from '../../../../shared/learning-study';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiLearning } from '../../../locales/hi-learning';
import { loggedIn } from '../../../test/session-fakes';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { CourseDetailPage } from './course-detail-page';
import { CourseQbStudentPage } from './course-qb-student-page';

const inHindi = (page: ReactNode) => (
  <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiLearning } as typeof hi)}>
    {page}
  </I18nextProvider>
);

const masterclass = {
  id: 2,
  slug: 'masterclass',
  title: 'Driving Licence Test Masterclass',
  summary: 'The H-track and more.',
  language: 'en',
  imageUrl: '/media/courses/masterclass.svg',
  category: 'exam',
  instructorDisplay: 'Meena Verma',
  price: { currency: 'INR', list: 149_900, campaignPercent: 0, final: 149_900, free: false },
  rating: 0,
  reviewCount: 0,
  instructor: { displayName: 'Meena Verma', bio: 'Raipur', language: 'en' },
  syllabus: [{ id: 11, title: 'The H-track', language: 'en', done: true }],
  progress: { done: 1, total: 1, resumeLessonId: 11 },
  finalTest: { slug: 'rules', title: 'Mock Test: Rules of the Road', passed: false },
  certificateCode: null,
  questionCount: 0,
  durationSeconds: 0,
  reviews: [],
  enrolled: true,
  bestPercent: null,
} as unknown as CourseDetail;

function showCourse(detail: CourseDetail, wrap = (page: ReactNode) => page) {
  stubFetch((url) => {
    if (url.pathname === '/api/auth/session') return { body: loggedIn() };
    if (url.pathname === '/api/learning/courses/masterclass') return { body: detail };
    return { status: 404, body: { message: 'Not found.' } };
  });
  renderRoutes(
    [{ path: '/course/:slug', element: wrap(<CourseDetailPage />) }],
    ['/course/masterclass'],
  );
}

describe("a paid course's final test, on the course page", () => {
  it('opens the final test for its student, and offers no certificate before it is passed', async () => {
    showCourse(masterclass);
    expect(await screen.findByText('Final test: Mock Test: Rules of the Road')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the final test' })).toHaveAttribute(
      'href',
      '/courseQBStudent/rules',
    );
    expect(screen.queryByRole('button', { name: 'Get my certificate' })).not.toBeInTheDocument();
  });

  it('offers the certificate once the final test is passed, in Hindi too', async () => {
    showCourse({ ...masterclass, finalTest: { ...masterclass.finalTest!, passed: true } }, inHindi);
    expect(await screen.findByText('अंतिम टेस्ट पास हो गया।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा प्रमाणपत्र लें' })).toBeEnabled();
  });

  it('shows no final test to a visitor who has not enrolled', async () => {
    showCourse({ ...masterclass, enrolled: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Driving Licence Test Masterclass' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Take the final test' })).not.toBeInTheDocument();
  });
});

describe('a practice round is not a mock test', () => {
  const bank = {
    ...masterclass,
    slug: 'signs',
    title: 'Road Signs',
    category: 'qb',
    syllabus: [],
    progress: { done: 0, total: 0, resumeLessonId: null },
    finalTest: null,
    questionCount: 15,
    durationSeconds: 450,
    // The server's best counts mock tests only: the one mock test so far scored 0 %.
    bestPercent: 0,
  } as unknown as CourseDetail;
  const history: AttemptHistory = { attempts: [], bestPercent: 0, wrongToPractise: 12 };
  const questions = Array.from({ length: 12 }, (_, i) => ({
    id: 100 + i,
    prompt: `Question ${i + 1}?`,
    options: ['A', 'B'],
    language: 'en' as const,
    imageUrl: null,
  }));
  const practice: StartedAttempt = {
    attemptId: 7,
    mode: 'practice',
    deadlineAt: new Date(Date.now() + 360_000).toISOString(),
    durationSeconds: 360,
    questions,
  };
  // 10 of 12 right: 83 %, over the pass mark, yet a practice round.
  const result: AttemptResult = {
    attemptId: 7,
    mode: 'practice',
    correct: 10,
    total: 12,
    percent: 83,
    passed: false,
    bestPercent: 0,
    review: questions.map((q, i) => ({
      ...q,
      chosenIndex: i < 10 ? 0 : 1,
      correctIndex: 0,
      explanation: 'Because.',
    })),
  };

  function practise(wrap = (page: ReactNode) => page) {
    stubFetch((url) => {
      if (url.pathname === '/api/auth/session') return { body: loggedIn() };
      if (url.pathname === '/api/learning/courses/signs') return { body: bank };
      if (url.pathname === '/api/learning/courses/signs/attempts') {
        return url.searchParams.get('mode') ? { body: practice } : { body: history };
      }
      if (url.pathname === '/api/learning/attempts/7') return { body: result };
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderRoutes(
      [{ path: '/courseQBStudent/:slug', element: wrap(<CourseQbStudentPage />) }],
      ['/courseQBStudent/signs'],
    );
  }

  it.each([
    {
      lang: 'English',
      wrap: (page: ReactNode) => page,
      practiseButton: 'Practise my wrong answers (12)',
      submit: 'Submit Answers',
      submitAnyway: 'Submit anyway',
      heading: 'Practice round: 10 of 12 right (83%)',
      note: 'A practice round is for learning: only a mock test counts towards passing and your best score.',
      passed: /Passed/,
      best: /best score: /i,
      certificate: 'Get my certificate',
    },
    {
      lang: 'Hindi',
      wrap: inHindi,
      practiseButton: 'मेरे ग़लत जवाबों का अभ्यास करें (12)',
      submit: hiLearning.learning.test.submit,
      submitAnyway: hiLearning.learning.test.confirmSubmit,
      heading: 'अभ्यास राउंड: 12 में से 10 सही (83%)',
      note: 'अभ्यास राउंड सीखने के लिए है: पास होने और सबसे अच्छे स्कोर में सिर्फ़ मॉक टेस्ट गिना जाता है।',
      passed: /^पास/,
      best: /सबसे अच्छा स्कोर: /,
      certificate: 'मेरा प्रमाणपत्र लें',
    },
  ])('shows its own score in $lang, without a pass, a best score or a certificate', async (c) => {
    practise(c.wrap);
    await userEvent.click(await screen.findByRole('button', { name: c.practiseButton }));
    await userEvent.click(await screen.findByRole('button', { name: c.submit }));
    const confirm = screen.queryByRole('alertdialog');
    if (confirm)
      await userEvent.click(within(confirm).getByRole('button', { name: c.submitAnyway }));

    expect(await screen.findByRole('heading', { name: c.heading })).toBeInTheDocument();
    expect(screen.getByText(c.note)).toBeInTheDocument();
    const box = screen.getByRole('heading', { name: c.heading }).parentElement as HTMLElement;
    expect(within(box).queryByText(c.passed)).not.toBeInTheDocument();
    expect(screen.queryByText(c.best)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: c.certificate })).not.toBeInTheDocument();
  });
});
