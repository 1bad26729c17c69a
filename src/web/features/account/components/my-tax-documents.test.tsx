import { screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { GstDocumentSummary } from '../../../../shared/gst-documents';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiAccount } from '../../../locales/hi-account';
import { renderAt, renderRoutes, stubFetch } from '../../../test/test-utils';
import { MyTaxDocuments } from './my-tax-documents';

const receipt: GstDocumentSummary = {
  id: 7,
  docType: 'receipt_voucher',
  title: 'Receipt voucher',
  number: 'RV/2627/00012',
  issuedAt: '2026-11-20T05:00:00.000Z',
  totalPaise: 354_000,
  reimbursedPaise: 0,
  bookingId: 42,
  courseOrderId: null,
  voided: false,
  pdfUrl: '/api/account/tax-documents/7/pdf',
};

function setup(documents: GstDocumentSummary[]) {
  stubFetch(() => ({ body: { documents } }));
  renderRoutes([{ path: '/', Component: MyTaxDocuments }], ['/']);
}

describe('My tax documents', () => {
  it('lists each document with a named PDF download link', async () => {
    setup([
      receipt,
      {
        ...receipt,
        id: 8,
        docType: 'credit_note',
        number: 'CN/2627/00003',
        title: 'Credit note',
        totalPaise: 11_800,
        voided: true,
      },
    ]);
    const link = await screen.findByRole('link', {
      name: 'Download Receipt voucher RV/2627/00012 as PDF',
    });
    expect(link).toHaveAttribute('href', '/api/account/tax-documents/7/pdf');
    expect(screen.getByText('₹3,540')).toBeInTheDocument();
    expect(screen.getByText('₹118')).toBeInTheDocument();
    expect(screen.getByText('(Void)')).toBeInTheDocument();
  });

  it('shows what a document bills: its total and the tolls and fines paid as the agent', async () => {
    setup([
      {
        ...receipt,
        id: 10,
        docType: 'expense_statement',
        title: 'Statement of expenses paid as your agent',
        number: 'EX/2627/00001',
        totalPaise: 0,
        reimbursedPaise: 16_500,
      },
      {
        ...receipt,
        id: 11,
        docType: 'tax_invoice',
        number: 'INV/2627/00009',
        totalPaise: 11_800,
        reimbursedPaise: 50_000,
      },
    ]);
    const statement = (await screen.findByText('EX/2627/00001')).closest('tr')!;
    expect(
      within(statement).getByText('Statement of expenses paid as your agent'),
    ).toBeInTheDocument();
    expect(within(statement).getByText('₹165')).toBeInTheDocument();
    const invoice = screen.getByText('INV/2627/00009').closest('tr')!;
    expect(within(invoice).getByText('₹618')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    setup([]);
    expect(await screen.findByText(/No tax documents yet/)).toBeInTheDocument();
  });

  it('names each document in the page’s language, not in the server’s English', async () => {
    stubFetch(() => ({
      body: {
        documents: [
          {
            ...receipt,
            id: 9,
            docType: 'tax_invoice',
            title: 'Tax invoice',
            number: 'INV/2627/00004',
          },
          receipt,
        ],
      },
    }));
    renderAt(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiAccount })}>
        <MyTaxDocuments />
      </I18nextProvider>,
    );
    const invoice = (await screen.findByText('INV/2627/00004')).closest('tr')!;
    expect(within(invoice).getByText('टैक्स इनवॉइस')).toBeInTheDocument();
    expect(within(invoice).queryByText('Tax invoice')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'रसीद वाउचर RV/2627/00012 PDF में डाउनलोड करें' }),
    ).toHaveAttribute('href', '/api/account/tax-documents/7/pdf');
  });
});
