import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RefundAwaitingDestination } from '../../../../shared/refund-destination';
import { renderRoutes, sentRequests, stubFetch } from '../../../test/test-utils';
import { MyRefundDestinations } from './my-refund-destinations';

const deposit: RefundAwaitingDestination = {
  paymentId: 31,
  bookingId: 55,
  reference: 'SDC-55',
  reason: 'deposit',
  amountPaise: 290_000,
  destination: { kind: 'needed' },
};

function setup(refunds: RefundAwaitingDestination[]) {
  const fetchMock = stubFetch((u) =>
    u.pathname === '/api/account/refunds'
      ? { body: { refunds } }
      : { body: { paymentId: 31, destination: { kind: 'bank' } } },
  );
  renderRoutes([{ path: '/', Component: MyRefundDestinations }], ['/']);
  return fetchMock;
}

const puts = (fetchMock: ReturnType<typeof stubFetch>) =>
  sentRequests(fetchMock)
    .filter((r) => r.init.method === 'PUT')
    .map((r) => ({ path: r.path, body: JSON.parse(String(r.init.body)) as unknown }));

describe('where my refund goes', () => {
  it('asks where a deposit refund goes, checks the IFSC, then saves the bank account', async () => {
    const fetchMock = setup([deposit]);
    const item = (
      await screen.findByText('Security deposit of ₹2,900 to return for booking SDC-55')
    ).closest('li')!;
    expect(within(item).getByText('You have not told us where to send it yet.')).toBeVisible();
    await userEvent.click(within(item).getByLabelText('Bank account'));
    await userEvent.type(within(item).getByLabelText('Account holder’s name'), 'Ravi Sahu');
    await userEvent.type(within(item).getByLabelText('Account number'), '001234567890');
    await userEvent.type(within(item).getByLabelText('IFSC'), 'SBIN1001234');
    await userEvent.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(item).findByText(/Enter the IFSC of your bank branch/)).toBeVisible();
    expect(puts(fetchMock)).toEqual([]);
    await userEvent.clear(within(item).getByLabelText('IFSC'));
    await userEvent.type(within(item).getByLabelText('IFSC'), 'sbin0001234');
    await userEvent.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(item).findByRole('status')).toHaveTextContent('Saved.');
    expect(puts(fetchMock)).toEqual([
      {
        path: '/api/account/refunds/31/destination',
        body: {
          kind: 'bank',
          accountName: 'Ravi Sahu',
          accountNumber: '001234567890',
          ifsc: 'SBIN0001234',
        },
      },
    ]);
  });

  it('shows the UPI ID already given for a cancellation refund', async () => {
    setup([
      { ...deposit, reason: 'cancellation', destination: { kind: 'upi', upiId: 'ravi@okaxis' } },
    ]);
    expect(await screen.findByText('We will send it to UPI ID ravi@okaxis.')).toBeVisible();
    expect(screen.getByText('Refund of ₹2,900 for cancelled booking SDC-55')).toBeVisible();
  });

  it('shows nothing when no refund waits for a transfer', async () => {
    const fetchMock = setup([]);
    await waitForElementToBeRemoved(() => screen.queryByText('Loading your refunds…'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
