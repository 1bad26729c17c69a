import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LessonPurchase } from '../../../../shared/lesson-api';
import type { LessonProgress } from '../../../../shared/lesson-progress-api';
import { LESSON_SKILLS } from '../../../../shared/lesson-skills';
import { createI18n } from '../../../lib/i18n';
import { enLearning } from '../../../locales/en-learning';
import { hi } from '../../../locales/hi';
import { hiLearning } from '../../../locales/hi-learning';
import { loggedIn } from '../../../test/session-fakes';
import { renderRoutes } from '../../../test/test-utils';
import { MyLessonsPage } from './my-lessons-page';

// The learner's progress on a package (issue 34 item 5, decision 0048): taught, missed and
// booked lessons, each skill's latest grade, the instructor's notes, "ready for the test", and
// the certificate to download only once it is earned, else what is missing.

const e = enLearning.lessons;
const purchase = (over: Partial<LessonPurchase> = {}): LessonPurchase => ({
  id: 7,
  packageId: 3,
  branchId: 1,
  title: '15 lessons of 60 minutes',
  titleHi: '60 मिनट की 15 क्लास',
  sessions: 15,
  sessionMinutes: 60,
  sessionsUsed: 15,
  pricePaise: 650_000,
  status: 'paid',
  paidAt: '2026-10-01T05:00:00.000Z',
  validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  ...over,
});
const progress = (over: Partial<LessonProgress> = {}): LessonProgress => ({
  purchaseId: 7,
  sessions: 15,
  sessionsUsed: 15,
  attended: 15,
  noShows: 0,
  open: 0,
  skills: LESSON_SKILLS.map(({ key }) => ({
    skill: key,
    grade: key === 'parking' ? 5 : 4,
    atMark: true,
    note: key === 'parking' ? 'Parks neatly in one go.' : '',
  })),
  notes: [
    { lessonId: 40, startsAt: '2026-11-20T04:30:00.000Z', note: 'Ready for the highway.' },
    { lessonId: 39, startsAt: '2026-11-18T04:30:00.000Z', note: '' },
  ],
  readyForTest: true,
  readyMarkedAt: '2026-11-20T05:30:00.000Z',
  shortfall: null,
  certificateCode: 'DL-7K2M-QX9P',
  ...over,
});

type Licence = { licenceNumber: string; issuedOn: string; expiresOn: string } | null;

function myPage(
  purchases: LessonPurchase[],
  progressOf: (id: number) => LessonProgress,
  licence: Licence = null,
) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      paths.push(pathname);
      const progressId = /^\/api\/lessons\/purchases\/(\d+)\/progress$/.exec(pathname)?.[1];
      const body =
        pathname === '/api/auth/session'
          ? loggedIn()
          : pathname === '/api/lessons/purchases'
            ? { purchases }
            : pathname === '/api/lessons/mine'
              ? { lessons: [] }
              : pathname === '/api/account/learner-licence'
                ? { licence }
                : progressId
                  ? progressOf(Number(progressId))
                  : undefined;
      return new Response(JSON.stringify(body ?? { message: 'Not found' }), {
        status: body ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return paths;
}

const render = (page: ReactNode = <MyLessonsPage />) =>
  renderRoutes([{ path: '/lessons/mine', element: page }], ['/lessons/mine']);

afterEach(() => vi.unstubAllGlobals());

describe("the learner's progress", () => {
  it('tells a learner called ready from when the RTO test may be taken, by their licence', async () => {
    const licence = {
      licenceNumber: 'CG07/0012345/2026',
      issuedOn: '2026-11-01',
      expiresOn: '2027-04-30',
    };
    myPage([purchase()], () => progress(), licence);
    render();
    const section = await screen.findByRole('region', { name: e.progress.heading });
    expect(
      await within(section).findByText(
        /driving test at the RTO from 1 Dec 2026 .* until 30 Apr 2027/,
      ),
    ).toBeVisible();
  });

  it('warns a learner called ready whose licence expires before the test may be taken', async () => {
    const licence = {
      licenceNumber: 'CG07/0012345/2026',
      issuedOn: '2026-11-01',
      expiresOn: '2026-11-20',
    };
    myPage([purchase()], () => progress(), licence);
    render();
    const section = await screen.findByRole('region', { name: e.progress.heading });
    expect(
      await within(section).findByText(/expires on 20 Nov 2026, before the 30 days/),
    ).toBeVisible();
  });

  it('shows the grades, the notes, the ready badge and the certificate to download', async () => {
    myPage([purchase()], () => progress());
    render();
    const section = await screen.findByRole('region', { name: e.progress.heading });
    expect(await within(section).findByText(e.progress.ready)).toBeVisible();
    expect(within(section).getByTestId('skill-parking')).toHaveTextContent(
      "Parking5/5 IndependentAt the markInstructor's note: Parks neatly in one go.",
    );
    expect(within(section).getByTestId('skill-steering')).toHaveTextContent(
      'Steering4/5 Seldom promptedAt the mark',
    );
    expect(within(section).getByText('Ready for the highway.')).toBeVisible();
    const download = within(section).getByRole('link', { name: e.certificate.download });
    expect(download).toHaveAttribute('href', '/api/lessons/purchases/7/certificate.pdf');
    expect(within(section).getByText(/Certificate code: DL-7K2M-QX9P/)).toBeVisible();
    expect(within(section).getByRole('link', { name: e.certificate.check })).toHaveAttribute(
      'href',
      '/certificate/DL-7K2M-QX9P',
    );
  });

  it('offers no download while a skill is below the mark, and says what is missing', async () => {
    myPage([purchase()], () =>
      progress({
        readyForTest: false,
        readyMarkedAt: null,
        shortfall: 'skills_below_mark',
        certificateCode: null,
        skills: progress().skills.map((s) =>
          s.skill === 'hill_start' ? { ...s, grade: 3, atMark: false } : s,
        ),
      }),
    );
    render();
    const section = await screen.findByRole('region', { name: e.progress.heading });
    expect(
      await within(section).findByText(/Some skills have not reached the mark \(4 of 5\)/),
    ).toBeVisible();
    expect(within(section).getByTestId('skill-hill_start')).toHaveTextContent(
      '3/5 Needs prompting',
    );
    expect(within(section).getByTestId('skill-hill_start')).not.toHaveTextContent(
      e.progress.atMark,
    );
    expect(within(section).queryByRole('link', { name: e.certificate.download })).toBeNull();
    expect(within(section).queryByText(e.progress.ready)).toBeNull();
    expect(within(section).getByRole('link', { name: e.certificate.buyMore })).toHaveAttribute(
      'href',
      '/lessons',
    );
  });

  it('counts missed lessons, and asks to book the sessions left before the certificate', async () => {
    myPage([purchase({ sessionsUsed: 13 })], () =>
      progress({
        sessionsUsed: 13,
        attended: 11,
        noShows: 2,
        shortfall: 'sessions_not_taught',
        certificateCode: null,
        readyForTest: false,
      }),
    );
    render();
    const section = await screen.findByRole('region', { name: e.progress.heading });
    expect(await within(section).findByText(e.certificate.bookTheRest)).toBeVisible();
    expect(within(section).getByText(e.progress.missed).nextElementSibling).toHaveTextContent('2');
    expect(within(section).getByText(e.progress.taught).nextElementSibling).toHaveTextContent('11');
    expect(within(section).queryByRole('link', { name: e.certificate.download })).toBeNull();
  });

  it('asks for the progress of paid packages only, and shows it in Hindi', async () => {
    const paths = myPage([purchase(), purchase({ id: 8, status: 'pending', paidAt: null })], () =>
      progress(),
    );
    render(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiLearning } as typeof hi)}>
        <MyLessonsPage />
      </I18nextProvider>,
    );
    const h = hiLearning.lessons;
    const section = await screen.findByRole('region', { name: h.progress.heading });
    expect(await within(section).findByText(h.progress.ready)).toBeVisible();
    expect(within(section).getByTestId('skill-parking')).toHaveTextContent('पार्किंग5/5 स्वयं करता है');
    expect(within(section).getByRole('link', { name: h.certificate.download })).toBeVisible();
    expect(paths.filter((p) => p.endsWith('/progress'))).toEqual([
      '/api/lessons/purchases/7/progress',
    ]);
  });
});
