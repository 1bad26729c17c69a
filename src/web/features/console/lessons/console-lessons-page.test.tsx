import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../../../shared/lesson-api';
import type { LessonCalendar } from '../../../../shared/lesson-console';
import { LESSON_MESSAGES } from '../../../../shared/lesson-messages';
import { istInstant } from '../../../../shared/time';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiConsole } from '../../../locales/hi-console';
import { renderAt, sentRequests, stubFetch, type FakeReply } from '../../../test/test-utils';
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

/** The desk's reads; `bookings` answers each POST of a lesson in turn. */
function stubDesk(bookings: FakeReply[]) {
  let tries = 0;
  return stubFetch((u) => {
    if (u.pathname === '/api/console/me') return { body: CLERK };
    if (u.pathname === '/api/console/branches') {
      return { body: { branches: [{ id: 1, name: 'Bhilai' }] } };
    }
    if (u.pathname === '/api/console/lessons/calendar') return { body: calendar };
    if (u.pathname === '/api/console/lessons/slots') return { body: slots };
    if (u.pathname === '/api/console/counter/customer') return { body: { customer: walkIn } };
    if (u.pathname === '/api/console/lessons') {
      return bookings[Math.min(tries++, bookings.length - 1)] ?? { body: booked };
    }
    if (u.pathname === '/api/console/lessons/booked/51/cancel') {
      return { body: { ...booked, id: 51, status: 'cancelled' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
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
    expect(within(form).getByLabelText('Package')).toHaveDisplayValue(
      '10 lessons of 60 minutes (10 × 60 min, ₹4,500)',
    );
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
    await userEvent.click(await within(form).findByLabelText('10:00 से 11:00'));
    await userEvent.click(within(form).getByRole('button', { name: 'क्लास बुक करें' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'उस समय यह कार किराए पर है (दो किराए के बीच के तैयारी समय समेत)। कृपया कोई और समय या कार चुनें।',
    );
  });
});
