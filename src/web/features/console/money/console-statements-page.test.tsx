import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Gstr3b, Statements } from '../../../../shared/statements';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiConsole } from '../../../locales/hi-console';
import { renderRoutes, sentRequests, stubFetch } from '../../../test/test-utils';
import { ConsoleStatementsPage } from './console-statements-page';

const statements: Statements = {
  from: '2026-04-01',
  to: '2026-11-30',
  branchId: 0,
  trialBalance: {
    rows: [
      {
        account: 'rent_revenue',
        kind: 'income',
        openingPaise: 0,
        debitPaise: 10_000,
        creditPaise: 1_010_000,
        closingPaise: -1_000_000,
      },
      {
        account: 'gst_output_cgst',
        kind: 'liability',
        openingPaise: 0,
        debitPaise: 0,
        creditPaise: 90_000,
        closingPaise: -90_000,
      },
      {
        account: 'gst_output_sgst',
        kind: 'liability',
        openingPaise: 0,
        debitPaise: 0,
        creditPaise: 90_000,
        closingPaise: -90_000,
      },
      {
        account: 'gateway_clearing',
        kind: 'asset',
        openingPaise: 20_000,
        debitPaise: 1_190_000,
        creditPaise: 10_000,
        closingPaise: 1_200_000,
      },
      {
        account: 'retained_profit',
        kind: 'equity',
        openingPaise: -20_000,
        debitPaise: 0,
        creditPaise: 0,
        closingPaise: -20_000,
      },
    ],
    totals: { openingPaise: 0, debitPaise: 1_200_000, creditPaise: 1_200_000, closingPaise: 0 },
  },
  profitAndLoss: {
    income: [{ account: 'rent_revenue', amountPaise: 1_000_000 }],
    expenses: [],
    incomePaise: 1_000_000,
    expensesPaise: 0,
    profitPaise: 1_000_000,
  },
  balanceSheet: {
    asAt: '2026-11-30T18:30:00.000Z',
    assets: [{ account: 'gateway_clearing', amountPaise: 1_200_000 }],
    liabilities: [
      { account: 'gst_output_cgst', amountPaise: 90_000 },
      { account: 'gst_output_sgst', amountPaise: 90_000 },
    ],
    equity: [],
    assetsPaise: 1_200_000,
    liabilitiesPaise: 180_000,
    equityPaise: 0,
    retainedProfitPaise: 1_020_000,
  },
};

const gstr3b: Gstr3b = {
  month: '2026-11',
  outwardTaxable: { taxablePaise: 1_000_000, cgstPaise: 90_000, sgstPaise: 90_000, igstPaise: 0 },
  outwardNilExemptPaise: 0,
  inputTaxCredit: { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  netPayable: { cgstPaise: 90_000, sgstPaise: 90_000, igstPaise: 0 },
};

function stub(role: 'admin' | 'manager') {
  return stubFetch((url) => {
    if (url.pathname === '/api/console/me')
      return { body: { id: 1, name: 'Asha', staffRole: role, branchId: null, branchName: null } };
    if (url.pathname === '/api/console/statements/gstr3b') return { body: gstr3b };
    if (url.pathname === '/api/console/closed-months') return { body: { months: [] } };
    return { body: statements };
  });
}

const page = '/staff/statements?from=2026-04-01&to=2026-11-30&month=2026-11';

describe('the statements page', () => {
  it('shows an admin the three statements and GSTR-3B, with the downloads, and asks again for another period', async () => {
    const fetchMock = stub('admin');
    renderRoutes([{ path: '/staff/statements', Component: ConsoleStatementsPage }], [page]);
    expect(screen.getByText('Loading the statements…')).toBeInTheDocument();

    const tb = await screen.findByRole('table', { name: 'Trial balance' });
    expect(within(tb).getByRole('row', { name: /Rent revenue/ })).toHaveTextContent(
      '₹10,000.00 Cr',
    );
    expect(within(tb).getByRole('row', { name: /Retained profit/ })).toHaveTextContent(
      '₹200.00 Cr',
    );
    expect(within(tb).getByRole('row', { name: /^Total/ })).toHaveTextContent('₹12,000.00');
    expect(
      screen.getByText('Debits equal credits and the balances sum to zero.'),
    ).toBeInTheDocument();

    const pl = screen.getByRole('table', { name: 'Profit and loss' });
    expect(within(pl).getByRole('row', { name: /Profit for the period/ })).toHaveTextContent(
      '₹10,000.00',
    );
    expect(within(pl).getByText('No expense is posted yet.')).toBeInTheDocument();
    const bs = screen.getByRole('table', { name: 'Balance sheet at the end of 30 Nov 2026' });
    expect(within(bs).getByRole('row', { name: /Total assets/ })).toHaveTextContent('₹12,000.00');
    expect(within(bs).getByRole('row', { name: /Total liabilities and equity/ })).toHaveTextContent(
      '₹12,000.00',
    );

    const gst = await screen.findByRole('table', { name: 'GSTR-3B summary' });
    expect(within(gst).getByRole('row', { name: /3\.1\(a\)/ })).toHaveTextContent('₹10,000.00');
    expect(within(gst).getByRole('row', { name: /4\(A\)\(5\)/ })).toHaveTextContent('₹0.00');

    expect(await screen.findByRole('heading', { name: 'Closing a month' })).toBeVisible();
    const downloads = screen.getByRole('navigation', { name: 'Downloads' });
    expect(within(downloads).getByRole('link', { name: 'Trial balance (CSV)' })).toHaveAttribute(
      'href',
      '/api/console/statements/trial-balance.csv?from=2026-04-01&to=2026-11-30',
    );
    expect(
      within(downloads).getByRole('link', { name: 'All three statements (PDF)' }),
    ).toHaveAttribute('href', '/api/console/statements/pdf?from=2026-04-01&to=2026-11-30');
    expect(screen.getByRole('link', { name: 'GSTR-3B summary (CSV)' })).toHaveAttribute(
      'href',
      '/api/console/statements/gstr3b.csv?month=2026-11',
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await waitFor(() =>
      expect(sentRequests(fetchMock).map((r) => r.path)).toContain(
        '/api/console/statements?from=2026-10-01&to=2026-11-30',
      ),
    );
    expect(sentRequests(fetchMock).map((r) => r.path)).toContain(
      '/api/console/statements/gstr3b?month=2026-11',
    );
  });

  it('tells a manager GSTR-3B is for admins, and never asks for it', async () => {
    const fetchMock = stub('manager');
    renderRoutes([{ path: '/staff/statements', Component: ConsoleStatementsPage }], [page]);
    await screen.findByRole('table', { name: 'Trial balance' });
    expect(
      await screen.findByText('GSTR-3B is the whole GSTIN’s return: admins see and download it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your branch’s bookings only.')).toBeInTheDocument();
    expect(sentRequests(fetchMock).map((r) => r.path)).not.toContain(
      '/api/console/statements/gstr3b?month=2026-11',
    );
    // Closing a month is the admins' too: the panel is not shown, its list never asked.
    expect(screen.queryByRole('heading', { name: 'Closing a month' })).toBeNull();
    expect(sentRequests(fetchMock).map((r) => r.path)).not.toContain('/api/console/closed-months');
  });

  it('reads in Hindi', async () => {
    stub('admin');
    const words = hiConsole.console.money.statements;
    renderRoutes(
      [
        {
          path: '/staff/statements',
          element: (
            <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiConsole } as typeof hi)}>
              <ConsoleStatementsPage />
            </I18nextProvider>
          ),
        },
      ],
      [page],
    );
    const tb = await screen.findByRole('table', { name: words.trialBalance.title });
    expect(within(tb).getByRole('row', { name: /किराये की आमदनी/ })).toHaveTextContent(
      '₹10,000.00 जमा',
    );
    expect(screen.getByRole('table', { name: words.profitAndLoss.title })).toBeInTheDocument();
    expect(screen.getByLabelText(words.from)).toHaveValue('2026-04-01');
    expect(screen.getByRole('link', { name: words.pdf })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: words.gstr3b.title })).toBeInTheDocument();
  });
});
