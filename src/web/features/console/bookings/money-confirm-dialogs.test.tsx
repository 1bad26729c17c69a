import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CancelOnBehalfQuote } from '../../../../shared/console-bookings';
import { renderAt, sentRequests, stubFetch } from '../../../test/test-utils';
import { CancelBookingForm } from './cancel-booking-form';
import { CollectBalanceForm } from './collect-balance-form';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { DepositSettlementForm } from './deposit-settlement-form';
import { BookingTaxDocuments } from '../shared/booking-tax-documents';
import { ReturnCloseForm } from './return-close-form';

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  sentRequests(fetchMock)
    .filter((r) => r.init.method === 'POST')
    .map((r) => ({ path: r.path, body: JSON.parse(String(r.init.body)) as unknown }));

describe('collecting the balance', () => {
  function setup(status = 200) {
    const fetchMock = stubFetch((u) => {
      if (u.pathname === '/api/console/bookings/42/balance')
        return { body: { bookingId: 42, owedPaise: 252_000 } };
      if (u.pathname === '/api/console/bookings/42/collect-balance') {
        if (status === 409)
          return {
            status: 409,
            body: { message: 'Only ₹2,000 is owed on this booking: collect that amount or less.' },
          };
        return { body: { bookingId: 42, paymentId: 9, collectedPaise: 252_000, owedPaise: 0 } };
      }
      if (u.pathname === '/api/console/bookings/42/payment-link')
        return { body: { bookingId: 42, owedPaise: 252_000, link: 'http://x/pay' } };
      return { body: { documents: [] } };
    });
    renderAt(<CollectBalanceForm bookingId={42} />);
    return fetchMock;
  }

  it('defaults to what is owed, shows amount, method and UTR before posting, then records', async () => {
    const fetchMock = setup();
    expect(await screen.findByLabelText('Amount collected (₹)')).toHaveValue('2520');
    await userEvent.selectOptions(screen.getByLabelText('How it was paid'), 'upi');
    await userEvent.type(screen.getByLabelText('UPI reference (UTR)'), '412345678901');
    await userEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Record ₹2,520 collected for booking #42?',
    });
    expect(within(dialog).getByText('UPI at the counter')).toBeInTheDocument();
    expect(within(dialog).getByText('412345678901')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record ₹2,520' }));
    expect(await screen.findByRole('status')).toHaveTextContent('₹2,520 recorded');
    expect(posts(fetchMock)).toEqual([
      {
        path: '/api/console/bookings/42/collect-balance',
        body: { method: 'upi', amountPaise: 252_000, reference: '412345678901' },
      },
    ]);
  });

  it('asks for the UTR of a UPI payment, and shows the server refusing more than is owed', async () => {
    const fetchMock = setup(409);
    await screen.findByLabelText('Amount collected (₹)');
    await userEvent.selectOptions(screen.getByLabelText('How it was paid'), 'upi');
    await userEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(
      await screen.findByText('Enter the UPI transaction reference (UTR) you received.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('How it was paid'), 'cash');
    await userEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record ₹2,520' }));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only ₹2,000 is owed on this booking',
    );
    expect(posts(fetchMock)).toHaveLength(1);
  });
});

describe('a payment link for the balance', () => {
  it('says what the mail asks for before sending it, then confirms it went', async () => {
    const fetchMock = stubFetch((u) => {
      if (u.pathname === '/api/console/bookings/42/balance')
        return { body: { bookingId: 42, owedPaise: 252_000 } };
      if (u.pathname === '/api/console/bookings/42/payment-link')
        return { body: { bookingId: 42, owedPaise: 252_000, link: 'http://x/pay' } };
      return { body: { documents: [] } };
    });
    renderAt(<CollectBalanceForm bookingId={42} />);
    const linkPosts = () => sentRequests(fetchMock).filter((r) => r.path.endsWith('/payment-link'));
    await userEvent.click(await screen.findByRole('button', { name: 'Send a payment link' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Mail the customer a link to pay ₹2,520 for booking #42?',
    });
    expect(linkPosts()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the payment link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Payment link for ₹2,520 sent to the customer.',
    );
    expect(linkPosts().map((r) => r.init.method)).toEqual(['POST']);
  });
});

describe('cancelling for the customer', () => {
  const quote: CancelOnBehalfQuote = {
    bookingId: 42,
    paid: true,
    hoursBeforePickup: 30.5,
    deductionPercent: 25,
    deductionPaise: 150_000,
    rentRefundPaise: 450_000,
    depositRefundPaise: 300_000,
    pickupDropRefundPaise: 0,
    owedSettledPaise: 0,
    refundPaise: 750_000,
    waivedRefundPaise: 900_000,
    waivedOwedSettledPaise: 0,
  };

  function setup(answer: CancelOnBehalfQuote = quote) {
    const fetchMock = stubFetch((u) => {
      if (u.pathname === '/api/console/bookings/42/cancel-quote') return { body: answer };
      return {
        body: {
          bookingId: 42,
          refundPaise: 900_000,
          message: 'Booking #42 is cancelled. The customer gets ₹9,000 back.',
        },
      };
    });
    renderAt(<CancelBookingForm bookingId={42} cancellable />);
    return fetchMock;
  }

  it('shows the refund the server computed, and waives the deduction only with a reason', async () => {
    const fetchMock = setup();
    expect(screen.getByRole('heading', { name: 'Cancel for the customer' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Reason for cancelling'), 'Customer phoned');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Cancel booking #42 for the customer?',
    });
    expect(await within(dialog).findByText('₹7,500')).toBeInTheDocument();
    expect(within(dialog).getByText('Deduction (25%, 30 hours before pickup)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel and refund ₹7,500' })).toBeEnabled();

    await userEvent.click(within(dialog).getByLabelText('Waive the deduction of ₹1,500'));
    const confirm = within(dialog).getByRole('button', { name: 'Cancel and refund ₹9,000' });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByLabelText('Why the deduction is waived (kept in the audit log)'),
      'Our car was not ready',
    );
    expect(posts(fetchMock)).toEqual([]);
    await userEvent.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('The customer gets ₹9,000 back.');
    expect(posts(fetchMock)).toEqual([
      {
        path: '/api/console/bookings/42/cancel',
        body: {
          reason: 'Customer phoned',
          waiveDeduction: true,
          waiveReason: 'Our car was not ready',
        },
      },
    ]);
  });
});

describe('cancelling a booking whose change is unpaid', () => {
  it('takes what the change left owed off the refund, and says so', async () => {
    setupOwed();
    await userEvent.type(screen.getByLabelText('Reason for cancelling'), 'Customer phoned');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Cancel booking #42 for the customer?',
    });
    const owed = await within(dialog).findByText('Less what the change left unpaid');
    expect(owed.nextElementSibling).toHaveTextContent('₹280');
    expect(within(dialog).getByRole('button', { name: 'Cancel and refund ₹7,220' })).toBeEnabled();
  });

  function setupOwed() {
    stubFetch((u) =>
      u.pathname === '/api/console/bookings/42/cancel-quote'
        ? {
            body: {
              bookingId: 42,
              paid: true,
              hoursBeforePickup: 30.5,
              deductionPercent: 25,
              deductionPaise: 150_000,
              rentRefundPaise: 450_000,
              depositRefundPaise: 300_000,
              pickupDropRefundPaise: 0,
              owedSettledPaise: 28_000,
              refundPaise: 722_000,
              waivedRefundPaise: 872_000,
              waivedOwedSettledPaise: 28_000,
            } satisfies CancelOnBehalfQuote,
          }
        : { body: {} },
    );
    renderAt(<CancelBookingForm bookingId={42} cancellable />);
  }
});

describe('settling the deposit', () => {
  it('shows what goes back and what is kept before keeping part, with the reason', async () => {
    // The same path answers the held deposit (GET) and the settlement (POST).
    const fetchMock = stubFetch(() => ({ body: {} }));
    fetchMock.mockImplementation(async (_input, init) => {
      const body =
        init?.method === 'POST'
          ? {
              bookingId: 42,
              returnPaise: 200_000,
              keptPaise: 100_000,
              invoiceNumber: 'INV/2627/00009',
              message: '₹1,000 of the deposit is kept (tax invoice INV/2627/00009).',
            }
          : { bookingId: 42, refundPaymentId: 7, heldPaise: 300_000 };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderAt(<DepositSettlementForm bookingId={42} />);
    const amount = await screen.findByLabelText('Amount to return (₹)');
    expect(amount).toHaveValue('3000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Keep part of the deposit' }));
    expect(
      await screen.findByText(
        'Please write why part of the deposit is kept (3 to 300 characters).',
      ),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Why part of the deposit is kept'), 'Torn seat');
    await userEvent.click(screen.getByRole('button', { name: 'Keep part of the deposit' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Keep ₹1,000 of the deposit of booking #42?',
    });
    expect(within(dialog).getByText('₹3,000')).toBeInTheDocument();
    expect(within(dialog).getByText('₹2,000')).toBeInTheDocument();
    expect(within(dialog).getByText('₹1,000')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason: Torn seat')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return ₹2,000' }));
    expect(await screen.findByRole('status')).toHaveTextContent('tax invoice INV/2627/00009');
    expect(posts(fetchMock)).toEqual([
      {
        path: '/api/console/bookings/42/deposit',
        body: { returnPaise: 200_000, reason: 'Torn seat', furtherClaim: false },
      },
    ]);
  });

  it('sends a further claim only when staff tick it, and says so before keeping', async () => {
    const fetchMock = stubFetch(() => ({ body: {} }));
    fetchMock.mockImplementation(async (_input, init) => {
      const body =
        init?.method === 'POST'
          ? {
              bookingId: 42,
              returnPaise: 100_000,
              keptPaise: 50_000,
              invoiceNumber: null,
              message: 'Kept.',
            }
          : {
              bookingId: 42,
              refundPaymentId: 7,
              heldPaise: 150_000,
              heldUntil: '2026-12-06T05:00:00.000Z',
            };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderAt(<DepositSettlementForm bookingId={42} />);
    const amount = await screen.findByLabelText('Amount to return (₹)');
    // A deposit the branch still holds after the return says until when.
    expect(
      screen.getByText(
        `The branch holds it until ${formatIstDayTime(new Date('2026-12-06T05:00:00.000Z'))}`,
        { exact: false },
      ),
    ).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await userEvent.type(screen.getByLabelText('Why part of the deposit is kept'), 'Bent rim');
    await userEvent.click(
      screen.getByLabelText('This is a further claim: part of this deposit was kept before.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep part of the deposit' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('A further claim on a deposit part of which was kept before.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return ₹1,000' }));
    await screen.findByRole('status');
    expect(posts(fetchMock)).toEqual([
      {
        path: '/api/console/bookings/42/deposit',
        body: { returnPaise: 100_000, reason: 'Bent rim', furtherClaim: true },
      },
    ]);
  });
});

describe('closing a return', () => {
  it('shows the bill the server computed, and closes only when staff confirm it', async () => {
    const bill = {
      kmDriven: 130,
      kmIncluded: 100,
      extraKm: 30,
      extraKmPaise: 36_000,
      lateHours: 0,
      latePaise: 0,
      fuelEighthsShort: 2,
      fuelPaise: 120_000,
      damagePaise: 50_000,
      chargesPaise: 206_000,
      depositPaise: 300_000,
      depositRefundPaise: 94_000,
      balanceDuePaise: 0,
    };
    const fetchMock = stubFetch((u) =>
      u.pathname.endsWith('/return-quote')
        ? { body: { bill } }
        : { body: { bill, refundPaymentId: 5 } },
    );
    renderAt(
      <ReturnCloseForm
        bookingId={42}
        pickupAt="2026-11-20T04:30:00.000Z"
        photos={[]}
        pickupMarks={[]}
        pickupChecklist={null}
      />,
    );
    await userEvent.type(screen.getByLabelText('Odometer (km)'), '20130');
    await userEvent.clear(screen.getByLabelText('Damage charge (₹)'));
    await userEvent.type(screen.getByLabelText('Damage charge (₹)'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Close the return' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Close the return of booking #42 with this bill?',
    });
    const row = (label: string) => within(dialog).getByRole('row', { name: new RegExp(label) });
    expect(row('Extra km')).toHaveTextContent('₹360');
    expect(row('Total charges')).toHaveTextContent('₹2,060');
    expect(row('Deposit refund')).toHaveTextContent('₹940');
    // Only the quote so far: nothing is closed until the dialog's button.
    expect(posts(fetchMock).map((p) => p.path)).toEqual(['/api/console/bookings/42/return-quote']);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Close the return and mail the bill' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const sent = posts(fetchMock);
    expect(sent.map((p) => p.path)).toEqual([
      '/api/console/bookings/42/return-quote',
      '/api/console/bookings/42/return',
    ]);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
    expect(sent[1]!.body).toMatchObject({ odometerKm: 20_130, damagePaise: 50_000 });
  });

  it('shows the tax invoice the return issued among the GST documents, without a reload', async () => {
    const bill = {
      kmDriven: 130,
      kmIncluded: 100,
      extraKm: 30,
      extraKmPaise: 36_000,
      lateHours: 0,
      latePaise: 0,
      fuelEighthsShort: 0,
      fuelPaise: 0,
      damagePaise: 0,
      chargesPaise: 36_000,
      depositPaise: 300_000,
      depositRefundPaise: 264_000,
      balanceDuePaise: 0,
    };
    let returned = false;
    const invoice = {
      id: 7,
      docType: 'tax_invoice',
      title: 'Tax invoice',
      number: 'INV/2627/00007',
      issuedAt: '2026-11-21T07:00:00.000Z',
      totalPaise: 236_000,
      bookingId: 42,
      courseOrderId: null,
      voided: false,
      pdfUrl: '/api/console/bookings/42/tax-documents/7/pdf',
    };
    stubFetch((u) => {
      if (u.pathname.endsWith('/tax-documents'))
        return { body: { documents: returned ? [invoice] : [] } };
      if (u.pathname.endsWith('/return-quote')) return { body: { bill } };
      returned = true;
      return { body: { bill, refundPaymentId: 5 } };
    });
    renderAt(
      <>
        <ReturnCloseForm
          bookingId={42}
          pickupAt="2026-11-20T04:30:00.000Z"
          photos={[]}
          pickupMarks={[]}
          pickupChecklist={null}
        />
        <BookingTaxDocuments bookingId={42} />
      </>,
    );
    expect(await screen.findByText('No GST documents yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Odometer (km)'), '20130');
    await userEvent.click(screen.getByRole('button', { name: 'Close the return' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Close the return and mail the bill' }),
    );
    expect(
      await screen.findByRole('link', { name: 'Tax invoice INV/2627/00007 (PDF)' }),
    ).toHaveAttribute('href', '/api/console/bookings/42/tax-documents/7/pdf');
  });
});
