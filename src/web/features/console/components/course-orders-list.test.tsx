import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffCourseOrder } from '../../../../shared/learning-orders';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { CourseOrdersList } from './course-orders-list';

const refunded: StaffCourseOrder = {
  id: 12,
  status: 'refunded',
  currency: 'INR',
  total: 198_800,
  customerName: 'Asha Verma',
  customerEmail: 'asha@x.test',
  courses: 'Licence masterclass',
  paidAt: '2026-11-20T05:00:00.000Z',
  refundedAt: '2026-11-22T05:00:00.000Z',
  gatewayPaymentId: 'pay_12',
};

describe('Course orders on the payments page', () => {
  it('shows a loading state, then each order with its payment and refund', async () => {
    stubFetch((u) =>
      u.pathname === '/api/learning/staff/course-orders'
        ? {
            body: { orders: [refunded, { ...refunded, id: 13, refundedAt: null, status: 'paid' }] },
          }
        : { status: 404, body: { message: 'nope' } },
    );
    renderAt(<CourseOrdersList />);
    expect(screen.getByText('Loading the course orders…')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /#12/ });
    expect(within(row).getByText('Asha Verma (asha@x.test)')).toBeInTheDocument();
    expect(within(row).getByText('₹1,988')).toBeInTheDocument();
    expect(within(row).getByText('pay_12')).toBeInTheDocument();
    const paidOnly = within(table).getByRole('row', { name: /#13/ });
    expect(within(paidOnly).getAllByRole('cell')[4]).toHaveTextContent('—');
  });
});
