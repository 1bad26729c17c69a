import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookingChangeQuote } from '../../../../shared/booking-change';
import { renderAt, sentRequests, stubFetch, type FakeReply } from '../../../test/test-utils';
import { ChangeBookingForm } from './change-booking-form';

const booking = {
  id: 41,
  carId: 7,
  branchId: 1,
  pickupAt: '2026-12-02T04:30:00.000Z', // 10:00 IST
  dropAt: '2026-12-02T10:30:00.000Z', // 16:00 IST
};
const side = {
  carId: 7,
  carTitle: 'Maruti Swift',
  carNumber: 'CG 07 AB 1234',
  pickupAt: booking.pickupAt,
  dropAt: booking.dropAt,
  hours: 6,
  rentPaise: 60_000,
  depositPaise: 300_000,
  totalPaise: 360_000,
  kmIncluded: 60,
};
const quote: BookingChangeQuote = {
  bookingId: 41,
  before: side,
  after: {
    ...side,
    dropAt: '2026-12-02T14:30:00.000Z',
    hours: 10,
    rentPaise: 100_000,
    totalPaise: 400_000,
  },
  differencePaise: 40_000,
};
const CARS = {
  cars: [
    { id: 7, title: 'Maruti Swift', carNumber: 'CG 07 AB 1234', isActive: true },
    { id: 9, title: 'Tata Nexon', carNumber: 'CG 07 BP 3064', isActive: true },
    { id: 5, title: 'Old Alto', carNumber: 'CG 07 AA 1111', isActive: false },
  ].map((c) => ({
    ...c,
    branchId: 1,
    categoryId: 2,
    securityDepositPaise: 300_000,
    outstationSecurityDepositPaise: 500_000,
    ratePackages: [],
  })),
  pickupDropOptions: [],
  priceRules: [],
};

/** What applying answers: a booking not paid yet moves no money. */
const unpaid = { ...quote, owedPaise: 0, refundPaise: 0 };

function setup(
  quoteReply: FakeReply = { body: quote },
  carsReply: FakeReply = { body: CARS },
  applyReply: FakeReply = { body: unpaid },
) {
  const fetchMock = stubFetch((u) => {
    if (u.pathname === '/api/console/counter/cars') {
      expect(u.search).toBe('?branchId=1');
      return carsReply;
    }
    // The fleet's list is a manager's: counter staff are refused it.
    if (u.pathname.startsWith('/api/console/cars')) {
      return { status: 403, body: { message: 'Only a branch manager or an admin can do this.' } };
    }
    if (u.pathname.endsWith('/change-quote')) return quoteReply;
    return applyReply;
  });
  const onDone = vi.fn();
  renderAt(<ChangeBookingForm booking={booking} onDone={onDone} />);
  const posts = () => sentRequests(fetchMock).filter((r) => r.init.method === 'POST');
  return { onDone, posts };
}

describe('ChangeBookingForm', () => {
  it('shows the new times and the price difference before applying, then applies', async () => {
    const { onDone, posts } = setup();
    const drop = screen.getByLabelText('New drop');
    expect(drop).toHaveValue('2026-12-02T16:00');
    await userEvent.clear(drop);
    await userEvent.type(drop, '2026-12-02T20:00');
    await userEvent.click(screen.getByRole('button', { name: 'Check the change' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change booking #41?' });
    expect(dialog).toHaveTextContent('2 Dec, 8:00 pm');
    expect(dialog).toHaveTextContent('Price difference: ₹400 more: collect it from the customer.');
    // Only the quote was asked for: nothing is changed before the confirm.
    expect(posts().map((r) => r.path)).toEqual(['/api/console/bookings/41/change-quote']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply the change' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0]).toBe(
      'Booking #41 is changed. ₹400 more: collect it from the customer.',
    );
    const applied = posts().find((r) => r.path === '/api/console/bookings/41/change')!;
    expect(JSON.parse(String(applied.init.body))).toEqual({
      pickupAt: '2026-12-02T10:00:00+05:30',
      dropAt: '2026-12-02T20:00:00+05:30',
    });
  });

  it.each([
    [
      { owedPaise: 40_000, refundPaise: 0 },
      'Booking #41 is changed. The customer owes ₹400 more: collect it below or send a payment link.',
    ],
    [
      { differencePaise: -40_000, owedPaise: 0, refundPaise: 40_000 },
      'Booking #41 is changed. ₹400 goes back to the customer as a refund.',
    ],
  ])('says where a paid booking’s difference went (%o)', async (money, note) => {
    const { onDone } = setup(undefined, undefined, { body: { ...quote, ...money } });
    await userEvent.click(screen.getByRole('button', { name: 'Check the change' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change booking #41?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply the change' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(note));
  });

  it('sends the chosen car, and shows a refusal under a heading that says so', async () => {
    const { posts } = setup({
      status: 409,
      body: {
        message:
          'Tata Nexon (CG 07 BP 3064) is booked from 2 Dec, 8:00 am to 2 Dec, 6:00 pm (booking #40). Please choose another time or car.',
      },
    });
    await screen.findByRole('option', { name: 'Tata Nexon (CG 07 BP 3064)' });
    await userEvent.selectOptions(screen.getByLabelText('Car'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Check the change' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This was refused');
    expect(alert).toHaveTextContent('(booking #40). Please choose another time or car.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(JSON.parse(String(posts()[0]!.init.body))).toMatchObject({ carId: 9 });
  });

  it("offers the branch's cars in use from the desk's own route", async () => {
    setup();
    await screen.findByRole('option', { name: 'Tata Nexon (CG 07 BP 3064)' });
    expect(
      within(screen.getByLabelText('Car'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Maruti Swift (CG 07 AB 1234)', 'Tata Nexon (CG 07 BP 3064)']);
    expect(screen.getByLabelText('Car')).toHaveValue('7');
  });

  it('shows why the cars could not be read where the car choice would be, and still changes times', async () => {
    const { posts } = setup(
      { body: quote },
      { status: 503, body: { message: 'The database is not answering. Please try again.' } },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this');
    expect(alert).toHaveTextContent('The database is not answering. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Car')).toBeNull();
    expect(screen.queryByText('Loading the cars…')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Check the change' }));
    await screen.findByRole('alertdialog', { name: 'Change booking #41?' });
    expect(JSON.parse(String(posts()[0]!.init.body))).not.toHaveProperty('carId');
  });
});
