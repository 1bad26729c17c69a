import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAKE_PAYMENT_LOGIN_MESSAGE } from '../../../../shared/payments';
import { makeSessionUser } from '../../../test/session-fakes';
import { renderRoutes, sentRequests, stubFetch } from '../../../test/test-utils';
import { PayBalancePage } from './pay-balance-page';

const user = makeSessionUser({ email: 'a@x.test' });

function setup(owedPaise: number, loggedIn = true) {
  const fetchMock = stubFetch((u) => {
    if (u.pathname === '/api/auth/session')
      return { body: loggedIn ? { loggedIn: true, user } : { loggedIn: false, user: null } };
    if (u.pathname === '/api/bookings/42/balance') return { body: { bookingId: 42, owedPaise } };
    if (u.pathname === '/api/bookings/42/pay-balance')
      return {
        body: {
          gateway: 'test',
          orderId: 'test_9',
          amountPaise: owedPaise,
          redirectUrl: '/pay/test/test_9',
        },
      };
    return { status: 404, body: { message: 'nope' } };
  });
  renderRoutes(
    [
      { path: '/user/pay-balance', Component: PayBalancePage },
      { path: '/pay/test/:orderId', element: <p>Gateway page</p> },
      { path: '/user/login', element: <p>Login page</p> },
    ],
    ['/user/pay-balance?booking=42'],
  );
  return fetchMock;
}

describe('the payment link page', () => {
  it('shows what is left to pay now and opens the gateway for it', async () => {
    const fetchMock = setup(180_000);
    expect(await screen.findByTestId('balance-owed')).toHaveTextContent('₹1,800');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1,800 online' }));
    expect(await screen.findByText('Gateway page')).toBeInTheDocument();
    expect(
      sentRequests(fetchMock)
        .filter((r) => r.init.method === 'POST')
        .map((r) => r.path),
    ).toEqual(['/api/bookings/42/pay-balance']);
  });

  it('says so when nothing is left to pay (paid at the counter meanwhile)', async () => {
    setup(0);
    expect(
      await screen.findByText('Booking #42 has nothing left to pay. Thank you!', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks a visitor to log in first', async () => {
    setup(180_000, false);
    expect(
      await screen.findByText(MAKE_PAYMENT_LOGIN_MESSAGE, { exact: false }),
    ).toBeInTheDocument();
  });
});
