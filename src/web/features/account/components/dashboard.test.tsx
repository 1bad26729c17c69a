import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking, CancellationQuote } from '../../../../shared/bookings';
import { formatRupees } from '../../../../shared/money';
import { renderRoutes, stubFetch, type FakeReply } from '../../../test/test-utils';
import { Dashboard } from './dashboard';

const future = new Date(Date.now() + 5 * 86_400_000).toISOString();
const past = new Date(Date.now() - 86_400_000).toISOString();

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 42,
    carId: 5,
    brandName: 'Tata',
    modelName: 'Nexon EV',
    title: 'Tata Nexon EV',
    imageUrl: '/media/cars/car-5.svg',
    seats: 5,
    transmission: 'automatic',
    fuelType: 'Electric',
    categoryName: 'SUV',
    branchId: 3,
    ratePackageId: 11,
    pickupAt: future,
    dropAt: future,
    pickupDate: '2099-01-10',
    pickupTime: '10:00',
    dropDate: '2099-01-11',
    dropTime: '10:00',
    hours: 24,
    tripType: 'local',
    status: 'pending_payment',
    displayStatus: 'Payment pending',
    holdExpiresAt: future,
    rentPaise: 360_000,
    depositPaise: 300_000,
    pickupDropPaise: 0,
    totalPaise: 660_000,
    kmIncluded: 240,
    extraKmRatePaise: 1_200,
    createdAt: past,
    cancelledAt: null,
    ...overrides,
  };
}

const quote: CancellationQuote = {
  rules: [
    { minHoursBeforeStart: 0, maxHoursBeforeStart: 24, deductionPercent: 50 },
    { minHoursBeforeStart: 24, maxHoursBeforeStart: null, deductionPercent: 10 },
  ],
  paid: false,
  refund: {
    hoursBeforePickup: 120,
    deductionPercent: 10,
    deductionPaise: 36_000,
    rentRefundPaise: 324_000,
    depositRefundPaise: 300_000,
    pickupDropRefundPaise: 0,
    refundPaise: 624_000,
  },
};

function setup(list: Booking[], url = '/user/dashboard', cancelReply?: FakeReply) {
  const fetchMock = stubFetch((u) => {
    if (u.pathname === '/api/account/profile') return { body: { name: 'Asha Verma' } };
    if (u.pathname === '/api/bookings/counts')
      return { body: { current: 1, completed: 2, cancelled: 3, transactions: 4 } };
    if (u.pathname === '/api/bookings')
      return { body: { bookings: list, total: list.length, page: 1, pageCount: 1 } };
    if (u.pathname.endsWith('/cancellation-quote')) return { body: quote };
    if (u.pathname.endsWith('/cancel') && cancelReply) return cancelReply;
    return { status: 404, body: { message: 'nope' } };
  });
  renderRoutes(
    [
      { path: '/user/dashboard', Component: Dashboard },
      { path: '/thankyou', element: <p>Thank-you page</p> },
    ],
    [url],
  );
  return fetchMock;
}

describe('dashboard', () => {
  afterEach(() => sessionStorage.clear());

  it('greets the customer and shows the counters and each booking', async () => {
    setup([booking()]);
    expect(await screen.findByText('Hello, Asha Verma')).toBeInTheDocument();
    for (const [label, value] of [
      ['Current Bookings', '1'],
      ['Completed Booking', '2'],
      ['Cancelled Booking', '3'],
      ['Transaction', '4'],
    ] as [string, string][]) {
      expect((await screen.findByText(label)).nextElementSibling).toHaveTextContent(value);
    }
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Tata Nexon EV')).toBeInTheDocument();
    expect(within(item).getByText('Payment pending')).toBeInTheDocument();
    expect(within(item).getByText('5 seats · Automatic · Electric · SUV')).toBeInTheDocument();
    expect(within(item).getByText('Pickup: 2099-01-10 10:00')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Extend/ })).not.toBeInTheDocument();
  });

  it('shows the empty state with a link to the cars', async () => {
    setup([]);
    expect(await screen.findByText('No Car Booking yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Car now' })).toHaveAttribute('href', '/cars');
  });

  it.each([
    ['1', 'Thanks for Booking'],
    ['2', 'Thanks for your interest, But the Payment was not Successfull.'],
  ])('after payment status %s says %s', async (status, message) => {
    setup([], `/user/dashboard?order_id=order_1&status=${status}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    [
      booking({ status: 'cancelled', displayStatus: 'Cancelled' }),
      'Your booking is already Cancelled.',
    ],
    [booking({ pickupAt: past }), 'You can not cancel the Booking after the Pickup time.'],
  ])('refuses to cancel: %#', async (b, message) => {
    const fetchMock = setup([b]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([i]) => String(i).includes('cancel'))).toBe(false);
  });

  it('shows the rules and the refund, cancels and goes to /thankyou', async () => {
    setup([booking()], '/user/dashboard', {
      body: { message: 'Your booking has been cancelled.' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByText(`Refund: ${formatRupees(624_000)}`)).toBeInTheDocument();
    expect(within(dialog).getByText('24 hours or more: 10%')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Your booking has been cancelled.')).toBeInTheDocument();
    expect(sessionStorage.getItem('bookingResult')).toContain('cancelled');
    expect(await screen.findByText('Thank-you page', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
