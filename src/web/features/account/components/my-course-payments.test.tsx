import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseOrder } from '../../../../shared/learning-orders';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { MyCoursePayments } from './my-course-payments';

const order = (over: Partial<CourseOrder>): CourseOrder => ({
  id: 7,
  status: 'paid',
  currency: 'INR',
  original: 199_900,
  discount: 0,
  total: 199_900,
  createdAt: '2026-11-20T05:00:00.000Z',
  paidAt: '2026-11-20T05:01:00.000Z',
  refundedAt: null,
  items: [{ slug: 'masterclass', title: 'Licence masterclass', language: 'en', final: 199_900 }],
  giftFor: null,
  refundable: true,
  refundNote: null,
  ...over,
});

describe('My course payments', () => {
  it('lists each course payment and each refund, not unpaid orders', async () => {
    stubFetch(() => ({
      body: {
        orders: [
          order({}),
          order({ id: 8, status: 'refunded', refundedAt: '2026-11-22T05:00:00.000Z' }),
          order({ id: 9, status: 'pending', paidAt: null }),
        ],
      },
    }));
    renderAt(<MyCoursePayments />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      '#7',
      '#8',
      '#8',
    ]);
    expect(within(rows[2]!).getByText('Refund to you')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Payment')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('₹1,999')).toBeInTheDocument();
  });

  it('shows nothing when the driving school is off', async () => {
    stubFetch(() => ({ status: 404, body: { message: 'Not found' } }));
    const { container } = renderAt(<MyCoursePayments />);
    expect(screen.getByText('Loading your course payments…')).toBeInTheDocument();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
