import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { AccountsReport } from '../../../../shared/accounts';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiConsole } from '../../../locales/hi-console';
import { renderAt, requestedPaths, stubFetch } from '../../../test/test-utils';
import { AccountsSection } from './accounts-section';

const report: AccountsReport = {
  month: '2026-11',
  branchId: null,
  asAt: '2026-11-26T10:00:00.000Z',
  revenuePaise: {
    rent: 500_000,
    extension: 50_000,
    extraCharges: 25_000,
    courses: 10_000,
    total: 585_000,
  },
  gstOutputPaise: { cgst: 45_000, sgst: 45_000, igst: 15_300, total: 105_300 },
  gstByRate: [
    {
      rateBp: 1800,
      taxablePaise: 585_000,
      cgstPaise: 45_000,
      sgstPaise: 45_000,
      igstPaise: 15_300,
    },
  ],
  depositsHeldPaise: 900_000,
  receivablesPaise: 252_000,
  refundsPayablePaise: 120_000,
  receivablesByAge: { '0-30': 2_000, '31-60': 0, '61-90': 0, '90+': 250_000 },
  receivables: [
    {
      bookingId: 42,
      reference: 'SDC-42',
      customerName: 'Asha Verma',
      branchName: 'Bhilai',
      amountPaise: 250_000,
      since: '2026-07-01T10:00:00.000Z',
      ageDays: 148,
      bucket: '90+',
    },
  ],
  refundsPayable: [],
};

function setup(isAdmin: boolean, lang: 'en' | 'hi' = 'en') {
  const fetchMock = stubFetch((u) =>
    u.pathname === '/api/console/accounts'
      ? { body: report }
      : { status: 404, body: { message: 'nope' } },
  );
  const section = <AccountsSection month="2026-11" branchId="3" isAdmin={isAdmin} />;
  renderAt(
    lang === 'en' ? (
      section
    ) : (
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiConsole } as typeof hi)}>
        {section}
      </I18nextProvider>
    ),
  );
  return fetchMock;
}

describe('AccountsSection', () => {
  it('shows a loading state, then the journal’s figures for the month and branch', async () => {
    const fetchMock = setup(true);
    expect(screen.getByText('Loading the accounts…')).toBeInTheDocument();
    const revenue = await screen.findByRole('table', { name: 'Revenue by source' });
    expect(within(revenue).getByRole('row', { name: /Rent ₹5,000/ })).toBeInTheDocument();
    expect(within(revenue).getByRole('row', { name: /Total revenue ₹5,850/ })).toBeInTheDocument();
    const gst = screen.getByRole('table', { name: 'GST output by rate' });
    expect(within(gst).getByRole('row', { name: '18% ₹5,850 ₹450 ₹450 ₹153' })).toBeInTheDocument();
    const held = screen.getByRole('table', { name: 'Held, owed and payable' });
    expect(
      within(held).getByRole('row', { name: /Security deposits held ₹9,000/ }),
    ).toBeInTheDocument();
    const ages = screen.getByRole('table', { name: 'What customers owe, by age' });
    expect(
      within(ages)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['₹20', '₹0', '₹0', '₹2,500']);
    const owed = screen.getByRole('table', { name: 'Bookings with money owed' });
    expect(
      within(owed).getByRole('row', { name: /SDC-42 Asha Verma Bhilai .* 148 ₹2,500/ }),
    ).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('/api/console/accounts?month=2026-11&branchId=3');
  });

  it('links the day book of the chosen dates, and each GSTR-1 section for an admin', async () => {
    setup(true);
    const user = userEvent.setup();
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
    await user.clear(from);
    await user.type(from, '2026-11-10');
    expect(screen.getByRole('link', { name: 'Download the day book (CSV)' })).toHaveAttribute(
      'href',
      '/api/console/accounts/day-book.csv?from=2026-11-10&to=2026-11-30&branchId=3',
    );
    expect(screen.getByRole('link', { name: 'B2B invoices' })).toHaveAttribute(
      'href',
      '/api/console/accounts/gstr1/b2b?month=2026-11',
    );
    expect(screen.getByRole('link', { name: 'Tax on advances received' })).toHaveAttribute(
      'href',
      '/api/console/accounts/gstr1/at?month=2026-11',
    );
    expect(screen.getByRole('link', { name: 'Advances adjusted' })).toHaveAttribute(
      'href',
      '/api/console/accounts/gstr1/atadj?month=2026-11',
    );
    expect(screen.getByRole('link', { name: 'Nil-rated and exempt supplies' })).toHaveAttribute(
      'href',
      '/api/console/accounts/gstr1/exemp?month=2026-11',
    );
    expect(
      screen.getAllByRole('link', {
        name: /B2C|B2B|Credit notes|advances|Advances|exempt|SAC|Documents/,
      }),
    ).toHaveLength(11);
    // The whole month as one file for the GST portal, next to the CSVs.
    expect(screen.getByRole('link', { name: 'GSTR-1 (JSON for the GST portal)' })).toHaveAttribute(
      'href',
      '/api/console/accounts/gstr1.json?month=2026-11',
    );
    // The month's journal for Tally, next to the GSTR-1 files.
    const tally = screen.getByRole('link', { name: 'Tally import file (XML)' });
    expect(tally).toHaveAttribute('href', '/api/console/accounts/tally.xml?month=2026-11');
    expect(tally).toHaveAttribute('download');
  });

  it('names the GST portal’s JSON in Hindi when the console is in Hindi', () => {
    setup(true, 'hi');
    const link = screen.getByRole('link', {
      name: hiConsole.console.reports.accounts.exports.gstr1Json,
    });
    expect(link).toHaveTextContent('GSTR-1 (GST पोर्टल के लिए JSON फ़ाइल)');
    expect(link).toHaveAttribute('href', '/api/console/accounts/gstr1.json?month=2026-11');
    expect(link).toHaveAttribute('download');
    const tally = screen.getByRole('link', {
      name: hiConsole.console.reports.accounts.exports.tallyXml,
    });
    expect(tally).toHaveTextContent('Tally में इम्पोर्ट की फ़ाइल (XML)');
    expect(tally).toHaveAttribute('href', '/api/console/accounts/tally.xml?month=2026-11');
  });

  it('tells a branch manager that GSTR-1 is an admin’s download', () => {
    setup(false);
    expect(screen.queryByRole('link', { name: 'B2B invoices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /JSON/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Tally/ })).not.toBeInTheDocument();
    expect(screen.getByText(/an admin downloads it/)).toBeInTheDocument();
  });
});
