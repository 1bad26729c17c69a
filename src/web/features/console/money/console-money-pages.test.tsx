import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GstSettingsView } from '../../../../shared/gst-settings';
import type { LedgerSummary } from '../../../../shared/journal';
import { renderRoutes, sentRequests, stubFetch } from '../../../test/test-utils';
import { ConsoleGstPage } from './console-gst-page';
import { ConsoleLedgerPage } from './console-ledger-page';

const ledger: LedgerSummary = {
  from: '2026-10-31T18:30:00.000Z',
  to: '2026-11-30T18:30:00.000Z',
  revenuePaise: { rent: 1_000_000, extension: 200_000, extraCharges: 50_000, courses: 30_000 },
  gstOutputPaise: { cgst: 115_200, sgst: 115_200, igst: 0 },
  depositsHeldPaise: 600_000,
  receivablesPaise: 252_000,
  refundsPayablePaise: 94_000,
};

describe('the ledger page', () => {
  it('shows the month from the journal and asks again for another month', async () => {
    const fetchMock = stubFetch(() => ({ body: ledger }));
    renderRoutes(
      [{ path: '/staff/ledger', Component: ConsoleLedgerPage }],
      ['/staff/ledger?month=2026-11'],
    );
    const revenue = await screen.findByRole('table', { name: /Revenue by source/ });
    expect(within(revenue).getByRole('row', { name: /^Rent/ })).toHaveTextContent('₹10,000');
    expect(within(revenue).getByRole('row', { name: /Total revenue/ })).toHaveTextContent(
      '₹12,800',
    );
    const gst = screen.getByRole('table', { name: 'GST output' });
    expect(within(gst).getByRole('row', { name: /Total GST/ })).toHaveTextContent('₹2,304');
    const end = screen.getByRole('table', { name: 'At the end of the month' });
    expect(within(end).getByRole('row', { name: /Receivables/ })).toHaveTextContent('₹2,520');
    expect(within(end).getByRole('row', { name: /deposits held/ })).toHaveTextContent('₹6,000');
    expect(sentRequests(fetchMock).map((r) => r.path)).toEqual([
      '/api/console/ledger?month=2026-11',
    ]);
  });
});

const view: GstSettingsView = {
  registration: {
    enabled: true,
    gstin: '22AAACS1234A1ZC',
    legalName: 'SelfDrive CG Pvt Ltd',
    address: 'GE Road, Raipur',
    stateCode: '22',
    pricesIncludeTax: true,
  },
  rates: [
    { subject: 'car_category', subjectKey: '3', name: 'SUV', sac: '997311', rateBp: 1800 },
    {
      subject: 'course_category',
      subjectKey: 'qb',
      name: 'Question Bank',
      sac: null,
      rateBp: null,
    },
  ],
};

describe('the GST settings page', () => {
  it('shows the registration and saves a category’s SAC and rate', async () => {
    const fetchMock = stubFetch(() => ({ body: view }));
    renderRoutes([{ path: '/', Component: ConsoleGstPage }], ['/']);
    expect(await screen.findByText('22AAACS1234A1ZC')).toBeInTheDocument();
    expect(screen.getByText('Chhattisgarh (22)')).toBeInTheDocument();
    const qbSac = screen.getByLabelText('SAC for Question Bank');
    await userEvent.type(qbSac, '12');
    await userEvent.type(screen.getByLabelText('GST % for Question Bank'), '18');
    const qbRow = qbSac.closest('li')!;
    await userEvent.click(within(qbRow).getByRole('button', { name: 'Save' }));
    expect(await within(qbRow).findByText(/Enter a 6-digit SAC code/)).toBeInTheDocument();
    await userEvent.clear(qbSac);
    await userEvent.type(qbSac, '999293');
    await userEvent.click(within(qbRow).getByRole('button', { name: 'Save' }));
    expect(await within(qbRow).findByRole('status')).toHaveTextContent('Saved.');
    const put = sentRequests(fetchMock).find((r) => r.init.method === 'PUT')!;
    expect(put.path).toBe('/api/console/gst/rates');
    expect(JSON.parse(String(put.init.body))).toEqual({
      subject: 'course_category',
      subjectKey: 'qb',
      sac: '999293',
      rateBp: 1800,
    });
  });
});

describe('the GST settings page with prices shown without GST', () => {
  it('says that rental prices exclude GST and course prices include it', async () => {
    const excluded = { ...view, registration: { ...view.registration, pricesIncludeTax: false } };
    stubFetch(() => ({ body: excluded }));
    renderRoutes([{ path: '/', Component: ConsoleGstPage }], ['/']);
    const shown = await screen.findByText('Rental prices shown');
    expect(shown.nextElementSibling).toHaveTextContent(
      'Exclude GST: the checkout, the counter and the final bill add it',
    );
    expect(screen.getByText('Course prices shown').nextElementSibling).toHaveTextContent(
      'Include GST (always)',
    );
  });
});
