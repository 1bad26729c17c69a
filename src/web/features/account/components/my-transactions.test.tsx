import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '../../../../shared/bookings';
import { renderRoutes, requestedPaths, stubFetch } from '../../../test/test-utils';
import { MyTransactions } from './my-transactions';

const tx: Transaction = {
  id: 9,
  bookingId: 42,
  kind: 'rent',
  method: 'UPI',
  amountPaise: 660_000,
  status: 'success',
  gatewayOrderId: 'order_abc',
  gatewayPaymentId: 'pay_xyz',
  createdAt: '2026-11-20T05:00:00.000Z',
};

function setup(all: Transaction[] = [tx]) {
  const fetchMock = stubFetch((u) => {
    const search = u.searchParams.get('search') ?? '';
    const rows = search === '' || 'pay_xyz'.includes(search) ? all : [];
    return { body: { transactions: rows, total: rows.length, page: 1, pageCount: 1 } };
  });
  renderRoutes(
    [{ path: '/user/page/MyTransaction', Component: MyTransactions }],
    ['/user/page/MyTransaction'],
  );
  return fetchMock;
}

describe('My Transaction', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the columns and a row per payment', async () => {
    setup();
    expect(await screen.findByText('pay_xyz')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Paymentid', 'Orderid', 'Amount', 'Method', 'Status', 'Date']);
    expect(screen.getByText('order_abc')).toBeInTheDocument();
    expect(screen.getByText('₹6,600')).toBeInTheDocument();
    expect(screen.getByText('UPI')).toBeInTheDocument();
    expect(screen.queryByText('Rent')).not.toBeInTheDocument();
  });

  it('names extension payments and refunds under their amount', async () => {
    setup([
      { ...tx, id: 10, kind: 'refund', status: 'pending', amountPaise: 300_000 },
      { ...tx, id: 11, kind: 'extension', amountPaise: 120_000 },
    ]);
    const refund = (await screen.findByText('Refund to you')).closest('tr')!;
    expect(refund).toHaveTextContent('₹3,000');
    expect(refund).toHaveTextContent('pending');
    expect(screen.getByText('Extension').closest('tr')).toHaveTextContent('₹1,200');
  });

  it('shows a refund staff paid by bank transfer with its bank reference, as a success', async () => {
    setup([
      {
        ...tx,
        id: 12,
        kind: 'refund',
        method: 'UPI / bank transfer',
        status: 'success',
        amountPaise: 390_000,
        gatewayOrderId: null,
        gatewayPaymentId: 'SBINR5202611',
      },
    ]);
    const refund = (await screen.findByText('Refund to you')).closest('tr')!;
    expect(refund).toHaveTextContent('SBINR5202611');
    expect(refund).toHaveTextContent('₹3,900');
    expect(refund).toHaveTextContent('success');
  });

  it('searches on the server and shows No data found when nothing matches', async () => {
    const fetchMock = setup();
    await screen.findByText('pay_xyz');
    await userEvent.type(screen.getByLabelText('Search transactions'), 'nothing');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('/api/transactions?page=1&search=nothing');
  });
});
