import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, sentRequests, stubFetch } from '../../../test/test-utils';
import { must } from '../../../../shared/must';
import { ConsoleCalendarPage } from './console-calendar-page';

const side = {
  carId: 1,
  carTitle: 'Maruti Swift',
  carNumber: 'CG 07 AB 1234',
  pickupAt: '2026-12-02T04:30:00.000Z',
  dropAt: '2026-12-02T12:30:00.000Z',
  hours: 8,
  rentPaise: 80_000,
  depositPaise: 300_000,
  totalPaise: 380_000,
  kmIncluded: 80,
};
const CALENDAR = {
  branchId: 1,
  from: '2026-12-01',
  days: [
    '2026-12-01',
    '2026-12-02',
    '2026-12-03',
    '2026-12-04',
    '2026-12-05',
    '2026-12-06',
    '2026-12-07',
  ],
  cars: [
    { id: 1, title: 'Maruti Swift', carNumber: 'CG 07 AB 1234' },
    { id: 2, title: 'Tata Nexon', carNumber: 'CG 07 BP 3064' },
  ],
  bars: [
    {
      kind: 'booking',
      id: 5,
      carId: 1,
      start: side.pickupAt,
      end: side.dropAt,
      label: 'SDC-5 Asha',
      status: 'confirmed',
    },
  ],
};

function setup(quoteReply: { status?: number; body: unknown }) {
  const fetchMock = stubFetch((u) => {
    if (u.pathname === '/api/console/branches')
      return { body: { branches: [{ id: 1, name: 'Bhilai' }] } };
    if (u.pathname === '/api/console/calendar') return { body: CALENDAR };
    if (u.pathname.endsWith('/change-quote')) return quoteReply;
    return { body: quoteReply.body };
  });
  renderAt(<ConsoleCalendarPage />, '/staff/calendar?from=2026-12-01');
  return { posts: () => sentRequests(fetchMock).filter((r) => r.init.method === 'POST') };
}

/**
 * Drags the booking bar, grabbed at `grab` of its row's width (from the row's left edge), onto
 * a car's row at `dropAt` of the width.
 */
async function drag(carLabel: string, grab: number, dropAt: number) {
  const bar = await screen.findByRole('link', { name: /^SDC-5 Asha/ });
  const row = screen.getByRole('list', { name: carLabel });
  vi.spyOn(row, 'getBoundingClientRect').mockReturnValue({ left: 0, width: 700 } as DOMRect);
  // happy-dom's DragEvent drops clientX from its init: set it on the events themselves.
  const start = createEvent.dragStart(bar);
  Object.defineProperty(start, 'clientX', { value: grab * 700 });
  fireEvent(bar, start);
  fireEvent.dragOver(row);
  const drop = createEvent.drop(row);
  Object.defineProperty(drop, 'clientX', { value: dropAt * 700 });
  fireEvent(row, drop);
}

describe('dragging a booking on the calendar', () => {
  it('shows the new car, times and price difference, and changes only on confirm', async () => {
    const after = {
      ...side,
      carId: 2,
      carTitle: 'Tata Nexon',
      carNumber: 'CG 07 BP 3064',
      pickupAt: '2026-12-03T04:30:00.000Z',
      dropAt: '2026-12-03T12:30:00.000Z',
    };
    const { posts } = setup({ body: { bookingId: 5, before: side, after, differencePaise: 0 } });
    // Grabbed in its middle (2 Dec, 2 pm) and taken a day to the right, a row down: it keeps
    // its 10 am start, a day later, on the other car.
    await drag('Bookings and blocks of Tata Nexon CG 07 BP 3064', 1.58 / 7, 2.58 / 7);
    const dialog = await screen.findByRole('alertdialog', { name: 'Move SDC-5 Asha?' });
    expect(await within(dialog).findByText('Tata Nexon (CG 07 BP 3064)')).toBeVisible();
    expect(dialog).toHaveTextContent('3 Dec, 10:00 am');
    expect(dialog).toHaveTextContent('Price difference: No change in price.');
    expect(posts().map((r) => r.path)).toEqual(['/api/console/bookings/5/change-quote']);
    expect(JSON.parse(String(posts()[0]!.init.body))).toEqual({
      pickupAt: '2026-12-03T04:30:00.000Z',
      dropAt: '2026-12-03T12:30:00.000Z',
      carId: 2,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply the change' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Booking #5 is changed.');
    await waitFor(() => expect(posts().at(-1)!.path).toBe('/api/console/bookings/5/change'));
  });

  it("shows the server's refusal of a move into a block, and changes nothing", async () => {
    const { posts } = setup({
      status: 409,
      body: {
        message:
          'Tata Nexon (CG 07 BP 3064) is blocked for maintenance from 3 Dec, 10:00 am to 5 Dec, 6:00 pm (Service). Please choose another time or car.',
      },
    });
    await drag('Bookings and blocks of Tata Nexon CG 07 BP 3064', 1.5 / 7, 1.5 / 7);
    const dialog = await screen.findByRole('alertdialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This was refused');
    expect(alert).toHaveTextContent('is blocked for maintenance');
    expect(within(dialog).getByRole('button', { name: 'Apply the change' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(posts().map((r) => r.path)).toEqual(['/api/console/bookings/5/change-quote']);
  });
});

describe('the calendar’s bars', () => {
  it('does not ask anything for a booking dropped back where it was', async () => {
    const { posts } = setup({ body: {} });
    await drag('Bookings and blocks of Maruti Swift CG 07 AB 1234', 1.5 / 7, 1.5 / 7);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('lets only a booking not yet handed over be dragged', async () => {
    const bars = [
      { ...CALENDAR.bars[0]!, state: 'confirmed' },
      { ...CALENDAR.bars[0]!, id: 6, label: 'SDC-6 Ravi', state: 'picked_up' },
      { ...CALENDAR.bars[0]!, id: 7, label: 'SDC-7 Meena', state: 'overdue' },
    ];
    stubFetch((u) =>
      u.pathname === '/api/console/calendar'
        ? { body: { ...CALENDAR, bars } }
        : { body: { branches: [{ id: 1, name: 'Bhilai' }] } },
    );
    renderAt(<ConsoleCalendarPage />, '/staff/calendar?from=2026-12-01');
    const bar = async (name: RegExp) => screen.findByRole('link', { name });
    expect(await bar(/^SDC-5 Asha, .*, Confirmed$/)).toHaveAttribute('draggable', 'true');
    expect(await bar(/^SDC-6 Ravi, .*, Picked up$/)).toHaveAttribute('draggable', 'false');
    expect(await bar(/^SDC-7 Meena, .*, Overdue$/)).toHaveAttribute('draggable', 'false');
  });

  it('colours each state as its legend says', async () => {
    const states = ['confirmed', 'picked_up', 'overdue', 'pending', 'completed'] as const;
    const bars = [
      ...states.map((state, i) => ({
        ...CALENDAR.bars[0]!,
        id: 10 + i,
        label: `SDC-${10 + i} Asha`,
        state,
      })),
      { ...CALENDAR.bars[0]!, kind: 'block', id: 3, label: 'Service', state: 'blocked' },
    ];
    stubFetch((u) =>
      u.pathname === '/api/console/calendar'
        ? { body: { ...CALENDAR, bars } }
        : { body: { branches: [{ id: 1, name: 'Bhilai' }] } },
    );
    renderAt(<ConsoleCalendarPage />, '/staff/calendar?from=2026-12-01');
    const legend = await screen.findByRole('list', { name: 'Legend' });
    const keys = within(legend).getAllByRole('listitem');
    expect(keys.map((k) => k.textContent)).toEqual([
      'Confirmed',
      'Picked up',
      'Overdue',
      'Blocked',
      'Awaiting payment',
      'Returned',
    ]);
    const swatch = (label: string) =>
      must(keys.find((k) => k.textContent === label)?.querySelector('span'), `the ${label} swatch`)
        .className;
    const colour = (className: string) =>
      className
        .split(' ')
        .filter((c) => c.startsWith('bg-'))
        .join(' ');
    const seen = new Set<string>();
    for (const [name, label] of [
      [/^SDC-10 Asha, .*, Confirmed$/, 'Confirmed'],
      [/^SDC-11 Asha, .*, Picked up$/, 'Picked up'],
      [/^SDC-12 Asha, .*, Overdue$/, 'Overdue'],
      [/^SDC-13 Asha, .*, Awaiting payment$/, 'Awaiting payment'],
      [/^SDC-14 Asha, .*, Returned$/, 'Returned'],
      [/^Blocked: Service, .*, Blocked$/, 'Blocked'],
    ] as const) {
      const bar = await screen.findByRole('link', { name });
      // The bar wears its legend key's colour, and no two states share one.
      expect(colour(bar.className), label).toBe(colour(swatch(label)));
      seen.add(colour(bar.className));
    }
    expect(seen.size).toBe(6);
  });

  it('moves a week at a time in the week view and 31 days in the month view', async () => {
    const fetchMock = stubFetch((u) =>
      u.pathname === '/api/console/calendar'
        ? { body: CALENDAR }
        : { body: { branches: [{ id: 1, name: 'Bhilai' }] } },
    );
    renderAt(<ConsoleCalendarPage />, '/staff/calendar?from=2026-12-01');
    const asked = () =>
      sentRequests(fetchMock)
        .map((r) => r.path)
        .filter((p) => p.startsWith('/api/console/calendar'));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(asked()).toContain('/api/console/calendar?branchId=1&from=2026-12-08&view=week'),
    );
    const views = screen.getByRole('group', { name: 'View' });
    await userEvent.click(within(views).getByRole('button', { name: 'Month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(asked()).toContain('/api/console/calendar?branchId=1&from=2026-11-07&view=month'),
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-07');
  });
});
