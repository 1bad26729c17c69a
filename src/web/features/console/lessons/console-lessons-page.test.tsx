import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { LearnerLicence } from '../../../../shared/learner-licence';
import type { Lesson, LessonPurchase } from '../../../../shared/lesson-api';
import type { LessonCalendar } from '../../../../shared/lesson-console';
import { LESSON_MESSAGES } from '../../../../shared/lesson-messages';
import { istInstant } from '../../../../shared/time';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiConsole } from '../../../locales/hi-console';
import { renderAt, sentRequests, type FakeReply } from '../../../test/test-utils';
import { ConsoleLessonsPage } from './console-lessons-page';

// 2030-01-07 is a Monday.
const DAY = '2030-01-07';
const iso = (time: string) => istInstant(DAY, time).toISOString();

const CLERK = {
  id: 9,
  name: 'Asha',
  email: 'staff@selfdrive.test',
  staffRole: 'staff',
  branchId: 1,
  branchName: 'Bhilai',
};

const calendar: LessonCalendar = {
  branchId: 1,
  from: DAY,
  days: 1,
  turnaroundMinutes: 30,
  packages: [
    {
      id: 3,
      title: '10 lessons of 60 minutes',
      titleHi: '60 मिनट के 10 पाठ',
      sessions: 10,
      sessionMinutes: 60,
      pricePaise: 450_000,
    },
  ],
  instructors: [
    {
      instructorId: 31,
      displayName: 'Meena Verma',
      hours: [{ weekday: 1, startMinute: 540, endMinute: 780 }],
      leave: [],
    },
  ],
  cars: [
    {
      carId: 12,
      title: 'Maruti Swift',
      carNumber: 'CG 07 AB 1234',
      busy: [
        {
          kind: 'rental',
          bookingId: 88,
          startsAt: iso('14:30'),
          endsAt: iso('18:30'),
        },
      ],
    },
  ],
  lessons: [
    {
      id: 51,
      packageId: 3,
      packageTitle: '10 lessons of 60 minutes',
      packageTitleHi: '60 मिनट के 10 पाठ',
      learnerId: 70,
      learnerName: 'Rohit Sahu',
      learnerMobile: '+919876500001',
      instructorId: 31,
      carId: 12,
      startsAt: iso('09:00'),
      endsAt: iso('10:00'),
      status: 'booked',
    },
  ],
};

/** The slots' answer (the learner's pages also read the instructors' names from it). */
const slots = {
  sessionMinutes: 60,
  instructors: [{ id: 31, name: 'Meena Verma', nameHi: null }],
  slots: ['10:00', '11:00'].map((time) => ({
    startsAt: iso(time),
    endsAt: new Date(istInstant(DAY, time).getTime() + 3_600_000).toISOString(),
    instructorIds: [31],
    carIds: [12],
  })),
};

const walkIn = {
  id: 77,
  name: 'Kiran Dewangan',
  email: 'kiran@example.in',
  mobile: '+919876500002',
  idVerified: false,
  blocked: false,
  refusedReason: null,
};

const booked: Lesson = {
  id: 52,
  branchId: 1,
  packageId: 3,
  learnerId: 77,
  instructorId: 31,
  carId: 12,
  startsAt: iso('11:00'),
  endsAt: iso('12:00'),
  status: 'booked',
};

/** Kiran's learner's licence, valid well past the lessons. */
const licence: LearnerLicence = {
  licenceNumber: 'CG0700123452026',
  issuedOn: '2029-12-01',
  expiresOn: '2099-06-01',
};

/** What Kiran bought of package 3: 10 lessons, 2 taken. */
const bought: LessonPurchase = {
  id: 40,
  packageId: 3,
  branchId: 1,
  title: '10 lessons of 60 minutes',
  titleHi: '60 मिनट के 10 पाठ',
  sessions: 10,
  sessionMinutes: 60,
  sessionsUsed: 2,
  pricePaise: 450_000,
  status: 'paid',
  paidAt: '2029-12-20T05:00:00.000Z',
  validUntil: '2099-01-10T05:00:00.000Z',
};

/**
 * The desk's reads and writes, by path and method; `bookings` answers each POST of a lesson in
 * turn. Kiran has `onFile` as their licence (a PUT records it) and `purchases` to book from.
 */
function stubDesk(
  bookings: FakeReply[],
  {
    onFile = licence,
    purchases = [bought],
  }: { onFile?: LearnerLicence | null; purchases?: LessonPurchase[] } = {},
) {
  let tries = 0;
  let recorded = onFile;
  const reply = (path: string, method: string, body: unknown): FakeReply => {
    if (path === '/api/console/me') return { body: CLERK };
    if (path === '/api/console/branches') {
      return { body: { branches: [{ id: 1, name: 'Bhilai' }] } };
    }
    if (path === '/api/console/lessons/calendar') return { body: calendar };
    if (path === '/api/console/lessons/slots') return { body: slots };
    if (path === '/api/console/counter/customer') return { body: { customer: walkIn } };
    if (path === '/api/console/lessons/learners/77/licence') {
      if (method === 'PUT') recorded = body as LearnerLicence;
      return { body: { licence: recorded } };
    }
    if (path === '/api/console/lessons/purchases') {
      return method === 'POST'
        ? { status: 201, body: { ...bought, id: 41, sessionsUsed: 0 } }
        : { body: { purchases } };
    }
    if (path === '/api/console/lessons') {
      return bookings[Math.min(tries++, bookings.length - 1)] ?? { body: booked };
    }
    if (path === '/api/console/lessons/booked/51/cancel') {
      return { body: { ...booked, id: 51, status: 'cancelled' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const { status = 200, body } = reply(
      url.pathname,
      init?.method ?? 'GET',
      init?.body ? JSON.parse(String(init.body)) : undefined,
    );
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function findLearner() {
  const form = await screen.findByRole('region', { name: /walk-in|काउंटर/ });
  await userEvent.type(within(form).getByRole('textbox'), 'kiran@example.in');
  await userEvent.click(within(form).getByRole('button', { name: /^Find$|^खोजें$/ }));
  return form;
}

describe('counter staff and the lesson calendar', () => {
  it("shows the instructor's day beside the training car and its rental", async () => {
    stubDesk([]);
    renderAt(<ConsoleLessonsPage />, `/staff/lessons?from=${DAY}`);
    const grid = await screen.findByRole('table');
    expect(
      within(grid).getByRole('columnheader', { name: 'Instructor: Meena Verma' }),
    ).toBeVisible();
    expect(
      within(grid).getByRole('columnheader', {
        name: 'Training car: Maruti Swift (CG 07 AB 1234)',
      }),
    ).toBeVisible();
    const nine = within(grid).getByRole('row', { name: /^09:00/ });
    expect(nine).toHaveTextContent('Rohit Sahu, 10 lessons of 60 minutes');
    expect(nine).toHaveTextContent('Phone: +919876500001');
    expect(within(grid).getByRole('row', { name: /^13:00/ })).toHaveTextContent('Not working');
    expect(within(grid).getByRole('row', { name: /^15:00/ })).toHaveTextContent(
      'Rented out (booking 88)',
    );
    expect(screen.getByText(/Turnaround between a rental and a lesson: 30 minutes/)).toBeVisible();
    // Counter staff do not set the school up.
    expect(screen.queryByRole('link', { name: 'Packages and instructors' })).toBeNull();
  });

  it('books a walk-in: finds the learner, is told a slot was just taken, books another', async () => {
    const fetchMock = stubDesk([
      {
        status: 409,
        body: {
          message: 'The slot … was just taken.',
          field: 'startsAt',
          figures: { kind: 'lessonSlotTaken', from: iso('10:00'), until: iso('11:00') },
        },
      },
      { status: 201, body: booked },
    ]);
    renderAt(<ConsoleLessonsPage />, `/staff/lessons?from=${DAY}`);
    const form = await findLearner();
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Book for Kiran Dewangan' }),
    );
    expect(within(form).getByText('Learner: Kiran Dewangan')).toBeVisible();
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Book from 10 lessons of 60 minutes' }),
    );
    expect(
      within(form).getByText('Package: 10 lessons of 60 minutes, 8 of 10 lessons left'),
    ).toBeVisible();
    expect(
      await within(form).findByText(/^Learner’s licence CG0700123452026, issued/),
    ).toBeVisible();
    await userEvent.click(await within(form).findByLabelText('10:00 to 11:00'));
    await userEvent.click(within(form).getByRole('button', { name: 'Book the lesson' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The slot 7 Jan, 10:00 am to 7 Jan, 11:00 am was just taken. Please choose another slot.',
    );
    await userEvent.click(await within(form).findByLabelText('11:00 to 12:00'));
    await userEvent.click(within(form).getByRole('button', { name: 'Book the lesson' }));
    expect(
      await screen.findByText(
        'Booked: Kiran Dewangan, 7 Jan, 11:00 am, with Meena Verma in Maruti Swift (CG 07 AB 1234).',
      ),
    ).toBeVisible();
    const posts = sentRequests(fetchMock).filter((r) => r.path === '/api/console/lessons');
    expect(posts.map((r) => JSON.parse(String(r.init.body)))).toEqual([
      { packageId: 3, learnerId: 77, startsAt: iso('10:00') },
      { packageId: 3, learnerId: 77, startsAt: iso('11:00') },
    ]);
  });

  it('cancels a lesson only after asking', async () => {
    const fetchMock = stubDesk([]);
    renderAt(<ConsoleLessonsPage />, `/staff/lessons?from=${DAY}`);
    const grid = await screen.findByRole('table');
    await userEvent.click(within(grid).getByRole('button', { name: 'Cancel lesson' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Cancel Rohit Sahu’s lesson at 7 Jan, 9:00 am?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(sentRequests(fetchMock).filter((r) => r.path.includes('/cancel'))).toEqual([]);
    await userEvent.click(within(grid).getByRole('button', { name: 'Cancel lesson' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel the lesson' }),
    );
    expect(
      await screen.findByText('Rohit Sahu’s lesson at 7 Jan, 9:00 am is cancelled.'),
    ).toBeVisible();
    expect(sentRequests(fetchMock).filter((r) => r.path.includes('/cancel'))).toHaveLength(1);
  });

  it('tells a Hindi clerk in Hindi why the car cannot take the lesson', async () => {
    stubDesk([{ status: 409, body: { message: LESSON_MESSAGES.carRented } }]);
    renderAt(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiConsole })}>
        <ConsoleLessonsPage />
      </I18nextProvider>,
      `/staff/lessons?from=${DAY}`,
    );
    const form = await findLearner();
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Kiran Dewangan के लिए बुक करें' }),
    );
    await userEvent.click(
      await within(form).findByRole('button', { name: '60 मिनट के 10 पाठ से बुक करें' }),
    );
    await userEvent.click(await within(form).findByLabelText('10:00 से 11:00'));
    await userEvent.click(within(form).getByRole('button', { name: 'क्लास बुक करें' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'उस समय यह कार किराए पर है (दो किराए के बीच के तैयारी समय समेत)। कृपया कोई और समय या कार चुनें।',
    );
  });
});

describe('a walk-in with no licence and no package', () => {
  it('sells a package after confirming amount and method, records the licence, then offers the slots', async () => {
    const fetchMock = stubDesk([{ status: 201, body: booked }], { onFile: null, purchases: [] });
    renderAt(<ConsoleLessonsPage />, `/staff/lessons?from=${DAY}`);
    const form = await findLearner();
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Book for Kiran Dewangan' }),
    );
    expect(
      await within(form).findByText(
        'The learner has no package with lessons left at this branch. Sell one below.',
      ),
    ).toBeVisible();
    // No licence step before the package: the learner is the desk's once they hold one.
    expect(within(form).queryByRole('heading', { name: '3. Learner’s licence' })).toBeNull();
    expect(within(form).getByLabelText('Package to sell')).toHaveDisplayValue(
      '10 lessons of 60 minutes (10 × 60 min, ₹4,500 incl. GST)',
    );
    await userEvent.selectOptions(within(form).getByLabelText('Paid by'), 'UPI');
    await userEvent.click(within(form).getByRole('button', { name: 'Take the payment' }));
    // A UPI payment names its reference before anything is asked or sent.
    expect(
      within(form).getByText(
        'Please enter the reference of the card or UPI payment (from the terminal slip or the UPI app).',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.type(within(form).getByLabelText('Reference (card slip or UPI)'), 'UTR 4471');
    await userEvent.click(within(form).getByRole('button', { name: 'Take the payment' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleName(
      'Take ₹4,500 by UPI for 10 lessons of 60 minutes for Kiran Dewangan?',
    );
    const sales = () =>
      sentRequests(fetchMock).filter(
        (r) => r.path === '/api/console/lessons/purchases' && r.init.method === 'POST',
      );
    expect(sales()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take ₹4,500' }));
    expect(
      await screen.findByText('Paid: 10 lessons of 60 minutes for Kiran Dewangan, ₹4,500 by UPI.'),
    ).toBeVisible();
    expect(sales().map((r) => JSON.parse(String(r.init.body)))).toEqual([
      { learnerId: 77, packageId: 3, method: 'upi', reference: 'UTR 4471' },
    ]);

    expect(await within(form).findByText(/^No learner’s licence on record/)).toBeVisible();
    // No slot step before the licence.
    expect(within(form).queryByRole('heading', { name: '4. Day and time' })).toBeNull();
    await userEvent.type(
      within(form).getByLabelText('Learner’s licence number'),
      'CG07/0012345/2026',
    );
    await userEvent.type(within(form).getByLabelText('Issued on'), '2029-12-01');
    await userEvent.type(within(form).getByLabelText('Valid until'), '2099-06-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the licence' }));
    expect(
      await within(form).findByText('The learner’s licence of Kiran Dewangan is saved.'),
    ).toBeVisible();
    const licences = sentRequests(fetchMock).filter((r) => r.init.method === 'PUT');
    expect(licences.map((r) => JSON.parse(String(r.init.body)))).toEqual([
      { licenceNumber: 'CG07/0012345/2026', issuedOn: '2029-12-01', expiresOn: '2099-06-01' },
    ]);

    // The slot step, for the package just sold.
    expect(within(form).getByRole('heading', { name: '4. Day and time' })).toBeVisible();
    await userEvent.click(await within(form).findByLabelText('11:00 to 12:00'));
    await userEvent.click(within(form).getByRole('button', { name: 'Book the lesson' }));
    expect(await screen.findByText(/^Booked: Kiran Dewangan/)).toBeVisible();
  });
});
