import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { GstDocumentSummary } from '../../../../shared/gst-documents';
import type { CourseOrder } from '../../../../shared/learning-orders';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiLearning } from '../../../locales/hi-learning';
import { renderRoutes, requestedPaths, sentRequests, stubFetch } from '../../../test/test-utils';
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
  items: [
    {
      slug: 'masterclass',
      title: 'Driving Licence Test Masterclass',
      language: 'en',
      final: 134_900,
    },
  ],
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
  reimbursedPaise: 0,
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

  it('asks first with the amount and where it goes, then shows the credit note the refund issued at once', async () => {
    let refunded = false;
    let answerRefund: (() => void) | undefined;
    const fetchMock = stubFetch((u) => {
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
    // The refund answers only when the test says so: the dialog shows it running meanwhile.
    const answered = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/refund'))
        await new Promise<void>((resolve) => (answerRefund = resolve));
      return answered(input, init);
    });
    renderRoutes([{ path: '/', Component: CourseOrders }]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Request refund (30 day Refund Guarantee)' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Refund order #8?' });
    expect(
      within(dialog).getByText(
        '₹1,349 will be refunded to the payment you made this order with (the same card, UPI or bank account).',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('You will lose access to its courses.')).toBeInTheDocument();
    // The safe answer has the focus: a stray Enter keeps the order.
    expect(within(dialog).getByRole('button', { name: 'No, keep the order' })).toHaveFocus();
    expect(requestedPaths(fetchMock)).not.toContain('/api/learning/orders/8/refund');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, refund ₹1,349' }));
    expect(within(dialog).getByRole('button', { name: 'Refunding…' })).toBeDisabled();
    answerRefund!();
    expect(
      await screen.findByRole('link', { name: 'Credit note CN/2026-27/00002 (PDF)' }),
    ).toHaveAttribute('href', '/api/account/tax-documents/2/pdf');
    expect(screen.getByRole('link', { name: 'Tax invoice CN/2026-27/00001 (PDF)' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(
      sentRequests(fetchMock).filter((r) => r.path === '/api/learning/orders/8/refund'),
    ).toHaveLength(1);
  });

  it('names the friend a gift order was for', async () => {
    stubFetch((u) =>
      u.pathname === '/api/learning/orders'
        ? { body: { orders: [{ ...order(9, 'paid'), giftFor: 'Ravi Sahu' }] } }
        : { body: { documents: [] } },
    );
    renderRoutes([{ path: '/', Component: CourseOrders }]);
    expect(await screen.findByText('Order #9 · ₹1,349 · Paid · gift for Ravi Sahu')).toBeVisible();
  });

  it('keeps the order when the customer says no, and sends nothing', async () => {
    const fetchMock = stubFetch((u) =>
      u.pathname === '/api/learning/orders'
        ? { body: { orders: [{ ...order(8, 'paid'), refundable: true }] } }
        : { body: { documents: [] } },
    );
    renderRoutes([{ path: '/', Component: CourseOrders }]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Request refund (30 day Refund Guarantee)' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'No, keep the order' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestedPaths(fetchMock).some((p) => p.includes('/refund'))).toBe(false);
  });

  it('shows a refused refund in the dialog, which stays open', async () => {
    stubFetch((u) => {
      if (u.pathname === '/api/learning/orders/8/refund')
        return {
          status: 502,
          body: {
            message: 'The payment gateway could not refund this order now. Please try again later.',
          },
        };
      if (u.pathname === '/api/learning/orders')
        return { body: { orders: [{ ...order(8, 'paid'), refundable: true }] } };
      return { body: { documents: [] } };
    });
    renderRoutes([{ path: '/', Component: CourseOrders }]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Request refund (30 day Refund Guarantee)' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Refund order #8?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, refund ₹1,349' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment gateway could not refund this order now. Please try again later.',
    );
    expect(within(dialog).getByRole('button', { name: 'Yes, refund ₹1,349' })).toBeEnabled();
  });

  it('asks in Hindi, with the amount in the currency the order was paid in', async () => {
    stubFetch((u) =>
      u.pathname === '/api/learning/orders'
        ? {
            body: {
              orders: [{ ...order(8, 'paid'), currency: 'AED', total: 6_500, refundable: true }],
            },
          }
        : { body: { documents: [] } },
    );
    renderRoutes([
      {
        path: '/',
        element: (
          <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiLearning } as typeof hi)}>
            <CourseOrders />
          </I18nextProvider>
        ),
      },
    ]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'रिफ़ंड माँगें (30 दिन की पैसे वापसी की गारंटी)' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'ऑर्डर #8 का रिफ़ंड करें?' });
    expect(dialog).toHaveTextContent(
      'AED 65 उसी भुगतान में लौटाए जाएँगे जिससे आपने यह ऑर्डर ख़रीदा था (वही कार्ड, UPI या बैंक खाता)।',
    );
    expect(within(dialog).getByRole('button', { name: 'हाँ, AED 65 का रिफ़ंड करें' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'नहीं, ऑर्डर रखें' })).toHaveFocus();
  });
});
