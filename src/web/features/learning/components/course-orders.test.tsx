import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GstDocumentSummary } from '../../../../shared/gst-documents';
import type { CourseOrder } from '../../../../shared/learning-orders';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { CourseOrders } from './course-orders';

const order = (id: number, status: CourseOrder['status']): CourseOrder => ({
  id,
  status,
  currency: 'INR',
  original: 149_900,
  discount: 15_000,
  total: 134_900,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  items: [{ slug: 'masterclass', title: 'Driving Licence Test Masterclass', final: 134_900 }],
  giftFor: null,
  refundable: false,
  refundNote: null,
});

const doc = (
  id: number,
  courseOrderId: number,
  docType: GstDocumentSummary['docType'],
): GstDocumentSummary => ({
  id,
  docType,
  title: docType,
  number: `CN/2026-27/0000${id}`,
  issuedAt: '2026-11-21T10:00:00.000Z',
  totalPaise: 134_900,
  bookingId: null,
  courseOrderId,
  voided: false,
  pdfUrl: `/api/account/tax-documents/${id}/pdf`,
});

describe('My Courses: course orders', () => {
  it("links each order's own tax invoice and credit note, and no other order's", async () => {
    stubFetch((u) => {
      if (u.pathname === '/api/learning/orders')
        return { body: { orders: [order(7, 'refunded'), order(8, 'paid')] } };
      if (u.pathname === '/api/account/tax-documents')
        return { body: { documents: [doc(1, 7, 'tax_invoice'), doc(2, 7, 'credit_note')] } };
      return { status: 404, body: { message: 'nope' } };
    });
    renderRoutes([{ path: '/', Component: CourseOrders }]);
    await screen.findByText('GST documents');
    // The orders' own items (each document link is a list item of its own, inside its order).
    const [refunded, paid] = screen
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('Driving Licence Test Masterclass'));
    expect(within(refunded!).getByText('GST documents')).toBeInTheDocument();
    expect(
      within(refunded!)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Tax invoice CN/2026-27/00001 (PDF)', '/api/account/tax-documents/1/pdf'],
      ['Credit note CN/2026-27/00002 (PDF)', '/api/account/tax-documents/2/pdf'],
    ]);
    expect(within(paid!).queryByRole('link')).toBeNull();
  });

  it('shows the credit note the refund issued under the order at once, without a reload', async () => {
    let refunded = false;
    stubFetch((u) => {
      if (u.pathname === '/api/learning/orders/8/refund') {
        refunded = true;
        return { body: { id: 8, status: 'refunded' } };
      }
      if (u.pathname === '/api/learning/orders')
        return {
          body: {
            orders: [refunded ? order(8, 'refunded') : { ...order(8, 'paid'), refundable: true }],
          },
        };
      if (u.pathname === '/api/account/tax-documents')
        return {
          body: {
            documents: refunded
              ? [doc(2, 8, 'credit_note'), doc(1, 8, 'tax_invoice')]
              : [doc(1, 8, 'tax_invoice')],
          },
        };
      return { status: 404, body: { message: 'nope' } };
    });
    vi.stubGlobal('confirm', () => true);
    renderRoutes([{ path: '/', Component: CourseOrders }]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Request refund (30 day Refund Guarantee)' }),
    );
    expect(
      await screen.findByRole('link', { name: 'Credit note CN/2026-27/00002 (PDF)' }),
    ).toHaveAttribute('href', '/api/account/tax-documents/2/pdf');
    expect(screen.getByRole('link', { name: 'Tax invoice CN/2026-27/00001 (PDF)' })).toBeVisible();
  });
});
