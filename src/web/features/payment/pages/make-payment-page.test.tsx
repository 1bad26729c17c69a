import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRupees } from '../../../../shared/money';
import { MAKE_PAYMENT_LOGIN_MESSAGE, UTR_MESSAGE } from '../../../../shared/payments';
import { NEW_BOOKING_ID_KEY } from '../../../lib/booking-result';
import { renderRoutes, requestedPaths, sentRequests, stubFetch } from '../../../test/test-utils';
import { MakePaymentPage } from './make-payment-page';
import { makeSessionUser } from '../../../test/session-fakes';
import { makeManualPaymentInfo } from '../../../test/payment-fakes';

const user = makeSessionUser({ email: 'a@x.test' });
const info = makeManualPaymentInfo();
const { upiLink } = info;

/** Flipped by a test once the UTR is valid: the server then answers it as submitted. */
const server = { submitted: false };

function setup(url: string, loggedIn = true) {
  server.submitted = false;
  const fetchMock = stubFetch((u) => {
    if (u.pathname === '/api/auth/session') {
      return { body: loggedIn ? { loggedIn: true, user } : { loggedIn: false, user: null } };
    }
    if (u.pathname === '/api/bookings/42/manual-payment') {
      return { body: { ...info, submittedUtr: server.submitted ? '412345678901' : null } };
    }
    if (u.pathname === '/api/bookings/42/pay') {
      return {
        body: {
          gateway: 'test',
          orderId: 'test_1',
          amountPaise: 1,
          redirectUrl: '/pay/test/test_1',
        },
      };
    }
    return { status: 404, body: { message: 'nope' } };
  });
  const routes = [
    { path: '/make-payment', Component: MakePaymentPage },
    { path: '/pay/test/:orderId', element: <p>Gateway page</p> },
    { path: '/user/login', element: <p>Login page</p> },
  ];
  return { fetchMock, ...renderRoutes(routes, [url]) };
}

describe('make payment page', () => {
  afterEach(() => localStorage.clear());

  it('asks a visitor to log in', async () => {
    setup('/make-payment?booking=42', false);
    expect(
      await screen.findByText(MAKE_PAYMENT_LOGIN_MESSAGE, { exact: false }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('uses the stored new booking id and shows the amount, QR code and bank details', async () => {
    localStorage.setItem(NEW_BOOKING_ID_KEY, '42');
    const stub = stubFetch((u) => {
      if (u.pathname === '/api/auth/session') return { body: { loggedIn: true, user } };
      if (u.pathname === '/api/bookings/42/manual-payment') return { body: info };
      return { status: 404, body: { message: 'nope' } };
    });
    renderRoutes([{ path: '/make-payment', Component: MakePaymentPage }], ['/make-payment']);
    expect(await screen.findByTestId('amount-due')).toHaveTextContent(formatRupees(660_000));
    const qr = await screen.findByRole('img', { name: 'UPI QR code for this payment' });
    expect(qr).toHaveAttribute('data-upi-link', upiLink);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('918020045566778')).toBeInTheDocument();
    expect(screen.getByText('UTIB0001234')).toBeInTheDocument();
    expect(requestedPaths(stub)).toContain('/api/bookings/42/manual-payment');
  });

  it('validates the UTR, then shows it as received', async () => {
    const { fetchMock } = setup('/make-payment?booking=42');
    const field = await screen.findByLabelText('UTR / transaction reference');
    await userEvent.type(field, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Submit payment reference' }));
    expect(await screen.findByText(UTR_MESSAGE)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '412345678901');
    server.submitted = true;
    await userEvent.click(screen.getByRole('button', { name: 'Submit payment reference' }));
    expect(
      await screen.findByText(/We received your payment reference 412345678901/),
    ).toBeInTheDocument();
    const post = sentRequests(fetchMock).find((r) => r.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ utr: '412345678901' });
  });

  it('Pay online opens the gateway page', async () => {
    setup('/make-payment?booking=42');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay online' }));
    await waitFor(() => expect(screen.getByText('Gateway page')).toBeInTheDocument());
  });
});
