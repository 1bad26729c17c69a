import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstructorDay, InstructorLesson } from '../../../../shared/lesson-progress-api';
import { LESSON_PROGRESS_MESSAGES } from '../../../../shared/lesson-progress-messages';
import { LESSON_SKILLS } from '../../../../shared/lesson-skills';
import { addDays, istDate } from '../../../../shared/time';
import { createI18n } from '../../../lib/i18n';
import { enLearning } from '../../../locales/en-learning';
import { hi } from '../../../locales/hi';
import { hiLearning } from '../../../locales/hi-learning';
import { loggedIn } from '../../../test/session-fakes';
import { renderRoutes } from '../../../test/test-utils';
import { InstructorLessonsPage } from './instructor-lessons-page';

// The practical instructor's day on a phone (issue 34 item 4, decision 0048): who to call and
// where to pick them up, attendance opening before the start, a no-show only after a
// confirmation, the skills record sending only the skills graded, and the page in Hindi.

const e = enLearning.instructorLessons;
const h = hiLearning.instructorLessons;
const today = istDate(new Date());
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

const lesson = (over: Partial<InstructorLesson> = {}): InstructorLesson => ({
  id: 31,
  startsAt: minutes(-5),
  endsAt: minutes(55),
  status: 'booked',
  learnerName: 'Asha Sahu',
  learnerMobile: '+919876543210',
  pickupKind: 'home',
  pickupAddress: 'House 12, Sector 6, Bhilai',
  pickupLatitude: 21.2232,
  pickupLongitude: 81.4041,
  carName: 'Maruti Swift (dual control)',
  carRegistration: 'CG 07 AB 1234',
  purchaseId: 7,
  packageTitle: '15 lessons of 60 minutes',
  packageTitleHi: '60 मिनट की 15 क्लास',
  sessionNumber: 3,
  sessions: 15,
  attendanceOpensAt: minutes(-20),
  skills: [],
  note: '',
  progress: LESSON_SKILLS.map(({ key }) => ({
    skill: key,
    grade: key === 'steering' ? 2 : null,
    atMark: false,
  })),
  readyForTest: false,
  ...over,
});

const dayOf = (lessons: InstructorLesson[], date = today): InstructorDay => ({
  date,
  instructorName: 'Meena Verma',
  instructorNameHi: 'मीना वर्मा',
  branchName: 'Bhilai',
  lessons,
});

type Reply = { status?: number; body: unknown };
type Call = { method: string; path: string; query: string; body: unknown };

/** A fake server: the day's lessons (changed by the calls the test lets through). */
function serve(
  handler: (method: string, path: string, query: URLSearchParams) => Reply | undefined,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, query: url.search, body });
      const reply: Reply = (url.pathname === '/api/auth/session'
        ? { body: loggedIn() }
        : handler(method, url.pathname, url.searchParams)) ?? {
        status: 404,
        body: { message: 'Not found' },
      };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const inHindi = (page: ReactNode) => (
  <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiLearning } as typeof hi)}>
    {page}
  </I18nextProvider>
);

function open(page: ReactNode = <InstructorLessonsPage />, url = '/instructor/lessons') {
  return renderRoutes(
    [
      { path: '/instructor/lessons', element: page },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    [url],
  );
}

beforeEach(() => {
  // A phone: 390 px wide.
  window.innerWidth = 390;
  window.dispatchEvent(new Event('resize'));
});
afterEach(() => vi.unstubAllGlobals());

describe("the instructor's day", () => {
  it('lists the lessons with a call link, the pickup with a maps link, the car and the session', async () => {
    const calls = serve((_, path, query) =>
      path === '/api/instructor/lessons'
        ? { body: dayOf(query.get('date') === today ? [lesson()] : [], query.get('date') ?? '') }
        : undefined,
    );
    open();
    const card = await screen.findByRole('article', { name: 'Asha Sahu' });
    expect(within(card).getByRole('link', { name: 'Call +919876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(card).getByText(/Pickup at home: House 12, Sector 6, Bhilai/)).toBeVisible();
    expect(within(card).getByRole('link', { name: e.lesson.maps })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=21.2232,81.4041',
    );
    expect(within(card).getByText('Maruti Swift (dual control), CG 07 AB 1234')).toBeVisible();
    expect(within(card).getByText(/15 lessons of 60 minutes, Session 3 of 15/)).toBeVisible();
    expect(screen.getByText('Meena Verma, Bhilai')).toBeVisible();
    expect(calls.find((c) => c.path === '/api/instructor/lessons')?.query).toBe(`?date=${today}`);

    // The next day has nothing; the day is asked for by its date.
    await userEvent.click(screen.getByRole('button', { name: e.nextDay }));
    expect(await screen.findByText(e.none)).toBeVisible();
    expect(screen.getByLabelText(e.day)).toHaveValue(addDays(today, 1));
    expect(calls.at(-1)?.query).toBe(`?date=${addDays(today, 1)}`);
  });

  it('shows no maps link for a pickup without coordinates', async () => {
    serve((_, path) =>
      path === '/api/instructor/lessons'
        ? {
            body: dayOf([
              lesson({ pickupKind: 'branch', pickupLatitude: null, pickupLongitude: null }),
            ]),
          }
        : undefined,
    );
    open();
    const card = await screen.findByRole('article', { name: 'Asha Sahu' });
    expect(within(card).getByText(/Pickup at the branch/)).toBeVisible();
    expect(within(card).queryByRole('link', { name: e.lesson.maps })).toBeNull();
  });

  it('keeps Arrived and No-show disabled until attendance opens, and says from when', async () => {
    serve((_, path) =>
      path === '/api/instructor/lessons'
        ? {
            body: dayOf([
              lesson({
                startsAt: minutes(90),
                endsAt: minutes(150),
                attendanceOpensAt: minutes(75),
              }),
            ]),
          }
        : undefined,
    );
    open();
    const card = await screen.findByRole('article', { name: 'Asha Sahu' });
    expect(within(card).getByRole('button', { name: e.attendance.arrived })).toBeDisabled();
    expect(within(card).getByRole('button', { name: e.attendance.noShow })).toBeDisabled();
    expect(
      within(card).getByText(/^Attendance can be marked from \d{1,2}:\d{2} [ap]m\.$/),
    ).toBeVisible();
  });

  it('marks a no-show only after the instructor confirms', async () => {
    let status: InstructorLesson['status'] = 'booked';
    const calls = serve((method, path) => {
      if (path === '/api/instructor/lessons') return { body: dayOf([lesson({ status })]) };
      if (path === '/api/instructor/lessons/31/attendance' && method === 'POST') {
        status = 'no_show';
        return { body: lesson({ status }) };
      }
      return undefined;
    });
    open();
    const card = await screen.findByRole('article', { name: 'Asha Sahu' });
    await userEvent.click(within(card).getByRole('button', { name: e.attendance.noShow }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark Asha Sahu as a no-show?',
    });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: e.attendance.confirm }));
    expect(await within(card).findByText(e.lesson.status.no_show)).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/instructor/lessons/31/attendance',
        body: { status: 'no_show' },
      }),
    ]);
    expect(within(card).queryByRole('button', { name: e.attendance.arrived })).toBeNull();
  });

  it('after arrival, saves only the skills graded in this lesson, with their notes', async () => {
    let status: InstructorLesson['status'] = 'booked';
    const calls = serve((method, path) => {
      if (path === '/api/instructor/lessons') return { body: dayOf([lesson({ status })]) };
      if (path === '/api/instructor/lessons/31/attendance' && method === 'POST') {
        status = 'completed';
        return { body: lesson({ status }) };
      }
      if (path === '/api/instructor/lessons/31/skills' && method === 'PUT') {
        return { body: lesson({ status }) };
      }
      return undefined;
    });
    open();
    const card = await screen.findByRole('article', { name: 'Asha Sahu' });
    expect(within(card).queryByRole('button', { name: e.skills.save })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: e.attendance.arrived }));
    const save = await within(card).findByRole('button', { name: e.skills.save });

    const steering = within(card).getByRole('combobox', { name: 'Steering' });
    expect(within(card).getByText('Before this lesson: 2: Under full instruction')).toBeVisible();
    expect(steering).toHaveDisplayValue(e.skills.notGraded);
    await userEvent.selectOptions(steering, '3');
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Parking' }), '4');
    await userEvent.type(
      within(card).getByRole('textbox', { name: 'Note on Parking (optional)' }),
      'Parallel parking between two cars',
    );
    expect(
      within(card).getByRole('textbox', { name: 'Note on Reversing (optional)' }),
    ).toBeDisabled();
    await userEvent.type(
      within(card).getByRole('textbox', { name: e.skills.lessonNote }),
      'Good control in traffic.',
    );
    await userEvent.click(save);
    expect(await within(card).findByText(e.skills.saved)).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/instructor/lessons/31/skills',
      body: {
        skills: [
          { skill: 'steering', grade: 3, note: '' },
          { skill: 'parking', grade: 4, note: 'Parallel parking between two cars' },
        ],
        note: 'Good control in traffic.',
      },
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'completed' });
  });

  it('gives "ready for the test" at once and asks before taking it back', async () => {
    let ready = false;
    const calls = serve((method, path) => {
      if (path === '/api/instructor/lessons') {
        return { body: dayOf([lesson({ status: 'completed', readyForTest: ready })]) };
      }
      if (path === '/api/instructor/purchases/7/ready' && method === 'POST') {
        ready = (calls.at(-1)?.body as { ready: boolean }).ready;
        return { body: { purchaseId: 7, readyForTest: ready, readyMarkedAt: null } };
      }
      return undefined;
    });
    open();
    const card = await screen.findByRole('article', { name: 'Asha Sahu' });
    const toggle = within(card).getByRole('switch', { name: e.ready.label });
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.filter((c) => c.path.endsWith('/ready')).map((c) => c.body)).toEqual([
      { ready: true },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: e.ready.confirm }));
    await vi.waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.filter((c) => c.path.endsWith('/ready')).map((c) => c.body)).toEqual([
      { ready: true },
      { ready: false },
    ]);
  });
});

describe("the instructor's day, in Hindi", () => {
  it('has Hindi headings and words the refusal of the server in Hindi', async () => {
    serve((method, path) => {
      if (path === '/api/instructor/lessons') {
        return { body: dayOf([lesson({ status: 'completed' })]) };
      }
      if (path === '/api/instructor/lessons/31/skills' && method === 'PUT') {
        return { status: 400, body: { message: LESSON_PROGRESS_MESSAGES.skillNote } };
      }
      return undefined;
    });
    open(inHindi(<InstructorLessonsPage />));
    expect(await screen.findByRole('heading', { level: 1, name: h.title })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Asha Sahu' });
    // The instructor's own name in Hindi, and the branch's.
    expect(screen.getByText(/^मीना वर्मा, /)).toBeVisible();
    expect(within(card).getByRole('heading', { name: h.skills.heading })).toBeVisible();
    expect(within(card).getByRole('combobox', { name: 'स्टीयरिंग' })).toBeVisible();
    expect(within(card).getByText(/60 मिनट की 15 क्लास, 15 में से क्लास 3/)).toBeVisible();
    expect(screen.getByLabelText(h.day)).toBeVisible();
    expect(screen.getByRole('button', { name: h.previousDay })).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: h.skills.save }));
    expect(
      await within(card).findByText('किसी कौशल पर टिप्पणी ज़्यादा से ज़्यादा 500 अक्षर की हो सकती है।'),
    ).toBeVisible();
  });

  it("shows the server's 403 sentence in Hindi and a way to sign in as an instructor", async () => {
    serve((_, path) =>
      path === '/api/instructor/lessons'
        ? { status: 403, body: { message: LESSON_PROGRESS_MESSAGES.notPracticalInstructor } }
        : undefined,
    );
    open(inHindi(<InstructorLessonsPage />));
    expect(await screen.findByText('आप प्रैक्टिकल क्लास नहीं लेते। कृपया ब्रांच मैनेजर से पूछिए।')).toBeVisible();
    expect(screen.getByRole('link', { name: h.signIn })).toHaveAttribute(
      'href',
      '/instructor-login',
    );
    expect(screen.queryByLabelText(h.day)).toBeNull();
  });
});
