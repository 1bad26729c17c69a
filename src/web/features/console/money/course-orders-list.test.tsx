import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { GstDocumentSummary } from '../../../../shared/gst-documents';
import type { StaffCourseOrder } from '../../../../shared/learning-orders';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiConsole } from '../../../locales/hi-console';
import { renderAt, requestedPaths, stubFetch } from '../../../test/test-utils';
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

const doc = (
  id: number,
  docType: GstDocumentSummary['docType'],
  number: string,
): GstDocumentSummary => ({
  id,
  docType,
  title: docType,
  number,
  issuedAt: '2026-11-22T05:00:00.000Z',
  totalPaise: 198_800,
  reimbursedPaise: 0,
  bookingId: null,
  courseOrderId: 12,
  voided: false,
  pdfUrl: `/api/console/course-orders/12/tax-documents/${id}/pdf`,
});

/** Order 12 (refunded: an invoice and a credit note) and order 13 (paid, GST off: none). */
const stubOrders = () =>
  stubFetch((u) => {
    if (u.pathname === '/api/learning/staff/course-orders')
      return {
        body: { orders: [refunded, { ...refunded, id: 13, refundedAt: null, status: 'paid' }] },
      };
    if (u.pathname === '/api/console/course-orders/12/tax-documents')
      return {
        body: {
          documents: [
            doc(31, 'credit_note', 'CN/2627/00003'),
            doc(30, 'tax_invoice', 'INV/2627/00009'),
            { ...doc(29, 'tax_invoice', 'INV/2627/00008'), voided: true },
          ],
        },
      };
    if (u.pathname === '/api/console/course-orders/13/tax-documents')
      return { body: { documents: [] } };
    return { status: 404, body: { message: 'nope' } };
  });

describe('Course orders on the payments page', () => {
  it('shows a loading state, then each order with its payment and refund', async () => {
    stubOrders();
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

  it("opens an order's tax invoice and credit note as console PDF links, loaded when asked", async () => {
    const fetchMock = stubOrders();
    renderAt(<CourseOrdersList />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'GST documents' })).toBeInTheDocument();
    // Nothing is fetched for an order's documents until its disclosure is opened.
    expect(requestedPaths(fetchMock).filter((p) => p.includes('tax-documents'))).toEqual([]);
    const row = within(table).getByRole('row', { name: /#12/ });
    await userEvent.click(within(row).getByText('Documents of order #12'));
    expect(
      (await within(row).findAllByRole('link')).map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Credit note CN/2627/00003 (PDF)', '/api/console/course-orders/12/tax-documents/31/pdf'],
      ['Tax invoice INV/2627/00009 (PDF)', '/api/console/course-orders/12/tax-documents/30/pdf'],
      ['Tax invoice INV/2627/00008 (PDF)', '/api/console/course-orders/12/tax-documents/29/pdf'],
    ]);
    // A voided document keeps its number and says so.
    const voided = within(row).getByRole('link', { name: 'Tax invoice INV/2627/00008 (PDF)' });
    expect(voided.closest('li')).toHaveTextContent(
      /^Tax invoice INV\/2627\/00008 \(PDF\) · voided$/,
    );
    expect(
      within(row).getByRole('link', { name: 'Tax invoice INV/2627/00009 (PDF)' }).closest('li'),
    ).not.toHaveTextContent('voided');
    expect(requestedPaths(fetchMock).filter((p) => p.includes('tax-documents'))).toEqual([
      '/api/console/course-orders/12/tax-documents',
    ]);
    const paidOnly = within(table).getByRole('row', { name: /#13/ });
    await userEvent.click(within(paidOnly).getByText('Documents of order #13'));
    expect(
      await within(paidOnly).findByText('No GST document was issued for this order.'),
    ).toBeInTheDocument();
    expect(within(paidOnly).queryByRole('link')).toBeNull();
  });

  it('names the documents in Hindi on a Hindi page', async () => {
    stubOrders();
    renderAt(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiConsole })}>
        <CourseOrdersList />
      </I18nextProvider>,
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'GST दस्तावेज़' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /#12/ });
    await userEvent.click(within(row).getByText('ऑर्डर #12 के दस्तावेज़'));
    expect(
      await within(row).findByRole('link', { name: 'टैक्स इनवॉइस INV/2627/00009 (PDF फ़ाइल)' }),
    ).toHaveAttribute('href', '/api/console/course-orders/12/tax-documents/30/pdf');
  });
});
