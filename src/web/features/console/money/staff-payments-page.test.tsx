import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PendingManualPayment, PendingRefund } from '../../../../shared/staff-payments';
import { renderRoutes, sentRequests, stubFetch } from '../../../test/test-utils';
import { ConsoleLayout } from '../shared/console-layout';
import { StaffPaymentsPage } from './staff-payments-page';

const entry: PendingManualPayment = {
  paymentId: 7,
  bookingId: 42,
  reference: 'SDC-42',
  extendsReference: null,
  bookingStatus: 'pending_payment',
  customerName: 'Asha Verma',
  customerEmail: 'asha@x.test',
  customerMobile: '+919876500001',
  amountPaise: 660_000,
  utr: '412345678901',
  submittedAt: '2026-11-21T10:00:00.000Z',
  holdExpiresAt: '2026-11-23T10:00:00.000Z',
};

const refundEntry: PendingRefund = {
  paymentId: 31,
  bookingId: 55,
  reference: 'SDC-55',
  customerName: 'Ravi Sahu',
  customerEmail: 'ravi@x.test',
  customerMobile: '+919876500002',
  amountPaise: 390_000,
  method: 'UPI / bank transfer',
  cancelledAt: '2026-11-21T12:00:00.000Z',
  reason: 'cancellation',
  destination: {
    kind: 'bank',
    accountName: 'Ravi Sahu',
    accountNumber: '001234567890',
    ifsc: 'SBIN0001234',
  },
};

function setup(opts: {
  staff: boolean;
  pending?: PendingManualPayment[];
  refunds?: PendingRefund[];
  confirmStatus?: number;
  refundStatus?: number;
}) {
  const state = {
    staff: opts.staff,
    pending: opts.pending ?? [entry],
    refunds: opts.refunds ?? [],
  };
  const fetchMock = stubFetch((u) => {
    if (u.pathname === '/api/staff/session') {
      return { body: { staff: state.staff ? { id: 9, name: 'Sunita', email: 's@x.test' } : null } };
    }
    if (u.pathname === '/api/staff/login') {
      state.staff = true;
      return { body: { staff: { id: 9, name: 'Sunita', email: 's@x.test' } } };
    }
    if (u.pathname === '/api/console/me') {
      return {
        body: {
          id: 9,
          name: 'Sunita',
          email: 's@x.test',
          staffRole: 'staff',
          branchId: 1,
          branchName: 'Bhilai',
        },
      };
    }
    if (u.pathname === '/api/console/manual-payments') return { body: { payments: state.pending } };
    if (u.pathname === '/api/console/refunds') return { body: { refunds: state.refunds } };
    if (/^\/api\/console\/refunds\/\d+\/paid$/.test(u.pathname)) {
      if (opts.refundStatus === 409) {
        return { status: 409, body: { message: 'This refund was already marked paid.' } };
      }
      state.refunds = [];
      return {
        body: {
          paymentId: 31,
          bookingId: 55,
          status: 'success',
          message: 'The refund for booking #55 is marked paid and the customer was told.',
        },
      };
    }
    const m = /^\/api\/console\/manual-payments\/(\d+)\/(confirm|reject)$/.exec(u.pathname);
    if (m) {
      if (m[2] === 'confirm' && opts.confirmStatus === 409) {
        return {
          status: 409,
          body: {
            message: 'This booking was cancelled or its hold lapsed, so it cannot be confirmed.',
          },
        };
      }
      state.pending = [];
      return {
        body: {
          paymentId: 7,
          bookingId: 42,
          status: m[2] === 'confirm' ? 'success' : 'failed',
          message: m[2] === 'confirm' ? 'Booking #42 is confirmed.' : 'Rejected #42.',
        },
      };
    }
    return { status: 404, body: { message: 'nope' } };
  });
  const posted = () =>
    sentRequests(fetchMock)
      .filter(({ init }) => init.method === 'POST')
      .map(({ path, init }) => ({
        path,
        method: 'POST',
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      }));
  renderRoutes(
    [
      {
        path: '/staff',
        Component: ConsoleLayout,
        children: [{ path: 'payments', Component: StaffPaymentsPage }],
      },
    ],
    ['/staff/payments'],
  );
  return { posted };
}

describe('staff payments page (the console’s Payments section)', () => {
  it('asks a visitor or customer to sign in as staff, then shows the queue', async () => {
    const { posted } = setup({ staff: false });
    expect(await screen.findByText(/Staff only/)).toBeInTheDocument();
    expect(screen.queryByText(/SDC-42/)).toBeNull();
    await userEvent.type(screen.getByLabelText('Staff e-mail'), 'staff@selfdrive.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Staff@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/SDC-42 · UTR 412345678901/)).toBeInTheDocument();
    expect(posted()[0]).toEqual({
      path: '/api/staff/login',
      method: 'POST',
      body: { email: 'staff@selfdrive.test', password: 'Staff@1234' },
    });
  });

  it('names the booking an extension payment extends', async () => {
    setup({
      staff: true,
      pending: [
        entry,
        { ...entry, paymentId: 8, bookingId: 43, reference: 'SDC-43', extendsReference: 'SDC-42' },
      ],
    });
    const extension = (await screen.findByText(/SDC-43 · UTR/)).closest('li')!;
    expect(within(extension).getByText('Extension of booking SDC-42')).toBeInTheDocument();
    const booking = screen.getByText(/SDC-42 · UTR/).closest('li')!;
    expect(within(booking).queryByText(/Extension of booking/)).toBeNull();
  });

  it('lists the reference with the customer, and confirms it', async () => {
    const { posted } = setup({ staff: true });
    expect(screen.getByText('Checking your login…')).toBeInTheDocument();
    const card = (await screen.findByText(/SDC-42 · UTR 412345678901/)).closest('li')!;
    expect(within(card).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(card).getByText('asha@x.test')).toBeInTheDocument();
    expect(within(card).getByText('+919876500001')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    // Nothing is posted until staff saw the amount and the UTR and confirmed them.
    const dialog = screen.getByRole('alertdialog', {
      name: 'Confirm ₹6,600 received for SDC-42?',
    });
    expect(within(dialog).getByText('₹6,600')).toBeInTheDocument();
    expect(within(dialog).getByText('412345678901')).toBeInTheDocument();
    expect(posted()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm ₹6,600 received' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Booking #42 is confirmed.');
    expect(
      await screen.findByText('No payment references are waiting for a check.'),
    ).toBeInTheDocument();
    expect(posted()).toEqual([
      { path: '/api/console/manual-payments/7/confirm', method: 'POST', body: undefined },
    ]);
  });

  it('rejects with the reason typed in the labelled field', async () => {
    const { posted } = setup({ staff: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await userEvent.type(
      screen.getByLabelText('Reason for the customer (optional)'),
      'No credit on 21 Nov',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject reference' }));
    await waitFor(() =>
      expect(posted()).toEqual([
        {
          path: '/api/console/manual-payments/7/reject',
          method: 'POST',
          body: { reason: 'No credit on 21 Nov' },
        },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Rejected #42.');
  });

  it('shows the server message when a confirm is refused', async () => {
    setup({ staff: true, confirmStatus: 409 });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm ₹6,600 received' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'This booking was cancelled or its hold lapsed, so it cannot be confirmed.',
    );
  });

  it('says so when nothing is waiting', async () => {
    setup({ staff: true, pending: [] });
    expect(
      await screen.findByText('No payment references are waiting for a check.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No refunds are waiting to be paid.')).toBeInTheDocument();
  });

  it('lists a refund to pay with the customer and marks it paid with the UTR', async () => {
    const { posted } = setup({ staff: true, pending: [], refunds: [refundEntry] });
    const section = await screen.findByRole('region', { name: 'Refunds to pay' });
    const card = (await within(section).findByText(/SDC-55 · Refund ₹3,900/)).closest('li')!;
    expect(within(card).getByText('Ravi Sahu')).toBeInTheDocument();
    expect(within(card).getByText('ravi@x.test')).toBeInTheDocument();
    expect(within(card).getByText('+919876500002')).toBeInTheDocument();
    expect(within(card).getByText('UPI / bank transfer')).toBeInTheDocument();
    expect(within(card).getByText('21 Nov 2026, 5:30 pm')).toBeInTheDocument();

    // The UTR is required: nothing is posted without it.
    await userEvent.click(within(card).getByRole('button', { name: 'Mark refund paid' }));
    expect(
      await within(card).findByText(/Please enter the bank reference \(UTR\)/),
    ).toBeInTheDocument();
    expect(posted()).toEqual([]);

    await userEvent.type(within(card).getByLabelText('Bank reference (UTR)'), 'SBINR5202611');
    await userEvent.click(within(card).getByRole('button', { name: 'Mark refund paid' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The refund for booking #55 is marked paid and the customer was told.',
    );
    expect(await screen.findByText('No refunds are waiting to be paid.')).toBeInTheDocument();
    expect(posted()).toEqual([
      { path: '/api/console/refunds/31/paid', method: 'POST', body: { utr: 'SBINR5202611' } },
    ]);
  });

  it('says why a gateway refund is in the list, and shows a refusal from the server', async () => {
    setup({
      staff: true,
      pending: [],
      refunds: [{ ...refundEntry, method: 'Razorpay' }],
      refundStatus: 409,
    });
    expect(
      await screen.findByText(/The payment gateway did not refund this payment/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Bank reference (UTR)'), 'rfnd_ABC123');
    await userEvent.click(screen.getByRole('button', { name: 'Mark refund paid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This refund was already marked paid.',
    );
  });

  it('names a deposit refund as such, with where to send it, and no gateway refusal', async () => {
    setup({
      staff: true,
      pending: [],
      refunds: [
        {
          ...refundEntry,
          method: 'Test gateway',
          cancelledAt: null,
          reason: 'deposit',
          destination: { kind: 'upi', upiId: 'ravi@okaxis' },
        },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Refunds to pay' });
    const card = (await within(section).findByText(/SDC-55 · Refund/)).closest('li')!;
    expect(within(card).getByText('Security deposit left after the return')).toBeInTheDocument();
    expect(within(card).getByText('UPI ID ravi@okaxis')).toBeInTheDocument();
    expect(within(card).queryByText(/Cancelled:/)).toBeNull();
    expect(within(card).queryByText(/did not refund/)).toBeNull();
  });

  it('shows the bank account a cancellation refund goes to', async () => {
    setup({ staff: true, pending: [], refunds: [refundEntry] });
    const section = await screen.findByRole('region', { name: 'Refunds to pay' });
    expect(
      await within(section).findByText('Bank account 001234567890, IFSC SBIN0001234 (Ravi Sahu)'),
    ).toBeInTheDocument();
  });
});
