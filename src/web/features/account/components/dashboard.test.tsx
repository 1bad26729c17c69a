import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EXTEND_AFTER_DROP_MESSAGE,
  EXTEND_CANCELLED_MESSAGE,
  type Booking,
  type CancellationQuote,
  type ExtensionQuote,
} from '../../../../shared/bookings';
import { extensionTooShortMessage } from '../../../../shared/pricing';
import type { GstDocumentSummary } from '../../../../shared/gst-documents';
import { istInstant } from '../../../../shared/time';
import { CHECKOUT_TARGET_KEY } from '../../../lib/checkout-target';
import { formatRupees } from '../../../../shared/money';
import { renderRoutes, requestedPaths, stubFetch, type FakeReply } from '../../../test/test-utils';
import { Dashboard } from './dashboard';
import { future, makeBooking, past } from '../../../test/booking-fakes';

function extensionQuote(params: URLSearchParams): ExtensionQuote {
  return {
    bookingId: 42,
    carId: 5,
    startAt: future,
    endAt: future,
    hours: 24,
    car: { id: 5, branchId: 1, categoryId: 2 },
    priceRules: [],
    rates: [
      {
        ratePackageId: 11,
        type: `Standard to ${params.get('dropDate')} ${params.get('dropTime')}`,
        ratePerHourPaise: 15_000,
        kmIncluded: 240,
        extraKmRatePaise: 1_200,
        totalPaise: 360_000,
      },
    ],
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

/** Booking 41's charges after the trip: a toll, not paid yet. */
const tripCharges = {
  bookingId: 41,
  charges: [
    {
      id: 5,
      kind: 'toll',
      occurredAt: '2026-11-20T09:00:00.000Z',
      amountPaise: 25_000,
      feePaise: 5_000,
      totalPaise: 30_000,
      reference: '',
      place: 'Kumhari toll plaza',
      offence: '',
      note: '',
      noticeEndsAt: '2026-11-26T09:00:00.000Z',
      invoiceNumber: null,
      owedPaise: 30_000,
      evidence: [],
      dispute: null,
      disputeUntil: '2026-11-27T09:00:00.000Z',
    },
  ],
  owedPaise: 30_000,
  depositHeldPaise: 0,
  depositHeldUntil: null,
};

function setup(
  list: Booking[],
  url = '/user/dashboard',
  cancelReply?: FakeReply,
  documents: GstDocumentSummary[] = [],
) {
  const fetchMock = stubFetch((u) => {
    if (u.pathname === '/api/account/tax-documents') return { body: { documents } };
    if (u.pathname === '/api/account/profile') return { body: { name: 'Asha Verma' } };
    if (u.pathname === '/api/bookings/counts')
      return { body: { current: 1, completed: 2, cancelled: 3, transactions: 4 } };
    if (u.pathname === '/api/bookings')
      return { body: { bookings: list, total: list.length, page: 1, pageCount: 1 } };
    if (u.pathname === '/api/bookings/41/trip-charges') return { body: tripCharges };
    if (u.pathname.endsWith('/cancellation-quote')) return { body: quote };
    if (u.pathname.endsWith('/extension-quote')) return { body: extensionQuote(u.searchParams) };
    if (u.pathname.endsWith('/cancel') && cancelReply) return cancelReply;
    return { status: 404, body: { message: 'nope' } };
  });
  renderRoutes(
    [
      { path: '/user/dashboard', Component: Dashboard },
      { path: '/thankyou', element: <p>Thank-you page</p> },
      { path: '/user/bookmyride', element: <p>Checkout page</p> },
    ],
    [url],
  );
  return fetchMock;
}

describe('dashboard', () => {
  afterEach(() => sessionStorage.clear());

  it('greets the customer and shows the counters and each booking', async () => {
    setup([makeBooking()]);
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
    const facts = within(item).getByText(/^5 seats · Automatic · Electric ·/);
    expect(facts).toHaveTextContent('5 seats · Automatic · Electric · SUV');
    // The category is shown as stored, marked with its own language.
    expect(within(facts).getByText('SUV')).toHaveAttribute('lang', 'en-IN');
    expect(within(item).getByText('Pickup: 2099-01-10 10:00')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Extend Booking' })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Make Payment' })).toHaveAttribute(
      'href',
      '/make-payment?booking=42',
    );
  });

  it('offers no Extend or Cancel on a returned booking, only on one still to come (issue 32)', async () => {
    setup([
      makeBooking({ id: 41, status: 'completed', displayStatus: 'Closed', pickupAt: past }),
      makeBooking({ id: 42, status: 'confirmed', displayStatus: 'Active' }),
    ]);
    const [returned, coming] = await screen.findAllByRole('listitem');
    expect(within(returned!).getByText('Booking ID 41')).toBeInTheDocument();
    expect(within(returned!).queryByRole('button', { name: 'Extend Booking' })).toBeNull();
    expect(within(returned!).queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
    expect(within(coming!).getByRole('button', { name: 'Extend Booking' })).toBeInTheDocument();
    expect(within(coming!).getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
  });

  it('shows the charges after the trip of a returned booking only (issue 36)', async () => {
    const fetchMock = setup([
      makeBooking({ id: 41, status: 'completed', displayStatus: 'Closed', pickupAt: past }),
      makeBooking({ id: 42, status: 'confirmed', displayStatus: 'Active' }),
    ]);
    const [returned, coming] = await screen.findAllByRole('listitem', { name: '' });
    const charges = await within(returned!).findByRole('region', {
      name: 'Charges after the trip',
    });
    expect(within(charges).getByRole('link', { name: 'Pay ₹300 now' })).toHaveAttribute(
      'href',
      '/user/pay-balance?booking=41',
    );
    expect(within(coming!).queryByRole('region')).toBeNull();
    expect(requestedPaths(fetchMock).filter((p) => p.endsWith('/trip-charges'))).toEqual([
      '/api/bookings/41/trip-charges',
    ]);
  });

  it("links each booking's own GST documents as PDFs, and no other booking's", async () => {
    const doc = (id: number, bookingId: number, docType: GstDocumentSummary['docType']) => ({
      id,
      docType,
      title: docType,
      number: `INV/2026-27/0000${id}`,
      issuedAt: future,
      totalPaise: 100_000,
      reimbursedPaise: 0,
      bookingId,
      courseOrderId: null,
      voided: false,
      pdfUrl: `/api/account/tax-documents/${id}/pdf`,
    });
    setup([makeBooking()], '/user/dashboard', undefined, [
      doc(1, 42, 'receipt_voucher'),
      doc(2, 42, 'tax_invoice'),
      doc(3, 43, 'tax_invoice'),
    ]);
    const item = await screen.findByRole('listitem');
    expect(await within(item).findByText('GST documents')).toBeInTheDocument();
    const links = within(item).getAllByRole('link', { name: /\(PDF\)$/ });
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Receipt voucher INV/2026-27/00001 (PDF)', '/api/account/tax-documents/1/pdf'],
      ['Tax invoice INV/2026-27/00002 (PDF)', '/api/account/tax-documents/2/pdf'],
    ]);
  });

  it('shows the empty state with a link to the cars', async () => {
    setup([]);
    expect(await screen.findByText('No Car Booking yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Car now' })).toHaveAttribute('href', '/cars');
  });

  it.each([
    ['1', 'Thanks for Booking'],
    ['2', 'Thanks for your interest, But the Payment was not Successful.'],
  ])('after payment status %s says %s', async (status, message) => {
    setup([], `/user/dashboard?order_id=order_1&status=${status}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    [
      makeBooking({ status: 'cancelled', displayStatus: 'Cancelled' }),
      'Your booking is already Cancelled.',
    ],
    [makeBooking({ pickupAt: past }), 'You can not cancel the Booking after the Pickup time.'],
  ])('refuses to cancel: %#', async (b, message) => {
    const fetchMock = setup([b]);
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText(b.displayStatus)).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Cancel Booking' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([i]) => String(i).includes('cancel'))).toBe(false);
  });

  it('shows the rules and the refund, cancels and goes to /thankyou', async () => {
    const fetchMock = setup([makeBooking()], '/user/dashboard', {
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
    // Issue 21: the quote of the now cancelled booking is not asked for again (it answers 400).
    const quotes = requestedPaths(fetchMock).filter((p) => p.endsWith('/cancellation-quote'));
    expect(quotes).toHaveLength(1);
  });

  it.each([
    [makeBooking({ status: 'cancelled', displayStatus: 'Cancelled' }), EXTEND_CANCELLED_MESSAGE],
    [
      makeBooking({
        status: 'confirmed',
        displayStatus: 'Closed',
        pickupAt: past,
        finalDropAt: past,
      }),
      EXTEND_AFTER_DROP_MESSAGE,
    ],
  ])('refuses to extend: %#', async (b, message) => {
    const fetchMock = setup([b]);
    await userEvent.click(await screen.findByRole('button', { name: 'Extend Booking' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([i]) => String(i).includes('extension'))).toBe(false);
  });

  it('extends: checks the new drop, shows the rates and takes the choice to checkout', async () => {
    const fetchMock = setup([
      makeBooking({
        status: 'confirmed',
        displayStatus: 'Active',
        finalDropAt: istInstant('2099-01-11', '10:00').toISOString(),
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Extend Booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Extend booking 42' });
    const date = within(dialog).getByLabelText('New drop date');
    const time = within(dialog).getByLabelText('New drop time');
    expect(date).toHaveValue('2099-01-12');

    await userEvent.clear(date);
    await userEvent.type(date, '2099-01-11');
    await userEvent.selectOptions(time, '14:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check availability' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(extensionTooShortMessage(4.5));
    expect(fetchMock.mock.calls.some(([i]) => String(i).includes('extension-quote'))).toBe(false);

    await userEvent.selectOptions(time, '15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check availability' }));
    expect(await within(dialog).findByText('Standard to 2099-01-11 15:00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Choose Standard/ }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CHECKOUT_TARGET_KEY)!)).toEqual({
      bookingId: 42,
      carId: 5,
      packageId: 11,
      branch: '3',
      pickupDate: '2099-01-11',
      pickupTime: '10:00',
      dropDate: '2099-01-11',
      dropTime: '15:00',
    });
  });

  it('lists an extension waiting for payment with a link to pay for it', async () => {
    setup([
      makeBooking({
        status: 'confirmed',
        displayStatus: 'Active',
        extensions: [
          {
            id: 43,
            pickupAt: future,
            dropAt: future,
            dropDate: '2099-01-12',
            dropTime: '10:00',
            hours: 24,
            status: 'pending_payment',
            displayStatus: 'Payment pending',
            holdExpiresAt: future,
            totalPaise: 360_000,
          },
        ],
      }),
    ]);
    const item = await screen.findByRole('listitem');
    expect(
      within(item).getByText(/Extended to 2099-01-12 10:00 \(₹3,600(\.00)?, Payment pending\)/),
    ).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Pay for extension' })).toHaveAttribute(
      'href',
      '/make-payment?booking=43',
    );
  });
});
