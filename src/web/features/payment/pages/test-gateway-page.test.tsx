import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../../../shared/money';
import type { TestOrder } from '../../../../shared/payments';
import { type FakeReply, renderRoutes, sentRequests, stubFetch } from '../../../test/test-utils';
import { TestGatewayPage } from './test-gateway-page';
import { makeSessionUser } from '../../../test/session-fakes';
import { makeBooking } from '../../../test/booking-fakes';

const user = makeSessionUser({ email: 'a@x.test' });
const order: TestOrder = {
  orderId: 'test_abc',
  amountPaise: 660_000,
  status: 'pending',
  booking: makeBooking({
    id: 42,
    title: 'Tata Nexon EV',
    pickupDate: '10-01-2099',
    pickupTime: '10:00',
    dropDate: '11-01-2099',
    dropTime: '10:00',
  }),
};

function setup(complete: FakeReply, current: TestOrder = order) {
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/session') return { body: { loggedIn: true, user } };
    if (url.pathname === '/api/payments/test/test_abc') return { body: current };
    if (url.pathname === '/api/payments/test/test_abc/complete') return complete;
    return { status: 404, body: { message: 'nope' } };
  });
  const { router } = renderRoutes(
    [
      { path: '/pay/test/:orderId', Component: TestGatewayPage },
      { path: '/user/dashboard', element: <p>Dashboard</p> },
    ],
    ['/pay/test/test_abc'],
  );
  return { fetchMock, router };
}

function completeBody(fetchMock: ReturnType<typeof stubFetch>): unknown {
  const call = sentRequests(fetchMock).find((r) => r.path.endsWith('/complete'))!;
  return JSON.parse(String(call.init.body));
}

describe('test gateway page', () => {
  it('shows the amount and booking, and success goes to the dashboard with status=1', async () => {
    const redirectUrl = '/user/dashboard?order_id=test_abc&status=1';
    const { fetchMock, router } = setup({ body: { status: 'success', redirectUrl } });
    expect(await screen.findByTestId('amount')).toHaveTextContent(formatRupees(660_000));
    expect(screen.getByRole('heading', { name: 'Pay for booking #42' })).toBeInTheDocument();
    expect(screen.getByText('Tata Nexon EV')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay successfully' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order_id=test_abc&status=1');
    expect(completeBody(fetchMock)).toEqual({ outcome: 'success' });
  });

  it('Fail payment sends failure and goes to status=2', async () => {
    const redirectUrl = '/user/dashboard?order_id=test_abc&status=2';
    const { fetchMock, router } = setup({ body: { status: 'failed', redirectUrl } });
    await userEvent.click(await screen.findByRole('button', { name: 'Fail payment' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order_id=test_abc&status=2');
    expect(completeBody(fetchMock)).toEqual({ outcome: 'failure' });
  });

  it("shows the server's refusal, e.g. an expired hold", async () => {
    setup({ status: 409, body: { statusCode: 409, message: 'The time to pay ran out.' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay successfully' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The time to pay ran out.');
  });

  it('offers no buttons for a payment already complete', async () => {
    setup({ body: {} }, { ...order, status: 'success' });
    expect(await screen.findByText(/already complete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay successfully' })).toBeNull();
  });
});
