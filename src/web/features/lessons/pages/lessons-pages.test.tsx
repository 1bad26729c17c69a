import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { LEARNER_LICENCE_MESSAGES } from '../../../../shared/learner-licence';
import type {
  LessonPurchase,
  LessonSlotList,
  MyLesson,
  OfferedPackage,
} from '../../../../shared/lesson-api';
import type { LessonProgress } from '../../../../shared/lesson-progress-api';
import { LESSON_SKILLS } from '../../../../shared/lesson-skills';
import { addDays, istDate, istInstant } from '../../../../shared/time';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiLearning } from '../../../locales/hi-learning';
import { loggedIn } from '../../../test/session-fakes';
import { renderRoutes } from '../../../test/test-utils';
import { LessonsPage } from './lessons-page';
import { MyLessonsPage } from './my-lessons-page';

// A learner in Hindi on a phone (issue 34, decision 0047): buying a package after a
// confirmation, booking a lesson with pickup at home, a slot taken first, a refusal worded in
// Hindi, and cancelling up to the cut-off.

const h = hiLearning.lessons;
const inHindi = (page: ReactNode) => (
  <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiLearning } as typeof hi)}>
    {page}
  </I18nextProvider>
);

const tomorrow = addDays(istDate(new Date()), 1);
const slotStart = istInstant(tomorrow, '10:00');
const purchase: LessonPurchase = {
  id: 7,
  packageId: 3,
  branchId: 1,
  title: '10 lessons of 60 minutes',
  titleHi: '60 मिनट के 10 पाठ',
  sessions: 10,
  sessionMinutes: 60,
  sessionsUsed: 2,
  pricePaise: 450_000,
  status: 'paid',
  paidAt: new Date().toISOString(),
  validUntil: new Date(Date.now() + 21 * 86_400_000).toISOString(),
};
const slots: LessonSlotList = {
  sessionMinutes: 60,
  slots: [
    {
      startsAt: slotStart.toISOString(),
      endsAt: new Date(slotStart.getTime() + 3_600_000).toISOString(),
      instructorIds: [21],
      carIds: [4],
    },
  ],
  instructors: [{ id: 21, name: 'Meena Verma', nameHi: 'मीना वर्मा' }],
};
const lesson = (over: Partial<MyLesson>): MyLesson => ({
  id: 5,
  branchId: 1,
  packageId: 3,
  learnerId: 9,
  instructorId: 21,
  carId: 4,
  startsAt: istInstant(addDays(tomorrow, 3), '11:00').toISOString(),
  endsAt: istInstant(addDays(tomorrow, 3), '12:00').toISOString(),
  status: 'booked',
  instructorName: 'Meena Verma',
  instructorNameHi: 'मीना वर्मा',
  carName: 'Maruti Swift (dual control)',
  pickupKind: 'branch',
  pickupAddress: '',
  changeableUntil: istInstant(addDays(tomorrow, 2), '11:00').toISOString(),
  cancelledLate: false,
  ...over,
});

/** Two lessons taught, none graded yet: progress shows beside the package. */
const progressOf7: LessonProgress = {
  purchaseId: 7,
  sessions: 10,
  sessionsUsed: 2,
  attended: 2,
  noShows: 0,
  open: 0,
  skills: LESSON_SKILLS.map(({ key }) => ({ skill: key, grade: null, atMark: false, note: '' })),
  notes: [],
  readyForTest: false,
  readyMarkedAt: null,
  shortfall: 'sessions_not_taught',
  certificateCode: null,
};

type Reply = { status?: number; body: unknown };
/** A fake server answering by method and path; returns the calls made. */
function serve(handler: (method: string, path: string) => Reply | undefined) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const reply: Reply = (url.pathname === '/api/auth/session'
        ? { body: loggedIn() }
        : handler(method, url.pathname)) ?? { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const myPage = (lessons: MyLesson[], book?: Reply) =>
  serve((method, path) => {
    if (path === '/api/lessons/purchases') return { body: { purchases: [purchase] } };
    if (path === '/api/lessons/mine' && method === 'GET') return { body: { lessons } };
    if (path === '/api/lessons/mine' && method === 'POST') return book;
    if (path === '/api/account/learner-licence') {
      return {
        body: {
          licence: {
            licenceNumber: 'CG07/0012345/2026',
            issuedOn: '2026-10-01',
            expiresOn: '2027-04-01',
          },
        },
      };
    }
    if (path === '/api/lessons/terms') {
      return {
        body: {
          branchId: 1,
          cancelCutoffHours: 24,
          homePickupRadiusKm: 10,
          homePickupOffered: true,
        },
      };
    }
    if (path === '/api/lessons/slots') return { body: slots };
    if (path === '/api/lessons/purchases/7/progress') return { body: progressOf7 };
    if (path === '/api/lessons/mine/5/cancel')
      return { body: { ...lesson({}), status: 'cancelled' } };
    return undefined;
  });

beforeEach(() => {
  // A phone: 390 px wide.
  window.innerWidth = 390;
  window.dispatchEvent(new Event('resize'));
});
afterEach(() => vi.unstubAllGlobals());

async function openBooking() {
  renderRoutes([{ path: '/lessons/mine', element: inHindi(<MyLessonsPage />) }], ['/lessons/mine']);
  expect(await screen.findByRole('heading', { name: h.mine.title })).toBeVisible();
  expect(screen.getByText('10 में से 8 क्लास बाकी')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: h.mine.book }));
  const slotName = `${formatIstDayTime(slotStart, 'hi')} से`;
  const slot = await screen.findByRole('radio', { name: new RegExp(`^${slotName}`) });
  await userEvent.click(slot);
  return slot;
}

describe('booking a lesson, in Hindi on a phone', () => {
  it('books a free slot with pickup at home, the location from the phone', async () => {
    const calls = myPage([], {
      status: 201,
      body: { ...lesson({}), startsAt: slotStart.toISOString() },
    });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (
          ok: (p: { coords: { latitude: number; longitude: number } }) => void,
        ) => ok({ coords: { latitude: 21.2232, longitude: 81.4041 } }),
      },
    });
    await openBooking();
    expect(screen.getByRole('combobox', { name: h.book.instructor })).toHaveDisplayValue(
      h.book.anyInstructor,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'मेरे घर पर (ब्रांच से 10 किमी के अंदर)' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: h.book.address }),
      'मकान 12, सेक्टर 6, भिलाई',
    );
    await userEvent.click(screen.getByRole('button', { name: h.book.useLocation }));
    expect(screen.getByText(h.book.located)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: h.book.submit }));
    expect(await screen.findByText(/^बुक हो गई:/)).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      packageId: 3,
      startsAt: slotStart.toISOString(),
      pickup: {
        kind: 'home',
        address: 'मकान 12, सेक्टर 6, भिलाई',
        latitude: 21.2232,
        longitude: 81.4041,
      },
    });
  });

  it('says in Hindi which slot someone took first (409)', async () => {
    myPage([], {
      status: 409,
      body: {
        message: 'The slot ... was just taken. Please choose another slot.',
        field: 'startsAt',
        figures: {
          kind: 'lessonSlotTaken',
          from: slotStart.toISOString(),
          until: new Date(slotStart.getTime() + 3_600_000).toISOString(),
        },
      },
    });
    await openBooking();
    await userEvent.click(screen.getByRole('button', { name: h.book.submit }));
    expect(
      await screen.findByText(
        new RegExp(`${formatIstDayTime(slotStart, 'hi')} से .* का समय अभी-अभी किसी और ने ले लिया`),
      ),
    ).toBeVisible();
  });

  it("words the server's refusal in Hindi (licence expiring before the lesson)", async () => {
    myPage([], {
      status: 400,
      body: { message: LEARNER_LICENCE_MESSAGES.expiresBeforeLesson, field: 'startsAt' },
    });
    await openBooking();
    await userEvent.click(screen.getByRole('button', { name: h.book.submit }));
    expect(await screen.findByText(/आपका लर्नर लाइसेंस इस क्लास से पहले खत्म हो जाता है/)).toBeVisible();
  });
});

describe('my lessons, in Hindi', () => {
  it('cancels a lesson only after the learner confirms, and warns of a no-show past the cut-off', async () => {
    const calls = myPage([
      lesson({}),
      lesson({
        id: 6,
        startsAt: istInstant(tomorrow, '09:00').toISOString(),
        endsAt: istInstant(tomorrow, '10:00').toISOString(),
        changeableUntil: new Date(Date.now() - 3_600_000).toISOString(),
      }),
    ]);
    renderRoutes(
      [{ path: '/lessons/mine', element: inHindi(<MyLessonsPage />) }],
      ['/lessons/mine'],
    );
    expect(await screen.findByText(h.lesson.tooLate)).toBeVisible();
    const cancels = screen.getAllByRole('button', { name: h.lesson.cancel });
    expect(cancels).toHaveLength(1);
    await userEvent.click(cancels[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: h.lesson.cancelConfirm }));
    expect(await screen.findByText(h.lesson.cancelled)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/lessons/mine/5/cancel',
    ]);
  });
});

describe('buying a package, in Hindi', () => {
  it('shows the price with GST and pays only after the confirmation', async () => {
    const offered: OfferedPackage = {
      id: 3,
      branchId: 1,
      kind: 'short',
      title: '10 lessons of 60 minutes',
      titleHi: '60 मिनट के 10 पाठ',
      sessions: 10,
      sessionMinutes: 60,
      validityDays: 21,
      theoryHours: 0,
      pricePaise: 450_000,
      isActive: true,
      taxablePaise: 381_356,
      gstPaise: 68_644,
      sac: '999293',
    };
    const calls = serve((method, path) => {
      if (path === '/api/catalogue') {
        return { body: { branches: [{ id: 1, name: 'Bhilai', cityId: 0 }], categories: [] } };
      }
      if (path === '/api/lessons/packages') return { body: { packages: [offered] } };
      if (path === '/api/lessons/purchases' && method === 'POST') {
        return {
          body: {
            purchaseId: 11,
            status: 'pending',
            redirectUrl: '/lessons/pay/test/test_x',
            totalPaise: 450_000,
          },
        };
      }
      return undefined;
    });
    const { router } = renderRoutes(
      [
        { path: '/lessons', element: inHindi(<LessonsPage />) },
        { path: '*', element: <p>Elsewhere</p> },
      ],
      ['/lessons'],
    );
    expect(await screen.findByRole('heading', { name: '60 मिनट के 10 पाठ' })).toBeVisible();
    expect(screen.getByTestId('package-price')).toHaveTextContent('₹4,500 GST सहित');
    expect(screen.getByText('जिसमें GST ₹686.44')).toBeVisible();
    expect(screen.getByRole('combobox', { name: h.branch })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: h.package.buy }));
    const dialog = await screen.findByRole('alertdialog', { name: '60 मिनट के 10 पाठ खरीदें?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: '₹4,500 भुगतान करें' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lessons/pay/test/test_x');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ packageId: 3 });
  });
});
